import { Download, PackagePlus, Pencil, Plus, Trash2 } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ApiError } from '@/api/client'
import { PRODUCT_STATUSES, type Product } from '@/api/contracts/ecommerce'
import { errorText } from '@/api/resources'
import { ecommerceProducts, PRODUCT_FILTERS, productToInput } from '@/api/resources/ecommerce'
import { formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { useDialogState } from '@/lib/use-dialog-state'
import { Button, buttonVariants } from '@/ui/button'
import { Card } from '@/ui/card'
import { DataTable, datedCsvName, useCsvExport, useTableState } from '@/ui/data-table'
import { FilterSelect } from '@/ui/filter-select'
import { IconButton } from '@/ui/icon-button'
import { useToast } from '@/ui/toast'
import { useCategories } from '../api/use-categories'
import { productColumns } from '../columns/product-columns'
import { productsCsv } from '../lib/products-csv'
import { ProductsDialogs, type ProductsDialogRow, type ProductsDialog } from './products-dialogs'

/**
 * The products table: search (name or brand), status / category / stock filters, server-side
 * sort and paging in the URL, stock switch per row, edit and delete, bulk delete and CSV export.
 */
export function ProductsTable() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const toast = useToast()
  const state = useTableState({ filters: PRODUCT_FILTERS })
  const list = ecommerceProducts.useList(state.query)
  const categories = useCategories()
  const dialogs = useDialogState<ProductsDialog, ProductsDialogRow>()
  const update = ecommerceProducts.useMutation('update', {
    failed: t('toasts.failed'),
    success: (saved) => t(saved.stock ? 'products.inStock' : 'products.outOfStock', { name: saved.productName }),
  })
  const columns = useMemo(
    () => productColumns(t, (p, stock) => update.mutate({ id: p.id, body: { ...productToInput(p), stock } })),
    [t, update],
  )

  const { exporting, exportCsv } = useCsvExport<Product, [rows?: Product[]]>({
    load: (rows) => rows ?? ecommerceProducts.fetchAll(state.query),
    file: (all) => ({ name: datedCsvName('products'), csv: productsCsv(all, t) }),
    onDone: (count) => toast(t('toasts.exported', { count: formatNumber(count) }), 'success'),
    onError: (error) => toast(errorText(error, t('toasts.failed')), 'error'),
  })

  const addButton = (
    <Link to={linkTo('productAdd')} className={buttonVariants()}>
      <Plus aria-hidden />
      {t('products.add')}
    </Link>
  )
  return (
    <Card className="overflow-hidden">
      <DataTable
        label={t('products.title')}
        columns={columns}
        data={list.data?.rows}
        total={list.data?.total}
        state={state}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.productName}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.isError ? (list.error instanceof ApiError ? list.error.message : true) : false}
        onRetry={() => list.refetch()}
        search={{ label: t('products.search'), placeholder: t('products.searchPlaceholder') }}
        filters={
          <>
            <FilterSelect
              table={state}
              name="status"
              label={t('fields.status')}
              placeholder={t('filters.allStatuses')}
              options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`productStatus.${s}`) }))}
            />
            <FilterSelect
              table={state}
              name="category"
              label={t('fields.category')}
              placeholder={t('filters.allCategories')}
              options={categories.titleOptions}
            />
            <FilterSelect
              table={state}
              name="stock"
              label={t('fields.stock')}
              placeholder={t('filters.allStock')}
              options={[
                { value: 'true', label: t('stock.in') },
                { value: 'false', label: t('stock.out') },
              ]}
            />
          </>
        }
        toolbar={
          <>
            <Button variant="outlined" color="secondary" onClick={() => exportCsv()} loading={exporting} disabled={list.data?.total === 0}>
              <Download aria-hidden />
              {t('common:actions.export')}
            </Button>
            {addButton}
          </>
        }
        bulkActions={({ ids, rows, clear }) => (
          <>
            <Button size="sm" variant="tonal" color="secondary" onClick={() => exportCsv(rows)}>
              <Download aria-hidden />
              {t('common:actions.export')}
            </Button>
            <Button size="sm" variant="tonal" color="error" onClick={() => dialogs.open('bulkDelete', { ids: ids.map(Number), clear })}>
              <Trash2 aria-hidden />
              {t('common:actions.delete')}
            </Button>
          </>
        )}
        rowActions={(p) => (
          <>
            <Link
              to={linkTo('productEdit', { id: p.id })}
              aria-label={t('products.edit', { name: p.productName })}
              title={t('products.edit', { name: p.productName })}
              className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-hover hover:text-text focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-[18px]"
            >
              <Pencil aria-hidden />
            </Link>
            <IconButton
              size="sm"
              color="error"
              label={t('products.delete', { name: p.productName })}
              onClick={() => dialogs.open('delete', p)}
            >
              <Trash2 />
            </IconButton>
          </>
        )}
        empty={state.isFiltered ? undefined : { icon: <PackagePlus />, message: t('products.empty'), action: addButton }}
      />
      <ProductsDialogs dialogs={dialogs} />
    </Card>
  )
}

import { Download, PackagePlus, Pencil, Trash2 } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PRODUCT_STATUSES, type Product } from '@/api/contracts/ecommerce'
import { ecommerceProducts, PRODUCT_FILTERS, productToInput } from '@/api/resources/ecommerce'
import { linkTo } from '@/lib/paths'
import { useDialogState } from '@/lib/use-dialog-state'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { AddAction, DataTable, datedCsvName, fromQuery, ListToolbar, useListExport, useTableState } from '@/ui/data-table'
import { listPrefetch } from '@/ui/data-table/list-prefetch'
import { FilterSelect } from '@/ui/filter-select'
import { IconButton } from '@/ui/icon-button'
import { useCategories } from '../api/use-categories'
import { productColumns } from '../columns/product-columns'
import { productsCsv } from '../lib/products-csv'
import { ProductsDialogs, type ProductsDialogRow, type ProductsDialog } from './products-dialogs'
import { StatusFilter } from './status-filter'

const TABLE = { filters: PRODUCT_FILTERS }

/** The page's prefetch: the rows this table shows for the URL (its own query). */
export const prefetchProducts = listPrefetch(TABLE, ecommerceProducts.listQuery)

/**
 * The products table: search (name or brand), status / category / stock filters, server-side
 * sort and paging in the URL, stock switch per row, edit and delete, bulk delete and CSV export.
 */
export function ProductsTable() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const state = useTableState(TABLE)
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

  const csv = useListExport<Product, [rows?: Product[]]>({
    load: (rows) => rows ?? ecommerceProducts.fetchAll(state.query),
    file: (all) => ({ name: datedCsvName('products'), csv: productsCsv(all, t) }),
    exported: (count) => t('toasts.exported', { count }),
    failed: t('toasts.failed'),
  })

  const addButton = <AddAction to={linkTo('productAdd')} label={t('products.add')} />
  return (
    <Card className="overflow-hidden">
      <DataTable
        label={t('products.title')}
        columns={columns}
        state={state}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.productName}
        {...fromQuery(list)}
        search={{ label: t('products.search'), placeholder: t('products.searchPlaceholder') }}
        filters={
          <>
            <StatusFilter table={state} options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`productStatus.${s}`) }))} />
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
        toolbar={<ListToolbar csv={csv} empty={list.data?.total === 0} add={addButton} />}
        bulkActions={({ ids, rows, clear }) => (
          <>
            <Button size="sm" variant="tonal" color="secondary" onClick={() => csv.exportCsv(rows)}>
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

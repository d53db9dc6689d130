import { Pencil, Tags, Trash2 } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CATEGORY_STATUSES, type Category, type CategoryRow } from '@/api/contracts/ecommerce-categories'
import { CATEGORY_FILTERS, categoryInUseCount, ecommerceCategories } from '@/api/resources/ecommerce-categories'
import { formatNumber } from '@/lib/format'
import { useDialogState } from '@/lib/use-dialog-state'
import { Card } from '@/ui/card'
import { AddAction, DataTable, datedCsvName, fromQuery, ListToolbar, toCsv, useListExport, useTableState } from '@/ui/data-table'
import { listPrefetch } from '@/ui/data-table/list-prefetch'
import { ConfirmDialog } from '@/ui/dialog'
import { IconButton } from '@/ui/icon-button'
import { categoryColumns } from '../columns/category-columns'
import { categoryLabel } from '../lib/product-meta'
import { CategoryDrawer } from './category-drawer'
import { StatusFilter } from './status-filter'

const TABLE = { filters: CATEGORY_FILTERS }

/** The page's prefetch: the rows this table shows for the URL (its own query). */
export const prefetchCategories = listPrefetch(TABLE, ecommerceCategories.listQuery)

/**
 * The categories table: search (title or slug), status filter, sort and paging in the URL, CSV
 * export, add / edit drawer, delete with confirmation (refused with the count while products use it).
 */
export function CategoriesTable() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const state = useTableState(TABLE)
  const list = ecommerceCategories.useList(state.query)
  const columns = useMemo(() => categoryColumns(t), [t])
  const dialogs = useDialogState<'edit' | 'delete', Category | null>()
  const deleting = dialogs.rowOf('delete')
  const deletingName = deleting ? categoryLabel(t, deleting.title) : ''
  const remove = ecommerceCategories.useMutation('remove', {
    failed: (error) => {
      const count = categoryInUseCount(error)
      return count === null ? t('toasts.failed') : t('categoryList.inUse', { name: deletingName, n: formatNumber(count) })
    },
    success: () => t('categoryList.deleted', { name: deletingName }),
  })
  const csv = useListExport<CategoryRow, []>({
    load: () => ecommerceCategories.fetchAll(state.query),
    file: (all) => ({
      name: datedCsvName('categories'),
      csv: toCsv(all, [
        { header: t('fields.title'), value: (c) => categoryLabel(t, c.title) },
        { header: t('fields.slug'), value: (c) => c.slug },
        { header: t('fields.totalProducts'), value: (c) => c.totalProducts },
        { header: t('fields.totalEarning'), value: (c) => c.totalEarning },
        { header: t('fields.status'), value: (c) => t(`productStatus.${c.status}`) },
      ]),
    }),
    exported: (count) => t('toasts.exported', { count }),
    failed: t('toasts.failed'),
  })
  const addButton = <AddAction onClick={() => dialogs.open('edit', null)} label={t('categoryList.add')} />
  return (
    <Card className="overflow-hidden">
      <DataTable
        label={t('categoryList.title')}
        columns={columns}
        state={state}
        getRowId={(c) => c.id}
        getRowLabel={(c) => c.title}
        {...fromQuery(list)}
        search={{ label: t('categoryList.search'), placeholder: t('categoryList.searchPlaceholder') }}
        filters={<StatusFilter table={state} options={CATEGORY_STATUSES.map((s) => ({ value: s, label: t(`productStatus.${s}`) }))} />}
        toolbar={<ListToolbar csv={csv} empty={list.data?.total === 0} add={addButton} />}
        rowActions={(c) => (
          <>
            <IconButton
              size="sm"
              label={t('categoryList.edit', { name: categoryLabel(t, c.title) })}
              onClick={() => dialogs.open('edit', c)}
            >
              <Pencil />
            </IconButton>
            <IconButton
              size="sm"
              color="error"
              label={t('categoryList.delete', { name: categoryLabel(t, c.title) })}
              onClick={() => dialogs.open('delete', c)}
            >
              <Trash2 />
            </IconButton>
          </>
        )}
        empty={state.isFiltered ? undefined : { icon: <Tags />, message: t('categoryList.empty'), action: addButton }}
      />
      <CategoryDrawer open={dialogs.isOpen('edit')} editing={dialogs.rowOf('edit')} onClose={dialogs.close} />
      <ConfirmDialog
        open={dialogs.isOpen('delete')}
        onClose={dialogs.close}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: dialogs.close })}
        busy={remove.isPending}
        title={t('categoryList.deleteTitle')}
        message={t('categoryList.deleteMessage', { name: deletingName })}
        confirmLabel={t('common:actions.delete')}
      />
    </Card>
  )
}

import { Pencil, Trash2 } from 'lucide-react'
import { useMemo } from 'react'
import type { SalesRow } from '@/api/contracts/datatable'
import { useDialogState } from '@/lib/use-dialog-state'
import { applyLocalQuery, DataTable, useTableState, type DataTableColumn } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { IconButton } from '@/ui/icon-button'
import { useDemoT } from '../shared/use-demo-t'
import { useSales, useSalesMutations } from './sales-api'
import { SalesEditDialog } from './sales-edit-dialog'

const SEARCH = (r: SalesRow) => [r.product.name, r.product.brand, r.product.category, r.buyer.name]
const SORT = { product: (r: SalesRow) => r.product.name, date: (r: SalesRow) => r.date, total: (r: SalesRow) => r.payment.total }

/**
 * The sales rows of GET /api/pages/datatable in a DataTable (searched, sorted and paged here),
 * each editable in a dialog (PUT) and, with `deletable`, deleted after confirmation (DELETE).
 * The kitchen sink and the row-editing demo differ only in their columns and options.
 */
export function SalesTable({
  label,
  columns,
  prefix,
  itemsPerPage,
  deletable,
  density,
}: {
  label: string
  columns: DataTableColumn<SalesRow>[]
  prefix: string
  itemsPerPage: number
  deletable?: boolean
  density?: 'dense'
}) {
  const { t } = useDemoT()
  const sales = useSales()
  const dialogs = useDialogState<'edit' | 'delete', SalesRow>()
  const failed = t('tables.saveFailed')
  const { update, remove } = useSalesMutations({
    update: { form: true, failed, success: (row) => t('tables.saved', { name: (row as SalesRow).product.name }) },
    remove: { failed, success: () => t('tables.deleted', { name: dialogs.rowOf('delete')?.product.name ?? '' }) },
  })
  const state = useTableState<never>({ prefix: `${prefix}.`, defaults: { itemsPerPage } })
  const page = useMemo(
    () => sales.data && applyLocalQuery(sales.data, state.query, { search: SEARCH, sort: SORT }),
    [sales.data, state.query],
  )
  const deleting = dialogs.rowOf('delete')
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        data={page?.rows}
        total={page?.total}
        state={state}
        density={density}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.product.name}
        loading={sales.isPending}
        error={sales.isError}
        onRetry={() => void sales.refetch()}
        rowActions={(r) => (
          <>
            <IconButton label={t('tables.edit', { name: r.product.name })} size="sm" onClick={() => dialogs.open('edit', r)}>
              <Pencil />
            </IconButton>
            {deletable && (
              <IconButton label={t('tables.delete', { name: r.product.name })} size="sm" onClick={() => dialogs.open('delete', r)}>
                <Trash2 />
              </IconButton>
            )}
          </>
        )}
      />
      <SalesEditDialog
        row={dialogs.rowOf('edit')}
        open={dialogs.isOpen('edit')}
        onClose={dialogs.close}
        save={(id, body) => update.mutateAsync({ id, body })}
      />
      {deletable && (
        <ConfirmDialog
          open={dialogs.isOpen('delete')}
          onClose={dialogs.close}
          title={t('tables.deleteTitle')}
          message={t('tables.deleteMessage', { name: deleting?.product.name ?? '' })}
          confirmLabel={t('tables.deleteConfirm')}
          busy={remove.isPending}
          onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: dialogs.close })}
        />
      )}
    </>
  )
}

import { Pencil } from 'lucide-react'
import { useMemo } from 'react'
import type { SalesRow } from '@/api/contracts/datatable'
import { formatDate } from '@/lib/format'
import { useDialogState } from '@/lib/use-dialog-state'
import { applyLocalQuery, createColumnHelper, DataTable, useTableState, type DataTableColumn } from '@/ui/data-table'
import { IconButton } from '@/ui/icon-button'
import { demoKey } from '../shared/demo-key'
import { useDemoT } from '../shared/use-demo-t'
import { useSales, useSalesMutations } from './sales-api'
import { SalesEditDialog } from './sales-edit-dialog'

const col = createColumnHelper<SalesRow>()

/** Row editing via a dialog: the sales rows' buyer, date and status, saved by PUT /api/pages/datatable/{id}. */
export function SalesRowEditing() {
  const { t } = useDemoT()
  const sales = useSales()
  const dialogs = useDialogState<'edit', SalesRow>()
  const { update } = useSalesMutations({
    update: { form: true, failed: t('tables.saveFailed'), success: (row) => t('tables.saved', { name: (row as SalesRow).product.name }) },
    remove: {},
  })
  const state = useTableState<never>({ prefix: 'editing.', defaults: { itemsPerPage: 5 } })
  const page = useMemo(
    () => sales.data && applyLocalQuery(sales.data, state.query, { search: (r) => [r.product.name, r.buyer.name], sort: {} }),
    [sales.data, state.query],
  )
  const columns = useMemo<DataTableColumn<SalesRow>[]>(
    () => [
      col.accessor((r) => r.product.name, { id: 'product', header: () => t('tables.product') }),
      col.accessor((r) => r.buyer.name, { id: 'buyer', header: () => t('tables.buyer') }),
      col.accessor('date', { header: () => t('tables.date'), cell: ({ getValue }) => formatDate(getValue()) }),
      col.accessor((r) => r.payment.status, {
        id: 'status',
        header: () => t('tables.status'),
        cell: ({ getValue }) => t(demoKey(`tables.salesStatus.${getValue()}`)),
      }),
    ],
    [t],
  )
  return (
    <>
      <DataTable
        label={t('dataTable.demos.rowEditing')}
        columns={columns}
        data={page?.rows}
        total={page?.total}
        state={state}
        density="dense"
        getRowId={(r) => r.id}
        loading={sales.isPending}
        error={sales.isError}
        onRetry={() => void sales.refetch()}
        rowActions={(r) => (
          <IconButton label={t('tables.edit', { name: r.product.name })} size="sm" onClick={() => dialogs.open('edit', r)}>
            <Pencil />
          </IconButton>
        )}
      />
      <SalesEditDialog
        row={dialogs.rowOf('edit')}
        open={dialogs.isOpen('edit')}
        onClose={dialogs.close}
        save={(id, body) => update.mutateAsync({ id, body })}
      />
    </>
  )
}

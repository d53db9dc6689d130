import { Pencil, Trash2 } from 'lucide-react'
import { useMemo } from 'react'
import type { SalesRow } from '@/api/contracts/datatable'
import { useDialogState } from '@/lib/use-dialog-state'
import { formatDate, formatNumber } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { Chip } from '@/ui/chip'
import { applyLocalQuery, createColumnHelper, DataTable, useTableState, type DataTableColumn } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { IconButton } from '@/ui/icon-button'
import { useDemoT } from '../shared/use-demo-t'
import { demoKey } from '../shared/demo-key'
import { useSales, useSalesMutations } from './sales-api'
import { SalesEditDialog } from './sales-edit-dialog'

const col = createColumnHelper<SalesRow>()
const STATUS_TONE = { Completed: 'success', Confirmed: 'primary', Cancelled: 'error' } as const
const eur = (n: number) => formatNumber(n, { style: 'currency', currency: 'EUR' })

/**
 * The kitchen sink: GET /api/pages/datatable (the whole sales list), searched, sorted and paged
 * here; a row is edited in a dialog (PUT) and deleted after confirmation (DELETE).
 */
export function KitchenSink() {
  const { t } = useDemoT()
  const sales = useSales()
  const dialogs = useDialogState<'edit' | 'delete', SalesRow>()
  const failed = t('tables.saveFailed')
  const { update, remove } = useSalesMutations({
    update: { form: true, failed, success: (row) => t('tables.saved', { name: (row as SalesRow).product.name }) },
    remove: { failed, success: () => t('tables.deleted', { name: dialogs.rowOf('delete')?.product.name ?? '' }) },
  })
  const state = useTableState<never>({ prefix: 'sink.', defaults: { itemsPerPage: 10 } })
  const page = useMemo(
    () =>
      sales.data &&
      applyLocalQuery(sales.data, state.query, {
        search: (r) => [r.product.name, r.product.brand, r.product.category, r.buyer.name],
        sort: { product: (r) => r.product.name, date: (r) => r.date, total: (r) => r.payment.total },
      }),
    [sales.data, state.query],
  )
  const columns = useMemo<DataTableColumn<SalesRow>[]>(
    () => [
      col.accessor((r) => r.product.name, {
        id: 'product',
        header: () => t('tables.product'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="flex items-center gap-3">
            <img src={row.original.product.image} alt="" className="size-9 rounded-md bg-surface-2" />
            <span className="flex flex-col">
              <span className="font-medium text-strong">{row.original.product.name}</span>
              <span className="text-[0.8125rem] text-muted">{row.original.product.brand}</span>
            </span>
          </span>
        ),
      }),
      col.accessor('date', { header: () => t('tables.date'), enableSorting: true, cell: ({ getValue }) => formatDate(getValue()) }),
      col.accessor((r) => r.product.category, { id: 'category', header: () => t('tables.category') }),
      col.accessor((r) => r.buyer.name, {
        id: 'buyer',
        header: () => t('tables.buyer'),
        cell: ({ row }) => <Avatar name={row.original.buyer.name} src={row.original.buyer.avatar ?? undefined} size={30} />,
      }),
      col.accessor((r) => r.payment.total, {
        id: 'total',
        header: () => t('tables.payment'),
        enableSorting: true,
        meta: { align: 'end' },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span>{t('tables.paidOf', { paid: eur(row.original.payment.paidAmount), total: eur(row.original.payment.total) })}</span>
            <span className="text-[0.8125rem] text-muted">
              {t(demoKey(`tables.paymentStatus.${row.original.payment.receivedPaymentStatus}`))}
            </span>
          </span>
        ),
      }),
      col.accessor((r) => r.payment.status, {
        id: 'status',
        header: () => t('tables.status'),
        cell: ({ row }) => (
          <Chip tone={STATUS_TONE[row.original.payment.status]}>{t(demoKey(`tables.salesStatus.${row.original.payment.status}`))}</Chip>
        ),
      }),
    ],
    [t],
  )
  const deleting = dialogs.rowOf('delete')
  return (
    <>
      <DataTable
        label={t('tables.kitchenSink')}
        columns={columns}
        data={page?.rows}
        total={page?.total}
        state={state}
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
            <IconButton label={t('tables.delete', { name: r.product.name })} size="sm" onClick={() => dialogs.open('delete', r)}>
              <Trash2 />
            </IconButton>
          </>
        )}
      />
      <SalesEditDialog
        row={dialogs.rowOf('edit')}
        open={dialogs.isOpen('edit')}
        onClose={dialogs.close}
        save={(id, body) => update.mutateAsync({ id, body })}
      />
      <ConfirmDialog
        open={dialogs.isOpen('delete')}
        onClose={dialogs.close}
        title={t('tables.deleteTitle')}
        message={t('tables.deleteMessage', { name: deleting?.product.name ?? '' })}
        confirmLabel={t('tables.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: dialogs.close })}
      />
    </>
  )
}

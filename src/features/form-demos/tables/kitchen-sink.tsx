import { useMemo } from 'react'
import type { SalesRow } from '@/api/contracts/datatable'
import { formatDate, formatNumber } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { Chip } from '@/ui/chip'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { useDemoT } from '../shared/use-demo-t'
import { demoKey } from '../shared/demo-key'
import { SalesTable } from './sales-table'

const col = createColumnHelper<SalesRow>()
const STATUS_TONE = { Completed: 'success', Confirmed: 'primary', Cancelled: 'error' } as const
const eur = (n: number) => formatNumber(n, { style: 'currency', currency: 'EUR' })

/**
 * The kitchen sink: GET /api/pages/datatable (the whole sales list), searched, sorted and paged
 * here; a row is edited in a dialog (PUT) and deleted after confirmation (DELETE).
 */
export function KitchenSink() {
  const { t } = useDemoT()
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
  return <SalesTable label={t('tables.kitchenSink')} columns={columns} prefix="sink" itemsPerPage={10} deletable />
}

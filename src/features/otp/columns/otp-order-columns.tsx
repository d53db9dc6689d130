import { Undo2 } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { AdminOrder, OtpOrder } from '@/api/contracts/otp'
import { formatDate, formatMoney } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Avatar } from '@/ui/avatar'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { OtpCountry } from '../components/otp-country'
import { OtpService } from '../components/otp-service'
import { OtpStatusChip } from '../components/otp-status-chip'
import { formatPhone } from '../lib/otp-format'

const col = createColumnHelper<AdminOrder>()

/** Columns of the order lists; the ids are the API's sort keys. `withUser` adds the admin's user column. */
export function useOrderColumns(withUser: boolean): DataTableColumn<OtpOrder | AdminOrder>[] {
  const { t } = useTranslation('otp')
  return useMemo(() => {
    const columns: DataTableColumn<AdminOrder>[] = [
      col.accessor('id', {
        id: 'id',
        header: () => t('fields.id'),
        enableSorting: true,
        cell: ({ row }) => (
          <Link
            to={linkTo('otpOrder', { id: row.original.id })}
            className="font-medium text-primary tabular-nums hover:underline"
            aria-label={t('order.open', { id: row.original.id })}
          >
            #{row.original.id}
          </Link>
        ),
      }),
      col.accessor('createdAt', {
        id: 'createdAt',
        header: () => t('fields.createdAt'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt}>{formatDate(row.original.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</time>
        ),
      }),
      col.accessor('service', {
        id: 'service',
        header: () => t('fields.service'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => <OtpService service={row.original.service} compact />,
      }),
      col.accessor('country', {
        id: 'country',
        header: () => t('fields.country'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => <OtpCountry code={row.original.country} />,
      }),
      col.accessor('phone', {
        id: 'phone',
        header: () => t('fields.phone'),
        enableSorting: true,
        meta: { className: 'whitespace-nowrap tabular-nums' },
        cell: ({ row }) => <bdi dir="ltr">{formatPhone(row.original.phone, row.original.country)}</bdi>,
      }),
      col.accessor('code', {
        id: 'code',
        header: () => t('fields.code'),
        meta: { className: 'font-medium tracking-widest tabular-nums' },
        cell: ({ row }) => (row.original.code ? <bdi dir="ltr">{row.original.code}</bdi> : <span className="text-subtle">—</span>),
      }),
      col.accessor('price', {
        id: 'price',
        header: () => t('fields.price'),
        enableSorting: true,
        meta: { align: 'end', className: 'whitespace-nowrap tabular-nums' },
        cell: ({ row }) =>
          row.original.refundedAt ? (
            <span className="inline-flex flex-col items-end leading-tight">
              <span className="text-muted line-through">{formatMoney(row.original.price)}</span>
              <span className="inline-flex items-center gap-1 text-xs text-success">
                <Undo2 className="size-3" aria-hidden />
                {t('fields.refund')}
              </span>
            </span>
          ) : (
            <span className="font-medium text-strong">{formatMoney(row.original.price)}</span>
          ),
      }),
      col.accessor('status', {
        id: 'status',
        header: () => t('fields.status'),
        enableSorting: true,
        cell: ({ row }) => <OtpStatusChip status={row.original.status} />,
      }),
    ]
    if (withUser) {
      columns.splice(
        1,
        0,
        col.accessor((o) => o.user?.fullName ?? '', {
          id: 'user',
          header: () => t('fields.user'),
          enableSorting: true,
          cell: ({ row }) => {
            const u = row.original.user
            if (!u) return <span className="text-subtle">#{row.original.userId}</span>
            return (
              <span className="flex min-w-0 items-center gap-2.5">
                <Avatar src={u.avatar} name={u.fullName} size={30} />
                <span className="flex min-w-0 flex-col leading-tight">
                  <span className="truncate font-medium text-strong">{u.fullName}</span>
                  <span className="truncate text-xs text-muted">{u.email}</span>
                </span>
              </span>
            )
          },
        }),
      )
    }
    return columns as DataTableColumn<OtpOrder | AdminOrder>[]
  }, [t, withUser])
}

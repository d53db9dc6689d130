import { Link } from 'react-router-dom'
import type { Invoice } from '@/api/contracts/invoices'
import { formatDate, formatMoney } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Avatar } from '@/ui/avatar'
import { Chip } from '@/ui/chip'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { INVOICE_STATUS_META, InvoiceStatusIcon } from '@/ui/invoice-status'
import { DAY, type InvoiceT } from '../lib/invoice-meta'

const col = createColumnHelper<Invoice>()

/** Columns of the invoice list; sortable ids are the API's sort keys (id, client, total, date, balance). */
export function invoiceColumns(t: InvoiceT): DataTableColumn<Invoice>[] {
  return [
    col.accessor('id', {
      id: 'id',
      header: () => t('fields.id'),
      enableSorting: true,
      cell: ({ row }) => (
        <Link to={linkTo('invoicePreview', { id: row.original.id })} className="font-medium text-primary hover:underline" dir="ltr">
          #{row.original.id}
        </Link>
      ),
    }),
    col.accessor('invoiceStatus', {
      id: 'status',
      header: () => t('fields.status'),
      cell: ({ row }) => {
        const i = row.original
        const status = t(`status.${INVOICE_STATUS_META[i.invoiceStatus].key}`)
        const tip = t('list.statusTip', { status, balance: formatMoney(i.balance), due: formatDate(i.dueDate, DAY) })
        return <InvoiceStatusIcon status={i.invoiceStatus} label={status} tip={tip} />
      },
    }),
    col.accessor((i) => i.client.name, {
      id: 'client',
      header: () => t('fields.client'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex min-w-48 items-center gap-3">
          <Avatar src={row.original.avatar ?? undefined} name={row.original.client.name} size={34} />
          <span className="min-w-0">
            <span className="block truncate font-medium text-strong">{row.original.client.name}</span>
            <span className="block truncate text-[0.8125rem] text-muted" dir="ltr">
              {row.original.client.companyEmail}
            </span>
          </span>
        </span>
      ),
    }),
    col.accessor('total', {
      id: 'total',
      header: () => t('fields.total'),
      enableSorting: true,
      meta: { align: 'end' },
      cell: ({ row }) => (
        <bdi className="tabular-nums" dir="ltr">
          {formatMoney(row.original.total)}
        </bdi>
      ),
    }),
    col.accessor('issuedDate', {
      id: 'date',
      header: () => t('fields.issuedDate'),
      enableSorting: true,
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.issuedDate, DAY)}</span>,
    }),
    col.accessor('balance', {
      id: 'balance',
      header: () => t('fields.balance'),
      enableSorting: true,
      meta: { align: 'end' },
      cell: ({ row }) =>
        row.original.balance === 0 ? (
          <Chip tone="success">{t('paid')}</Chip>
        ) : (
          <bdi className="tabular-nums" dir="ltr">
            {formatMoney(row.original.balance)}
          </bdi>
        ),
    }),
  ]
}

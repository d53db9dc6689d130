import type { TFunction } from 'i18next'
import { Link } from 'react-router-dom'
import type { Invoice, InvoiceStatus } from '@/api/contracts/invoices'
import { formatDate, formatMoney } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Chip } from '@/ui/chip'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { INVOICE_STATUS_META, InvoiceStatusIcon } from '@/ui/invoice-status'

const col = createColumnHelper<Invoice>()

/** Locale key of a status (`invoices.status.<key>`): the shared status table's. */
export const statusKey = (s: InvoiceStatus) => INVOICE_STATUS_META[s].key

/** Columns of the e-commerce dashboard's invoice table; sortable ids are the API's sort keys (id, total, date, balance). */
export function invoiceColumns(t: TFunction<'dashboards'>): DataTableColumn<Invoice>[] {
  return [
    col.accessor('id', {
      id: 'id',
      header: () => '#',
      enableSorting: true,
      cell: ({ row }) => (
        <Link to={linkTo('invoicePreview', { id: row.original.id })} className="font-medium text-primary tabular-nums hover:underline">
          #{row.original.id}
        </Link>
      ),
    }),
    col.accessor('invoiceStatus', {
      id: 'status',
      header: () => t('invoices.columns.status'),
      cell: ({ row }) => {
        const inv = row.original
        const status = t(`invoices.status.${statusKey(inv.invoiceStatus)}`)
        const tip = t('invoices.statusTip', { status, balance: formatMoney(inv.balance), due: formatDate(inv.dueDate) })
        return <InvoiceStatusIcon status={inv.invoiceStatus} label={status} tip={tip} />
      },
    }),
    col.accessor('total', {
      id: 'total',
      header: () => t('invoices.columns.total'),
      enableSorting: true,
      cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.total)}</span>,
    }),
    col.accessor('issuedDate', {
      id: 'date',
      header: () => t('invoices.columns.issued'),
      enableSorting: true,
      cell: ({ row }) => formatDate(row.original.issuedDate),
    }),
    col.accessor('balance', {
      id: 'balance',
      header: () => t('invoices.columns.balance'),
      enableSorting: true,
      cell: ({ row }) =>
        row.original.balance === 0 ? (
          <Chip tone="success">{t('invoices.paid')}</Chip>
        ) : (
          <span className="tabular-nums">{formatMoney(row.original.balance)}</span>
        ),
    }),
  ]
}

import type { TFunction } from 'i18next'
import { AlertCircle, CheckCircle2, Download, PieChart, Save, Send } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { Invoice, InvoiceStatus } from '@/api/contracts/invoices'
import { cn } from '@/lib/cn'
import { formatDate, formatMoney } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Chip } from '@/ui/chip'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { Tooltip } from '@/ui/tooltip'
import { toneClasses, type Tone } from '@/ui/tone'

const col = createColumnHelper<Invoice>()

export const INVOICE_STATUS_META: Record<InvoiceStatus, { tone: Tone; icon: React.ElementType }> = {
  Paid: { tone: 'success', icon: CheckCircle2 },
  Downloaded: { tone: 'info', icon: Download },
  Sent: { tone: 'secondary', icon: Send },
  Draft: { tone: 'primary', icon: Save },
  'Partial Payment': { tone: 'warning', icon: PieChart },
  'Past Due': { tone: 'error', icon: AlertCircle },
}
/** Locale key of a status (`invoices.status.<key>`). */
const STATUS_KEY = {
  Paid: 'paid',
  Downloaded: 'downloaded',
  Sent: 'sent',
  Draft: 'draft',
  'Partial Payment': 'partialPayment',
  'Past Due': 'pastDue',
} as const satisfies Record<InvoiceStatus, string>
export const statusKey = (s: InvoiceStatus) => STATUS_KEY[s]

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
        const { tone, icon: Icon } = INVOICE_STATUS_META[inv.invoiceStatus]
        const status = t(`invoices.status.${statusKey(inv.invoiceStatus)}`)
        return (
          <Tooltip content={t('invoices.statusTip', { status, balance: formatMoney(inv.balance), due: formatDate(inv.dueDate) })}>
            <span
              tabIndex={0}
              role="img"
              aria-label={status}
              className={cn('inline-flex size-8 items-center justify-center rounded-full [&_svg]:size-4', toneClasses[tone].soft)}
            >
              <Icon aria-hidden />
            </span>
          </Tooltip>
        )
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

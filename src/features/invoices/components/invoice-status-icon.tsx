import { useTranslation } from 'react-i18next'
import type { Invoice } from '@/api/contracts/invoices'
import { cn } from '@/lib/cn'
import { formatDate, formatMoney } from '@/lib/format'
import { Tooltip } from '@/ui/tooltip'
import { toneClasses } from '@/ui/tone'
import { DAY, INVOICE_STATUS_META } from '../lib/invoice-meta'

/** The status as an icon; its tooltip (also its description, read on focus) gives the balance and the due date. */
export function InvoiceStatusIcon({ invoice }: { invoice: Pick<Invoice, 'invoiceStatus' | 'balance' | 'dueDate'> }) {
  const { t } = useTranslation(['invoices', 'common'])
  const { tone, icon: Icon, key } = INVOICE_STATUS_META[invoice.invoiceStatus]
  const status = t(`status.${key}`)
  return (
    <Tooltip content={t('list.statusTip', { status, balance: formatMoney(invoice.balance), due: formatDate(invoice.dueDate, DAY) })}>
      <span
        tabIndex={0}
        role="img"
        aria-label={status}
        className={cn(
          'inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-4',
          toneClasses[tone].soft,
        )}
      >
        <Icon aria-hidden />
      </span>
    </Tooltip>
  )
}

import { AlertCircle, CheckCircle2, Download, PieChart, Save, Send, type LucideIcon } from 'lucide-react'
import type { InvoiceStatus } from '@/api/contracts/invoices'
import { cn } from '@/lib/cn'
import { Tooltip } from './tooltip'
import { toneClasses, type Tone } from './tone'

/**
 * The one table of invoice statuses (the invoice list and the e-commerce dashboard's table):
 * tone, icon and label key (`status.<key>` in invoices, `invoices.status.<key>` in dashboards).
 */
export const INVOICE_STATUS_META = {
  Paid: { tone: 'success', icon: CheckCircle2, key: 'paid' },
  Downloaded: { tone: 'info', icon: Download, key: 'downloaded' },
  Sent: { tone: 'secondary', icon: Send, key: 'sent' },
  Draft: { tone: 'primary', icon: Save, key: 'draft' },
  'Partial Payment': { tone: 'warning', icon: PieChart, key: 'partialPayment' },
  'Past Due': { tone: 'error', icon: AlertCircle, key: 'pastDue' },
} as const satisfies Record<InvoiceStatus, { tone: Tone; icon: LucideIcon; key: string }>

/** A status as an icon in its tone; `label` names it, `tip` (its tooltip, read on focus) says more. */
export function InvoiceStatusIcon({ status, label, tip }: { status: InvoiceStatus; label: string; tip: string }) {
  const { tone, icon: Icon } = INVOICE_STATUS_META[status]
  return (
    <Tooltip content={tip}>
      <span
        tabIndex={0}
        role="img"
        aria-label={label}
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

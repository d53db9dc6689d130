import { CircleCheck, CircleDollarSign, FileText, UsersRound } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '@/api/contracts/invoices'
import { useInvoiceFigures } from '@/api/resources/invoices'
import { formatMoney } from '@/lib/format'
import { StatCard, StatCardGrid } from '@/ui/stat-card'

/** Clients (distinct e-mails), invoices, amount paid (total - balance) and unpaid (balance), in cents. */
export function invoiceFigures(rows: readonly Invoice[]) {
  let paid = 0
  let unpaid = 0
  for (const i of rows) {
    paid += Math.round((i.total - i.balance) * 100)
    unpaid += Math.round(i.balance * 100)
  }
  return { clients: new Set(rows.map((i) => i.client.companyEmail)).size, invoices: rows.length, paid: paid / 100, unpaid: unpaid / 100 }
}

/** The list's stat strip, live from every invoice (refreshed with the list after a change). */
export function InvoiceStatStrip() {
  const { t } = useTranslation(['invoices', 'common'])
  const all = useInvoiceFigures()
  const figures = useMemo(() => (all.data ? invoiceFigures(all.data) : undefined), [all.data])
  const loading = !figures
  const money = (n: number | undefined) => (n === undefined ? '' : <bdi dir="ltr">{formatMoney(n)}</bdi>)
  return (
    <section aria-label={t('stats.label')}>
      <StatCardGrid>
        <StatCard label={t('stats.clients')} value={figures?.clients ?? 0} icon={<UsersRound />} tone="primary" loading={loading} />
        <StatCard label={t('stats.invoices')} value={figures?.invoices ?? 0} icon={<FileText />} tone="info" loading={loading} />
        <StatCard label={t('stats.paid')} value={money(figures?.paid)} icon={<CircleCheck />} tone="success" loading={loading} />
        <StatCard label={t('stats.unpaid')} value={money(figures?.unpaid)} icon={<CircleDollarSign />} tone="error" loading={loading} />
      </StatCardGrid>
    </section>
  )
}

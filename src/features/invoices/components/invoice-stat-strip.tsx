import { CircleCheck, CircleDollarSign, FileText, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useInvoiceStats } from '@/api/resources/invoices'
import { formatMoney } from '@/lib/format'
import { StatCard, StatCardGrid } from '@/ui/stat-card'

/** The list's stat strip, live (GET /api/apps/invoice/stats): clients, invoices, amounts paid and unpaid. */
export function InvoiceStatStrip() {
  const { t } = useTranslation(['invoices', 'common'])
  const { data: figures } = useInvoiceStats()
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

import { CircleCheck, CircleX, Clock, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { StatCard, StatCardGrid } from '@/ui/stat-card'

/** The template's order figures (fictional: DECISIONS section 9, only the tables are live). */
const STATS = [
  { key: 'pending', icon: Clock, value: 56, tone: 'warning' },
  { key: 'completed', icon: CircleCheck, value: 12689, tone: 'success' },
  { key: 'refunded', icon: RotateCcw, value: 124, tone: 'info' },
  { key: 'failed', icon: CircleX, value: 32, tone: 'error' },
] as const

export function OrderStatStrip() {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <StatCardGrid>
      {STATS.map((s) => (
        <StatCard key={s.key} label={t(`orders.stats.${s.key}`)} value={s.value} icon={<s.icon />} tone={s.tone} />
      ))}
    </StatCardGrid>
  )
}

import { Mail, MousePointerClick, UserMinus, UserPlus, AlertTriangle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { TrendText } from '@/ui/dashboard/trend'
import { ANALYTICS } from '../lib/template-data'
import { useWidgetActions } from './chart-widget'

const CAMPAIGN_ICONS = {
  emails: <Mail />,
  opened: <MousePointerClick />,
  clicked: <MousePointerClick />,
  subscribe: <UserPlus />,
  complaints: <AlertTriangle />,
  unsubscribe: <UserMinus />,
}
const CAMPAIGN_TONES = {
  emails: 'success',
  opened: 'info',
  clicked: 'warning',
  subscribe: 'primary',
  complaints: 'secondary',
  unsubscribe: 'error',
} as const

export function MonthlyCampaign() {
  const { t } = useTranslation('dashboards')
  const { actions } = useWidgetActions({
    file: 'monthly-campaign',
    header: ['kind', 'count', '%'],
    rows: ANALYTICS.campaign.map((c) => [c.key, c.count, c.percent]),
  })
  return (
    <DashboardCard title={t('widgets.campaign.title')} subtitle={t('widgets.campaign.subtitle')} actions={actions}>
      <ListCardRows
        label={t('widgets.campaign.title')}
        items={ANALYTICS.campaign.map((c) => ({
          key: c.key,
          icon: CAMPAIGN_ICONS[c.key],
          tone: CAMPAIGN_TONES[c.key],
          title: t(`widgets.campaign.rows.${c.key}`),
          value: formatNumber(c.count),
          meta: <TrendText percent={c.percent} />,
        }))}
      />
    </DashboardCard>
  )
}

export function SourceVisits() {
  const { t } = useTranslation('dashboards')
  const { actions } = useWidgetActions({
    file: 'source-visits',
    header: ['source', 'visits', 'change %'],
    rows: ANALYTICS.sources.map((s) => [s.key, s.visits, s.delta]),
  })
  return (
    <DashboardCard title={t('widgets.sourceVisits.title')} subtitle={t('widgets.sourceVisits.subtitle')} actions={actions}>
      <ListCardRows
        label={t('widgets.sourceVisits.title')}
        items={ANALYTICS.sources.map((s) => ({
          key: s.key,
          title: t(`widgets.sourceVisits.rows.${s.key}`),
          value: formatNumber(s.visits, { notation: 'compact' }),
          meta: <TrendText percent={s.delta} />,
        }))}
      />
    </DashboardCard>
  )
}

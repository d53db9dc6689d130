import { CreditCard, FileText, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { Chip } from '@/ui/chip'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { LinearProgress } from '@/ui/progress'
import { Timeline, TimelineItem } from '@/ui/timeline'
import { CRM } from '../lib/template-data'
import { useWidgetActions } from './chart-widget'

export function ActiveProjects() {
  const { t } = useTranslation('dashboards')
  const { actions } = useWidgetActions({
    file: 'active-projects',
    header: ['project', 'progress %'],
    rows: CRM.activeProjects.map((p) => [p.key, p.progress]),
  })
  return (
    <DashboardCard
      title={t('widgets.crm.activeProjects')}
      subtitle={t('widgets.crm.activeProjectsHint')}
      actions={actions}
      className="dash-4:col-span-2"
    >
      <ListCardRows
        label={t('widgets.crm.activeProjects')}
        items={CRM.activeProjects.map((p) => ({
          key: p.key,
          icon: <FileText />,
          tone: p.tone,
          title: t(`widgets.crm.projects.${p.key}`),
          subtitle: t(`widgets.crm.projectTypes.${p.key}`),
          value: (
            <span className="flex w-28 items-center gap-2">
              <LinearProgress value={p.progress} tone={p.tone} label={t(`widgets.crm.projects.${p.key}`)} className="flex-1" />
              <span className="text-sm">{formatNumber(p.progress / 100, { style: 'percent' })}</span>
            </span>
          ),
        }))}
      />
    </DashboardCard>
  )
}

const STATUS_TONE = { verified: 'success', rejected: 'error', pending: 'secondary' } as const

export function LastTransactions() {
  const { t } = useTranslation('dashboards')
  const { actions } = useWidgetActions({
    file: 'last-transactions',
    header: ['card', 'date', 'status', 'amount'],
    rows: CRM.transactions.map((x) => [`${x.brand} ${x.last4}`, x.date, x.status, x.amount]),
  })
  return (
    <DashboardCard title={t('widgets.crm.lastTransaction')} actions={actions} className="dash-4:col-span-2">
      <ListCardRows
        label={t('widgets.crm.lastTransaction')}
        items={CRM.transactions.map((x, i) => ({
          key: i,
          icon: <CreditCard />,
          tone: 'secondary',
          title: <span dir="ltr">{`•••• ${x.last4}`}</span>,
          subtitle: `${t(`widgets.crm.brands.${x.brand}`)} · ${t(`widgets.crm.cardTypes.${x.type}`)} · ${t('widgets.crm.sent', { date: formatDate(x.date) })}`,
          value: <Chip tone={STATUS_TONE[x.status]}>{t(`widgets.crm.status.${x.status}`)}</Chip>,
          meta: <span className={x.amount < 0 ? 'text-sm text-error' : 'text-sm text-success'}>{formatMoney(x.amount)}</span>,
        }))}
      />
    </DashboardCard>
  )
}

export function ActivityTimeline() {
  const { t } = useTranslation('dashboards')
  return (
    <DashboardCard title={t('widgets.crm.activity')} className="dash-4:col-span-2">
      <Timeline label={t('widgets.crm.activity')}>
        <TimelineItem
          tone="primary"
          icon={<FileText />}
          title={t('widgets.crm.timeline.invoices')}
          time={t('widgets.crm.timeline.minutesAgo', { n: formatNumber(12) })}
        >
          <Chip tone="secondary">{t('widgets.crm.timeline.attachment')}</Chip>
        </TimelineItem>
        <TimelineItem
          tone="success"
          icon={<Users />}
          title={t('widgets.crm.timeline.meeting')}
          time={t('widgets.crm.timeline.hoursAgo', { n: formatNumber(2) })}
        >
          <p className="text-sm text-muted">{t('widgets.crm.timeline.meetingHint')}</p>
        </TimelineItem>
        <TimelineItem
          tone="info"
          title={t('widgets.crm.timeline.project')}
          time={t('widgets.crm.timeline.daysAgo', { n: formatNumber(2) })}
        >
          <p className="text-sm text-muted">{t('widgets.crm.timeline.projectHint')}</p>
        </TimelineItem>
      </Timeline>
    </DashboardCard>
  )
}

import { Clock, MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { Card, CardBody } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { LinearProgress } from '@/ui/progress'
import { useProfileTab } from '../api/profile'
import { MemberStack } from './member-stack'
import { TabState } from './tab-state'

/** Projects tab: budget spent of total, start and deadline, task progress, members, comments. */
export function ProjectsTab() {
  const { t } = useTranslation('profile')
  const query = useProfileTab('projects')
  return (
    <TabState query={query}>
      {(projects) => (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={t('tabs.projects')}>
          {projects.map((p) => {
            const done = p.totalTask > 0 ? p.completedTask / p.totalTask : 0
            return (
              <li key={p.id} className="flex">
                <Card className="flex flex-1 flex-col">
                  <CardBody className="flex items-start gap-3 border-b border-border pt-5">
                    <img src={p.avatar} alt="" width={38} height={38} className="size-[38px] shrink-0 rounded-full object-cover" />
                    <div className="min-w-0 flex-1">
                      <h2 className="truncate text-lg font-medium text-strong">{p.title}</h2>
                      <p className="text-sm text-muted">{t('projects.client', { client: p.client })}</p>
                    </div>
                  </CardBody>
                  <CardBody className="flex flex-1 flex-col gap-4 pt-4">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <dl className="rounded-md bg-surface-2 px-3 py-2">
                        <dt className="sr-only">{t('projects.budget')}</dt>
                        <dd className="font-medium text-strong tabular-nums">
                          {formatMoney(p.budgetSpent)} <span className="font-normal text-muted">/ {formatMoney(p.budget)}</span>
                        </dd>
                        <dd className="text-[0.8125rem] text-muted">{t('projects.budgetHint')}</dd>
                      </dl>
                      <dl className="text-end text-sm">
                        <div>
                          <dt className="inline font-medium text-strong">{t('projects.start')} </dt>
                          <dd className="inline">{formatDate(p.startDate)}</dd>
                        </div>
                        <div>
                          <dt className="inline font-medium text-strong">{t('projects.deadline')} </dt>
                          <dd className="inline">{formatDate(p.deadline)}</dd>
                        </div>
                      </dl>
                    </div>
                    <p className="flex-1 text-[0.9375rem] text-muted">{p.description}</p>
                    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <span className="inline-flex items-center gap-1.5">
                        <Clock aria-hidden className="size-4" />
                        {t('projects.hours', { count: formatNumber(p.hours) })}
                      </span>
                      <Chip tone={p.chipColor}>{t('projects.daysLeft', { count: formatNumber(p.daysLeft) })}</Chip>
                    </div>
                    <div>
                      <div className="mb-1.5 flex justify-between text-sm">
                        <span>{t('projects.tasks', { done: formatNumber(p.completedTask), total: formatNumber(p.totalTask) })}</span>
                        <span className="tabular-nums">{formatNumber(done, { style: 'percent', maximumFractionDigits: 0 })}</span>
                      </div>
                      <LinearProgress
                        value={p.completedTask}
                        max={p.totalTask}
                        tone={p.chipColor}
                        label={t('projects.progressOf', { name: p.title })}
                      />
                    </div>
                    <div className="flex items-center justify-between gap-3">
                      <MemberStack members={p.members} extra={p.extraMembers} size={30} />
                      <span className="inline-flex items-center gap-1.5 text-sm text-muted">
                        <MessageSquare aria-hidden className="size-4" />
                        {t('projects.comments', { count: formatNumber(p.comments) })}
                      </span>
                    </div>
                  </CardBody>
                </Card>
              </li>
            )
          })}
        </ul>
      )}
    </TabState>
  )
}

import { Ban, CheckCircle2, Flame, PauseCircle, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AccountsDashboard, PlatformFigures } from '@/api/contracts/dashboard'
import { ACCOUNT_STATUSES, type AccountStatus, type Platform } from '@/api/contracts/platform'
import { formatNumber } from '@/lib/format'
import { Chart } from '@/ui/chart'
import { seriesFacts } from '@/ui/charts/env'
import { barOption, donutOption } from '@/ui/charts/presets'
import { QueryCard } from '@/ui/dashboard/dashboard-card'
import { DonutChart } from '@/ui/dashboard/donut-chart'
import { EmptyState } from '@/ui/empty-state'
import type { QueryLike } from '@/ui/query-state'
import { StatCard } from '@/ui/stat-card'
import type { Tone } from '@/ui/tone'
import { part, RankedList, useDayLabels } from './accounts-parts'
import { FULL_WIDTH } from '@/ui/dashboard/dashboard-grid'

const STATUS_META: Record<AccountStatus, { tone: Tone; icon: React.ElementType }> = {
  active: { tone: 'success', icon: CheckCircle2 },
  paused: { tone: 'secondary', icon: PauseCircle },
  warming: { tone: 'warning', icon: Flame },
  verification: { tone: 'info', icon: ShieldCheck },
  banned: { tone: 'error', icon: Ban },
}

export function PlatformBlock({ platform, query, days }: { platform: Platform; query: QueryLike<AccountsDashboard>; days: string[] }) {
  const { t } = useTranslation('dashboards')
  const name = t(`accounts.platforms.${platform}`)
  return (
    <>
      <QueryCard
        title={t('accounts.byStatus', { platform: name })}
        query={part(query, platform)}
        loadFailed={t('accounts.loadFailed')}
        className={FULL_WIDTH}
        skeletonHeight={96}
      >
        {(f: PlatformFigures) => (
          // Columns follow the card's width (half the page on a tablet, all of it on a desktop), not the window's.
          <div className="@container">
            <div className="grid grid-cols-2 gap-4 @xl:grid-cols-3 @5xl:grid-cols-6">
              <StatCard layout="simple" className="shadow-none ring-1 ring-border" label={t('accounts.total')} value={f.total} />
              {ACCOUNT_STATUSES.map((s) => {
                const { tone, icon: Icon } = STATUS_META[s]
                return (
                  <StatCard
                    key={s}
                    className="shadow-none ring-1 ring-border"
                    label={t(`accounts.status.${s}`)}
                    value={f.byStatus[s]}
                    tone={tone}
                    icon={<Icon />}
                  />
                )
              })}
            </div>
          </div>
        )}
      </QueryCard>
      <QueryCard
        title={t('accounts.split', { platform: name })}
        query={part(query, platform)}
        loadFailed={t('accounts.loadFailed')}
        isEmpty={(f) => f.total === 0}
        empty={<EmptyState size="sm" title={t('accounts.noAccounts')} />}
      >
        {(f: PlatformFigures) => (
          <DonutChart
            label={t('accounts.split', { platform: name })}
            summary={t('summary.donut', {
              total: formatNumber(f.total),
              parts: ACCOUNT_STATUSES.map((s) => `${t(`accounts.status.${s}`)} ${formatNumber(f.byStatus[s])}`).join(', '),
            })}
            option={(c, env) =>
              donutOption(
                {
                  items: ACCOUNT_STATUSES.map((s) => ({
                    name: t(`accounts.status.${s}`),
                    value: f.byStatus[s],
                    tone: STATUS_META[s].tone,
                  })),
                },
                c,
                env,
              )
            }
            height={200}
            centre={formatNumber(f.total)}
            caption={t('accounts.total')}
          />
        )}
      </QueryCard>
      <QueryCard
        title={t('accounts.createdBanned', { platform: name })}
        subtitle={t('accounts.last30')}
        query={part(query, platform)}
        loadFailed={t('accounts.loadFailed')}
        className="dash-4:col-span-2"
      >
        {(f: PlatformFigures) => <CreatedBannedChart figures={f} days={days} title={t('accounts.createdBanned', { platform: name })} />}
      </QueryCard>
      <QueryCard
        title={t('accounts.topStrategies', { platform: name })}
        query={part(query, platform)}
        loadFailed={t('accounts.loadFailed')}
      >
        {(f: PlatformFigures) => (
          <RankedList items={f.topStrategies} label={t('accounts.topStrategies', { platform: name })} empty={t('accounts.noStrategies')} />
        )}
      </QueryCard>
    </>
  )
}

function CreatedBannedChart({ figures, days, title }: { figures: PlatformFigures; days: string[]; title: string }) {
  const { t } = useTranslation('dashboards')
  const labels = useDayLabels(days)
  const created = seriesFacts(figures.created).total
  const banned = seriesFacts(figures.banned).total
  return (
    <>
      <p className="mb-2 flex flex-wrap gap-x-4 text-sm text-muted">
        <span>{t('accounts.createdTotal', { n: formatNumber(created) })}</span>
        <span>{t('accounts.bannedTotal', { n: formatNumber(banned) })}</span>
      </p>
      <Chart
        label={title}
        summary={t('accounts.createdBannedSummary', {
          created: formatNumber(created),
          banned: formatNumber(banned),
          days: formatNumber(days.length),
        })}
        height={220}
        option={(c, env) =>
          barOption(
            {
              categories: labels,
              legend: true,
              series: [
                { name: t('accounts.created'), data: figures.created, tone: 'success' },
                { name: t('accounts.banned'), data: figures.banned, tone: 'error' },
              ],
            },
            c,
            env,
          )
        }
      />
    </>
  )
}

import { Ban, CheckCircle2, Flame, PauseCircle, ShieldCheck, ShoppingCart, Undo2, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { QueryLike } from '@/ui/query-state'
import type { AccountsDashboard, ModelFigures, OtpFigures, PlatformFigures, RankedItem } from '@/api/contracts/dashboard'
import { ACCOUNT_STATUSES, type AccountStatus, type Platform } from '@/api/contracts/platform'
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format'
import { Chart } from '@/ui/chart'
import { seriesFacts } from '@/ui/charts/env'
import { areaOption, barOption, donutOption } from '@/ui/charts/presets'
import { Chip } from '@/ui/chip'
import { QueryCard } from '@/ui/dashboard/dashboard-card'
import { DonutChart } from '@/ui/dashboard/donut-chart'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { EmptyState } from '@/ui/empty-state'
import { StatCard } from '@/ui/stat-card'
import type { Tone } from '@/ui/tone'

const STATUS_META: Record<AccountStatus, { tone: Tone; icon: React.ElementType }> = {
  active: { tone: 'success', icon: CheckCircle2 },
  paused: { tone: 'secondary', icon: PauseCircle },
  warming: { tone: 'warning', icon: Flame },
  verification: { tone: 'info', icon: ShieldCheck },
  banned: { tone: 'error', icon: Ban },
}

/** One block of the dashboard, read from the one query (the block's part of the answer). */
export const part = <K extends keyof AccountsDashboard>(
  query: QueryLike<AccountsDashboard>,
  key: K,
): QueryLike<NonNullable<AccountsDashboard[K]>> => ({
  ...query,
  data: (query.data?.[key] ?? undefined) as NonNullable<AccountsDashboard[K]> | undefined,
})

/** "5 Mar" labels of the answer's days, in the active language. */
export function useDayLabels(days: string[] | undefined) {
  useTranslation() // re-render on a language change
  return (days ?? []).map((d) => formatDate(`${d}T00:00:00`, { day: 'numeric', month: 'short' }))
}

function RankedList({ items, label, empty }: { items: RankedItem[]; label: string; empty: string }) {
  const { t } = useTranslation('dashboards')
  if (items.length === 0) return <EmptyState size="sm" title={empty} />
  return (
    <ListCardRows
      label={label}
      items={items.map((s, i) => ({
        key: s.id,
        avatar: (
          <span
            aria-hidden
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-medium text-primary"
          >
            {formatNumber(i + 1)}
          </span>
        ),
        title: s.name,
        value: t('accounts.accountsCount', { n: formatNumber(s.accounts) }),
      }))}
    />
  )
}

/** A platform: accounts per status (cards and donut), created and banned per day, top strategies. */
export function PlatformBlock({ platform, query, days }: { platform: Platform; query: QueryLike<AccountsDashboard>; days: string[] }) {
  const { t } = useTranslation('dashboards')
  const name = t(`accounts.platforms.${platform}`)
  return (
    <>
      <QueryCard
        title={t('accounts.byStatus', { platform: name })}
        query={part(query, platform)}
        loadFailed={t('accounts.loadFailed')}
        className="lg:col-span-4"
        skeletonHeight={96}
      >
        {(f: PlatformFigures) => (
          <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
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
        className="lg:col-span-2"
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

export function ModelsBlock({ query }: { query: QueryLike<AccountsDashboard> }) {
  const { t } = useTranslation('dashboards')
  return (
    <QueryCard
      title={t('accounts.topModels')}
      subtitle={t('accounts.modelsTotal')}
      query={part(query, 'models')}
      loadFailed={t('accounts.loadFailed')}
    >
      {(m: ModelFigures) => (
        <>
          <p className="mb-3 text-2xl font-medium text-strong tabular-nums">{formatNumber(m.total)}</p>
          <RankedList items={m.top} label={t('accounts.topModels')} empty={t('accounts.noModels')} />
        </>
      )}
    </QueryCard>
  )
}

const ORDER_TONE = { waiting: 'warning', received: 'info', finished: 'success', cancelled: 'secondary', expired: 'error' } as const

/** OTP: totals, spend and refunds per day, orders per day, latest orders (everyone's for the admin, one's own otherwise). */
export function OtpBlock({ query, days, narrow }: { query: QueryLike<AccountsDashboard>; days: string[]; narrow?: boolean }) {
  const { t } = useTranslation('dashboards')
  const labels = useDayLabels(days)
  const otp = part(query, 'otp')
  const money = { style: 'currency', currency: 'EUR' } as const
  return (
    <>
      <QueryCard
        title={t('accounts.otp.title')}
        subtitle={otp.data ? t(`accounts.otp.scope.${otp.data.scope}`) : undefined}
        query={otp}
        loadFailed={t('accounts.loadFailed')}
        className="lg:col-span-4"
        skeletonHeight={96}
      >
        {(o: OtpFigures) => (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              className="shadow-none ring-1 ring-border"
              label={t('accounts.otp.orders')}
              value={o.totals.count}
              icon={<ShoppingCart />}
            />
            <StatCard
              className="shadow-none ring-1 ring-border"
              label={t('accounts.otp.spent')}
              value={formatMoney(o.totals.spent)}
              tone="info"
              icon={<Wallet />}
            />
            <StatCard
              className="shadow-none ring-1 ring-border"
              label={t('accounts.otp.refunded')}
              value={formatMoney(o.totals.refunded)}
              tone="warning"
              icon={<Undo2 />}
            />
            <StatCard
              className="shadow-none ring-1 ring-border"
              label={t('accounts.otp.net')}
              value={formatMoney(o.totals.net)}
              tone="success"
              icon={<CheckCircle2 />}
            />
          </div>
        )}
      </QueryCard>
      <QueryCard
        title={t('accounts.otp.spendRefunds')}
        subtitle={t('accounts.last30')}
        query={otp}
        loadFailed={t('accounts.loadFailed')}
        className="lg:col-span-2"
      >
        {(o: OtpFigures) => (
          <Chart
            label={t('accounts.otp.spendRefunds')}
            summary={t('accounts.otp.spendSummary', {
              spent: formatMoney(seriesFacts(o.spent).total),
              refunded: formatMoney(seriesFacts(o.refunded).total),
            })}
            height={220}
            option={(c, env) =>
              areaOption(
                {
                  categories: labels,
                  legend: true,
                  smooth: false,
                  format: money,
                  series: [
                    { name: t('accounts.otp.spent'), data: o.spent, tone: 'info' },
                    { name: t('accounts.otp.refunded'), data: o.refunded, tone: 'warning' },
                  ],
                },
                c,
                env,
              )
            }
          />
        )}
      </QueryCard>
      <QueryCard
        title={t('accounts.otp.ordersPerDay')}
        subtitle={t('accounts.last30')}
        query={otp}
        loadFailed={t('accounts.loadFailed')}
        className="lg:col-span-2"
      >
        {(o: OtpFigures) => {
          const facts = seriesFacts(o.orders)
          return (
            <Chart
              label={t('accounts.otp.ordersPerDay')}
              summary={t('accounts.otp.ordersSummary', {
                total: formatNumber(facts.total),
                max: formatNumber(facts.max),
                at: labels[facts.maxIndex] ?? '',
              })}
              height={220}
              option={(c, env) =>
                barOption({ categories: labels, series: [{ name: t('accounts.otp.orders'), data: o.orders }], highlight: 'max' }, c, env)
              }
            />
          )
        }}
      </QueryCard>
      <QueryCard
        title={t('accounts.otp.latest')}
        query={otp}
        loadFailed={t('accounts.loadFailed')}
        isEmpty={(o) => o.latest.length === 0}
        empty={<EmptyState size="sm" title={t('accounts.otp.noOrders')} />}
        className={narrow ? 'lg:col-span-3' : 'lg:col-span-4'}
      >
        {(o: OtpFigures) => (
          <ListCardRows
            label={t('accounts.otp.latest')}
            items={o.latest.map((order) => ({
              key: order.id,
              title: <span dir="ltr">{order.phone}</span>,
              subtitle: `${t(`accounts.otp.services.${order.service}`)} · ${formatDateTime(order.createdAt)}`,
              value: formatMoney(order.price),
              meta: <Chip tone={ORDER_TONE[order.status]}>{t(`accounts.otp.status.${order.status}`)}</Chip>,
            }))}
          />
        )}
      </QueryCard>
    </>
  )
}

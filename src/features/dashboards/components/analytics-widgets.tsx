import { CircleDollarSign, Clock, MousePointerClick, PieChart, Ticket, TicketCheck, TrendingUp, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '@/lib/format'
import { seriesFacts } from '@/ui/charts/env'
import { barOption, gaugeOption, sparklineOption, stackedOption } from '@/ui/charts/presets'
import { CarouselCard } from '@/ui/dashboard/carousel-card'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { TrendText } from '@/ui/dashboard/trend'
import { LinearProgress } from '@/ui/progress'
import { ANALYTICS, WEEK } from '../lib/template-data'
import { ChartWidget, Headline, useWidgetActions } from './chart-widget'
import { MiniStat } from './shared-widgets'

const pct = (n: number) => formatNumber(n / 100, { style: 'percent', maximumFractionDigits: 1 })

/** Website analytics: three auto-cycling slides of four figures each. */
export function WebsiteAnalytics() {
  const { t } = useTranslation('dashboards')
  const slide = (key: 'traffic' | 'spending' | 'revenueSources') => ({
    key,
    label: t(`widgets.websiteAnalytics.slides.${key}`),
    content: (
      <div className="flex flex-col gap-3">
        <div>
          <h2 className="text-lg font-medium">{t('widgets.websiteAnalytics.title')}</h2>
          <p className="text-sm">{t('widgets.websiteAnalytics.subtitle', { rate: pct(28.5) })}</p>
        </div>
        <p className="font-medium">{t(`widgets.websiteAnalytics.slides.${key}`)}</p>
        <dl className="grid grid-cols-2 gap-2">
          {ANALYTICS[key].map((c) => (
            <div key={c.key} className="flex items-center gap-2">
              <dd className="min-w-12 rounded-md border border-white/70 px-2 py-1 text-center font-medium tabular-nums">
                {formatNumber(c.value, { notation: 'compact' })}
              </dd>
              <dt className="truncate text-sm">{t(`widgets.websiteAnalytics.chips.${c.key}`)}</dt>
            </div>
          ))}
        </dl>
      </div>
    ),
  })
  return (
    <CarouselCard
      label={t('widgets.websiteAnalytics.title')}
      slides={[slide('traffic'), slide('spending'), slide('revenueSources')]}
      className="dash-4:col-span-2"
    />
  )
}

export function AverageDailySales() {
  const { t } = useTranslation('dashboards')
  const data = ANALYTICS.dailySales
  const total = formatMoney(28_450)
  return (
    <ChartWidget
      title={t('widgets.averageDailySales.title')}
      subtitle={t('widgets.averageDailySales.subtitle')}
      headline={<Headline value={total} />}
      option={(c, env) =>
        sparklineOption(
          { kind: 'area', series: [{ name: t('series.sales'), data: [...data] }], format: { style: 'currency', currency: 'EUR' } },
          c,
          env,
        )
      }
      summary={t('summary.trend', {
        headline: total,
        first: formatMoney(data[0]!),
        last: formatMoney(data.at(-1)!),
        max: formatMoney(seriesFacts(data).max),
      })}
      height={110}
      data={{ file: 'average-daily-sales', header: ['day', 'sales'], rows: data.map((v, i) => [i + 1, v]) }}
    />
  )
}

export function SalesOverview() {
  const { t } = useTranslation('dashboards')
  const { actions } = useWidgetActions()
  return (
    <DashboardCard title={t('widgets.salesOverview.title')} aside={<TrendText percent={18.2} />} actions={actions}>
      <Headline value={formatMoney(42_500, 'EUR')} />
      <div className="grid grid-cols-2 gap-4">
        <div>
          <p className="flex items-center gap-2 text-sm text-muted">
            <ShoppingIcon />
            {t('widgets.salesOverview.order')}
          </p>
          <p className="text-lg font-medium text-strong tabular-nums">{pct(62.2)}</p>
          <p className="text-sm text-muted">{formatNumber(6_440)}</p>
        </div>
        <div className="text-end">
          <p className="text-sm text-muted">{t('widgets.salesOverview.visits')}</p>
          <p className="text-lg font-medium text-strong tabular-nums">{pct(25.5)}</p>
          <p className="text-sm text-muted">{formatNumber(12_749)}</p>
        </div>
      </div>
      <LinearProgress className="mt-4" value={62.2} label={t('widgets.salesOverview.order')} height={8} />
    </DashboardCard>
  )
}
const ShoppingIcon = () => <MousePointerClick aria-hidden className="size-4 text-info" />

export function WeeklyEarnings() {
  const { t } = useTranslation('dashboards')
  const data = [...ANALYTICS.weekEarnings]
  const days = WEEK.map((d) => t(`days.${d}`))
  const facts = seriesFacts(data)
  return (
    <ChartWidget
      title={t('widgets.earningReports.title')}
      subtitle={t('widgets.earningReports.weekly')}
      className="dash-4:col-span-2"
      headline={<Headline value={formatMoney(468)} delta={4.2} caption={t('widgets.earningReports.compare')} />}
      option={(c, env) =>
        barOption(
          {
            categories: days,
            series: [{ name: t('series.earnings'), data }],
            highlight: 'max',
            format: { style: 'currency', currency: 'EUR' },
          },
          c,
          env,
        )
      }
      summary={t('summary.bars', {
        headline: formatMoney(468),
        max: formatMoney(facts.max),
        at: days[facts.maxIndex],
        total: formatMoney(facts.total),
      })}
      height={180}
      data={{ file: 'weekly-earnings', header: ['day', 'earnings'], rows: data.map((v, i) => [WEEK[i]!, v]) }}
      below={
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          <MiniStat icon={<CircleDollarSign />} label={t('widgets.earningReports.earnings')} value={formatMoney(545.69)} percent={60} />
          <MiniStat icon={<TrendingUp />} label={t('widgets.earningReports.profit')} value={formatMoney(256.34)} percent={45} tone="info" />
          <MiniStat icon={<Wallet />} label={t('widgets.earningReports.expense')} value={formatMoney(74.19)} percent={20} tone="error" />
        </div>
      }
    />
  )
}

export function SupportTracker() {
  const { t } = useTranslation('dashboards')
  const done = ANALYTICS.supportTicketsDone
  const rows = [
    { key: 'new' as const, icon: <Ticket />, tone: 'primary' as const, value: formatNumber(142) },
    { key: 'open' as const, icon: <TicketCheck />, tone: 'info' as const, value: formatNumber(28) },
    { key: 'response' as const, icon: <Clock />, tone: 'warning' as const, value: t('widgets.supportTracker.oneDay') },
  ]
  return (
    <ChartWidget
      title={t('widgets.supportTracker.title')}
      subtitle={t('widgets.supportTracker.subtitle')}
      className="dash-4:col-span-2"
      option={(c, env) => gaugeOption({ value: done, name: t('widgets.supportTracker.completed'), dashed: true, arc: 'wide' }, c, env)}
      summary={t('summary.gauge', { value: pct(done), name: t('widgets.supportTracker.completed') })}
      height={240}
    >
      <div className="flex flex-col gap-4">
        <Headline value={formatNumber(164)} caption={t('widgets.supportTracker.total')} />
        <ListCardRows
          label={t('widgets.supportTracker.title')}
          items={rows.map((r) => ({
            key: r.key,
            icon: r.icon,
            tone: r.tone,
            title: t(`widgets.supportTracker.rows.${r.key}`),
            subtitle: r.value,
          }))}
        />
      </div>
    </ChartWidget>
  )
}

export function TotalEarning() {
  const { t } = useTranslation('dashboards')
  const { positive, negative } = ANALYTICS.totalEarning
  const days = WEEK.map((d) => t(`days.${d}`))
  return (
    <ChartWidget
      title={t('widgets.totalEarning.title')}
      headline={<Headline value={pct(87)} delta={25.8} />}
      option={(c, env) =>
        stackedOption(
          {
            categories: days,
            positive: { name: t('series.earnings'), data: [...positive] },
            negative: { name: t('series.expenses'), data: [...negative] },
          },
          c,
          env,
        )
      }
      summary={t('summary.stacked', {
        headline: pct(87),
        positive: formatNumber(seriesFacts(positive).total),
        negative: formatNumber(seriesFacts(negative).total),
      })}
      height={180}
      below={
        <ListCardRows
          className="mt-4"
          label={t('widgets.totalEarning.title')}
          items={[
            {
              key: 'revenue',
              icon: <PieChart />,
              tone: 'primary',
              title: t('widgets.totalEarning.revenue'),
              subtitle: t('widgets.totalEarning.revenueHint'),
              value: formatMoney(126),
            },
            {
              key: 'payment',
              icon: <CircleDollarSign />,
              tone: 'info',
              title: t('widgets.totalEarning.payment'),
              subtitle: t('widgets.totalEarning.paymentHint'),
              value: formatMoney(98),
            },
            {
              key: 'sales',
              icon: <TrendingUp />,
              tone: 'success',
              title: t('widgets.totalEarning.sales'),
              subtitle: t('widgets.totalEarning.salesHint'),
              value: formatMoney(45),
            },
          ]}
        />
      }
    />
  )
}

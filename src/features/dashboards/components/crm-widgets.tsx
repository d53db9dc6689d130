import { CreditCard, DollarSign, Mic } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '@/lib/format'
import { seriesFacts } from '@/ui/charts/env'
import { areaOption, barOption, radarOption, sparklineOption } from '@/ui/charts/presets'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { TrendText } from '@/ui/dashboard/trend'
import { StatCard } from '@/ui/stat-card'
import { toggleButtonClass } from '@/ui/toggle-group'
import { CRM, MONTHS, WEEK } from '../lib/template-data'
import { ChartWidget, Headline } from './chart-widget'

const money = { style: 'currency', currency: 'EUR' } as const

/** Orders (bar sparkline) and Sales (area sparkline): a figure over last week's or year's trend. */
export function SparkCard({ kind }: { kind: 'orders' | 'sales' }) {
  const { t } = useTranslation('dashboards')
  const data = [...CRM[kind]]
  const value = formatNumber(kind === 'orders' ? 124_000 : 175_000, { notation: 'compact' })
  return (
    <ChartWidget
      title={t(`widgets.crm.${kind}.title`)}
      subtitle={t(`widgets.crm.${kind}.subtitle`)}
      option={(c, env) =>
        sparklineOption(
          {
            kind: kind === 'orders' ? 'bar' : 'area',
            series: [{ name: t(`widgets.crm.${kind}.title`), data, tone: kind === 'orders' ? 'warning' : 'info' }],
            highlight: kind === 'orders' ? 'max' : undefined,
          },
          c,
          env,
        )
      }
      summary={t('summary.trend', {
        headline: value,
        first: formatNumber(data[0]!),
        last: formatNumber(data.at(-1)!),
        max: formatNumber(seriesFacts(data).max),
      })}
      height={80}
      below={<Headline value={value} delta={kind === 'orders' ? 12.6 : -16.2} />}
    />
  )
}

/** The two simple stat cards (vertical layout). */
export function CrmStatCards() {
  const { t } = useTranslation('dashboards')
  return (
    <>
      <StatCard
        layout="vertical"
        label={t('widgets.crm.profit')}
        hint={t('widgets.crm.lastWeek')}
        value={formatNumber(1_280, { notation: 'compact' })}
        delta={-12.2}
        icon={<CreditCard />}
        tone="error"
      />
      <StatCard
        layout="vertical"
        label={t('widgets.crm.totalSales')}
        hint={t('widgets.crm.lastWeek')}
        value={formatMoney(4_673)}
        delta={25.2}
        icon={<DollarSign />}
        tone="success"
      />
    </>
  )
}

export function RevenueGrowth() {
  const { t } = useTranslation('dashboards')
  const data = [...CRM.revenueGrowth]
  const days = WEEK.map((d) => t(`days.${d}`))
  return (
    <ChartWidget
      title={t('widgets.crm.revenueGrowth')}
      subtitle={t('widgets.crm.weeklyReport')}
      option={(c, env) =>
        sparklineOption(
          { kind: 'bar', categories: days, series: [{ name: t('widgets.crm.revenueGrowth'), data, tone: 'success' }], highlight: 'max' },
          c,
          env,
        )
      }
      summary={t('summary.trend', {
        headline: formatMoney(4_673),
        first: formatNumber(data[0]!),
        last: formatNumber(data.at(-1)!),
        max: formatNumber(seriesFacts(data).max),
      })}
      height={110}
      headline={<Headline value={formatMoney(4_673)} delta={15.2} />}
    />
  )
}

const YEARLY = ['orders', 'sales', 'profit', 'income'] as const

/** Earning reports (yearly): one bar chart per tab, the maximum highlighted. */
export function YearlyEarnings() {
  const { t } = useTranslation('dashboards')
  const [tab, setTab] = useState<(typeof YEARLY)[number]>('orders')
  const data = [...CRM.yearly[tab]]
  const months = MONTHS.slice(0, data.length).map((m) => t(`months.${m}`))
  const facts = seriesFacts(data)
  return (
    <ChartWidget
      title={t('widgets.earningReports.title')}
      subtitle={t('widgets.earningReports.yearly')}
      className="dash-4:col-span-2"
      headline={
        <div role="group" aria-label={t('widgets.earningReports.choose')} className="mb-3 flex flex-wrap gap-2">
          {YEARLY.map((k) => (
            <button key={k} type="button" aria-pressed={tab === k} onClick={() => setTab(k)} className={`${toggleButtonClass} px-4`}>
              {t(`widgets.earningReports.tabs.${k}`)}
            </button>
          ))}
        </div>
      }
      option={(c, env) =>
        barOption(
          {
            categories: months,
            series: [{ name: t(`widgets.earningReports.tabs.${tab}`), data }],
            highlight: 'max',
            format: tab === 'orders' ? undefined : money,
          },
          c,
          env,
        )
      }
      summary={t('summary.bars', {
        headline: t(`widgets.earningReports.tabs.${tab}`),
        max: formatNumber(facts.max),
        at: months[facts.maxIndex],
        total: formatNumber(facts.total),
      })}
      height={220}
    />
  )
}

export function SalesRadar() {
  const { t } = useTranslation('dashboards')
  const months = MONTHS.slice(0, 6).map((m) => t(`months.${m}`))
  return (
    <ChartWidget
      title={t('widgets.crm.salesRadar')}
      subtitle={t('widgets.crm.lastSixMonths')}
      option={(c, env) =>
        radarOption(
          {
            indicators: months,
            series: [
              { name: t('series.sales'), data: [...CRM.radar.sales] },
              { name: t('series.visits'), data: [...CRM.radar.visits], tone: 'info' },
            ],
          },
          c,
          env,
        )
      }
      summary={t('summary.radar', {
        a: t('series.sales'),
        b: t('series.visits'),
        aTotal: formatNumber(seriesFacts(CRM.radar.sales).total),
        bTotal: formatNumber(seriesFacts(CRM.radar.visits).total),
      })}
      height={280}
    />
  )
}

export function ProjectStatus() {
  const { t } = useTranslation('dashboards')
  const data = [...CRM.projectStatus]
  return (
    <ChartWidget
      title={t('widgets.crm.projectStatus')}
      headline={<Headline value={formatMoney(4_374.2)} delta={10.2} caption={t('widgets.crm.yourEarnings')} />}
      option={(c, env) =>
        areaOption(
          { categories: data.map((_, i) => String(i + 1)), series: [{ name: t('series.earnings'), data, tone: 'warning' }], format: money },
          c,
          env,
        )
      }
      summary={t('summary.trend', {
        headline: formatMoney(4_374.2),
        first: formatMoney(data[0]!),
        last: formatMoney(data.at(-1)!),
        max: formatMoney(seriesFacts(data).max),
      })}
      height={160}
      below={
        <ListCardRows
          className="mt-4"
          label={t('widgets.crm.projectStatus')}
          items={[
            {
              key: 'donates',
              icon: <DollarSign />,
              tone: 'primary',
              title: t('widgets.crm.donates'),
              subtitle: t('widgets.crm.donatesHint'),
              value: formatMoney(756.26),
              meta: <TrendText percent={-1.39} />,
            },
            {
              key: 'podcasts',
              icon: <Mic />,
              tone: 'info',
              title: t('widgets.crm.podcasts'),
              subtitle: t('widgets.crm.podcastsHint'),
              value: formatMoney(2_207.03),
              meta: <TrendText percent={7.48} />,
            },
          ]}
        />
      }
    />
  )
}

import { ChartNoAxesColumn, CreditCard, DollarSign, Package, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { formatMoney, formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { seriesFacts } from '@/ui/charts/env'
import { barOption, donutOption, gaugeOption, sparklineOption, stackedOption } from '@/ui/charts/presets'
import { Chart } from '@/ui/chart'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { DonutChart } from '@/ui/dashboard/donut-chart'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { StatCard } from '@/ui/stat-card'
import { ECOMMERCE, MONTHS } from '../lib/template-data'
import { ChartWidget, Headline, useWidgetActions } from './chart-widget'

const money = { style: 'currency', currency: 'EUR' } as const
const pct = (n: number) => formatNumber(n / 100, { style: 'percent', maximumFractionDigits: 1 })

export function Congratulations() {
  const { t } = useTranslation('dashboards')
  return (
    <DashboardCard title={t('widgets.ecommerce.congratulations')} subtitle={t('widgets.ecommerce.bestSeller')}>
      <p className="text-2xl font-medium text-primary tabular-nums">{formatMoney(48_900)}</p>
      <p className="mb-3 text-sm text-muted">{t('widgets.ecommerce.salesTarget', { percent: pct(78) })}</p>
      <Link
        to={linkTo('dashboardEcommerce')}
        className="inline-flex h-9 w-fit items-center rounded-md bg-primary-fill px-4 text-sm font-medium text-white"
      >
        {t('widgets.ecommerce.viewSales')}
      </Link>
    </DashboardCard>
  )
}

const STAT_ICONS = { sales: <ChartNoAxesColumn />, customers: <Users />, products: <Package />, revenue: <DollarSign /> }

export function Statistics() {
  const { t } = useTranslation('dashboards')
  return (
    <DashboardCard title={t('widgets.ecommerce.statistics')} subtitle={t('widgets.ecommerce.updated')} className="dash-4:col-span-3">
      <div className="@container">
        <div className="grid gap-4 @md:grid-cols-2 @3xl:grid-cols-4">
          {ECOMMERCE.statistics.map((s) => (
            <StatCard
              key={s.key}
              layout="horizontal"
              className="p-0 shadow-none"
              label={t(`widgets.ecommerce.stats.${s.key}`)}
              value={'money' in s ? formatMoney(s.value) : formatNumber(s.value, { notation: 'compact' })}
              icon={STAT_ICONS[s.key]}
              tone={s.tone}
            />
          ))}
        </div>
      </div>
    </DashboardCard>
  )
}

export function Profit() {
  const { t } = useTranslation('dashboards')
  const data = [...ECOMMERCE.profit]
  const value = formatNumber(624_000, { notation: 'compact' })
  return (
    <ChartWidget
      title={t('widgets.ecommerce.profit')}
      subtitle={t('widgets.ecommerce.lastMonth')}
      option={(c, env) =>
        sparklineOption({ kind: 'line', markers: true, series: [{ name: t('widgets.ecommerce.profit'), data, tone: 'info' }] }, c, env)
      }
      summary={t('summary.trend', {
        headline: value,
        first: formatNumber(data[0]!),
        last: formatNumber(data.at(-1)!),
        max: formatNumber(seriesFacts(data).max),
      })}
      height={90}
      below={<Headline value={value} delta={8.24} />}
    />
  )
}

export function Expenses() {
  const { t } = useTranslation('dashboards')
  return (
    <ChartWidget
      title={t('widgets.ecommerce.expenses')}
      headline={<Headline value={formatNumber(82_500, { notation: 'compact' })} />}
      option={(c, env) => gaugeOption({ value: ECOMMERCE.expenses, arc: 'semi' }, c, env)}
      summary={t('summary.gauge', { value: pct(ECOMMERCE.expenses), name: t('widgets.ecommerce.expenses') })}
      height={130}
      below={<p className="text-center text-sm text-muted">{t('widgets.ecommerce.moreThanLastMonth', { amount: formatMoney(21_000) })}</p>}
    />
  )
}

export function GeneratedLeads() {
  const { t } = useTranslation('dashboards')
  const items = ECOMMERCE.leads.map((l, i) => ({
    name: t(`widgets.ecommerce.leads.${l.key}`),
    value: l.value,
    tone: (['success', 'primary', 'warning', 'info'] as const)[i],
  }))
  const total = formatNumber(seriesFacts(items.map((i) => i.value)).total)
  const { actions } = useWidgetActions({
    file: 'generated-leads',
    header: ['category', 'leads'],
    rows: items.map((i) => [i.name, i.value]),
  })
  return (
    <DashboardCard title={t('widgets.ecommerce.generatedLeads')} subtitle={t('widgets.ecommerce.monthlyReport')} actions={actions}>
      <div className="grid grid-cols-2 items-center gap-2">
        <Headline value={formatNumber(4_350)} delta={15.8} />
        <DonutChart
          option={(c, env) => donutOption({ items }, c, env)}
          label={t('widgets.ecommerce.generatedLeads')}
          summary={t('summary.donut', { total, parts: items.map((i) => `${i.name} ${formatNumber(i.value)}`).join(', ') })}
          height={130}
          centre={total}
          caption={t('widgets.ecommerce.total')}
        />
      </div>
    </DashboardCard>
  )
}

export function RevenueReport() {
  const { t } = useTranslation('dashboards')
  const { earning, expense } = ECOMMERCE.revenue
  const months = MONTHS.slice(0, earning.length).map((m) => t(`months.${m}`))
  const budget = ECOMMERCE.budget
  return (
    <ChartWidget
      title={t('widgets.ecommerce.revenueReport')}
      className="dash-4:col-span-3"
      option={(c, env) =>
        stackedOption(
          {
            categories: months,
            positive: { name: t('series.earnings'), data: [...earning] },
            negative: { name: t('series.expenses'), data: [...expense] },
            format: money,
          },
          c,
          env,
        )
      }
      summary={t('summary.stacked', {
        headline: formatMoney(25_825),
        positive: formatMoney(seriesFacts(earning).total),
        negative: formatMoney(seriesFacts(expense).total),
      })}
      height={260}
      below={
        <div className="mt-4 flex flex-wrap items-center gap-6">
          <Headline value={formatMoney(25_825)} caption={t('widgets.ecommerce.budget', { amount: formatMoney(56_800) })} />
          <div className="min-w-48 flex-1">
            <Chart
              label={t('widgets.ecommerce.budgetTrend')}
              summary={t('summary.twoLines', { a: t('series.lastMonth'), b: t('series.thisMonth') })}
              height={70}
              option={(c, env) =>
                sparklineOption(
                  {
                    kind: 'line',
                    series: [
                      { name: t('series.thisMonth'), data: [...budget.current] },
                      { name: t('series.lastMonth'), data: [...budget.last], tone: 'secondary' },
                    ],
                  },
                  c,
                  env,
                )
              }
            />
          </div>
        </div>
      }
    />
  )
}

export function EcommerceEarnings() {
  const { t } = useTranslation('dashboards')
  const data = [...ECOMMERCE.earnings]
  const months = MONTHS.slice(0, data.length).map((m) => t(`months.${m}`))
  const facts = seriesFacts(data)
  return (
    <ChartWidget
      title={t('widgets.earningReports.title')}
      subtitle={t('widgets.earningReports.weekly')}
      option={(c, env) =>
        barOption({ categories: months, series: [{ name: t('series.earnings'), data }], highlight: 'max', format: money }, c, env)
      }
      summary={t('summary.bars', {
        headline: formatMoney(facts.total),
        max: formatMoney(facts.max),
        at: months[facts.maxIndex],
        total: formatMoney(facts.total),
      })}
      height={150}
      headline={
        <ListCardRows
          className="mb-4"
          label={t('widgets.earningReports.title')}
          items={[
            {
              key: 'net',
              icon: <ChartNoAxesColumn />,
              tone: 'primary',
              title: t('widgets.ecommerce.netProfit'),
              subtitle: t('widgets.ecommerce.netProfitHint'),
              value: formatMoney(1_619),
            },
            {
              key: 'income',
              icon: <DollarSign />,
              tone: 'success',
              title: t('widgets.ecommerce.totalIncome'),
              subtitle: t('widgets.ecommerce.totalIncomeHint'),
              value: formatMoney(3_571),
            },
            {
              key: 'expenses',
              icon: <CreditCard />,
              tone: 'secondary',
              title: t('widgets.ecommerce.totalExpenses'),
              subtitle: t('widgets.ecommerce.totalExpensesHint'),
              value: formatMoney(430),
            },
          ]}
        />
      }
    />
  )
}

import { Box, DollarSign, ShoppingCart, TrendingUp, Users, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '@/lib/format'
import { dayNames, monthNames } from '@/ui/charts/calendar-labels'
import { ChartCard } from '@/ui/dashboard/chart-card'
import { DonutChart } from '@/ui/dashboard/donut-chart'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { areaOption, barOption, donutOption, gaugeOption, sparklineOption } from '@/ui/charts/presets'
import { PageHeader } from '@/ui/page-header'
import { StatCard } from '@/ui/stat-card'

const TRAFFIC = [42, 58, 36, 71, 64, 88, 52]
const IMPRESSIONS = [120, 180, 150, 240, 210, 290, 260]
const GROWTH = [30, 42, 38, 55, 61, 74, 69, 82]

/** Statistics cards of the kit: stat cards (vertical, horizontal, simple) and chart cards. */
export default function CardStatisticsPage() {
  const { t } = useTranslation('pages')
  const days = dayNames()
  const months = monthNames(8)
  const sum = (t_: string, v: string) => t('cards.summary', { title: t_, value: v })
  return (
    <>
      <PageHeader title={t('cards.titles.statistics')} subtitle={t('cards.statisticsSubtitle')} />
      <h2 className="mb-4 text-lg font-medium text-strong">{t('cards.stats.heading')}</h2>
      <div className="mb-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          layout="vertical"
          icon={<ShoppingCart />}
          label={t('cards.stats.orders')}
          hint={t('cards.stats.lastWeek')}
          value={1286}
          delta={12.4}
        />
        <StatCard
          layout="vertical"
          tone="success"
          icon={<DollarSign />}
          label={t('cards.stats.revenue')}
          hint={t('cards.stats.lastWeek')}
          value={formatMoney(42389, 'USD')}
          delta={-3.1}
        />
        <StatCard
          layout="vertical"
          tone="info"
          icon={<Users />}
          label={t('cards.stats.customers')}
          hint={t('cards.stats.lastWeek')}
          value={8549}
          delta={6.8}
        />
        <StatCard
          tone="warning"
          icon={<Box />}
          label={t('cards.stats.products')}
          value={2856}
          delta={2.5}
          hint={t('cards.stats.lastMonth')}
        />
        <StatCard
          tone="error"
          icon={<Wallet />}
          label={t('cards.stats.refunds')}
          value={formatMoney(1294, 'USD')}
          delta={-8.2}
          invertDelta
          hint={t('cards.stats.lastMonth')}
        />
        <StatCard
          layout="simple"
          icon={<TrendingUp />}
          label={t('cards.stats.conversion')}
          value={formatNumber(0.0482, { style: 'percent', maximumFractionDigits: 2 })}
          delta={0.6}
        />
      </div>
      <h2 className="mb-4 text-lg font-medium text-strong">{t('cards.stats.charts')}</h2>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        <ChartCard
          height={140}
          title={t('cards.charts.dailyTraffic')}
          subtitle={t('cards.stats.lastWeek')}
          value={formatNumber(411)}
          delta={18.2}
          option={(tk, env) =>
            sparklineOption(
              { kind: 'bar', series: [{ name: t('cards.charts.visits'), data: TRAFFIC }], categories: days, highlight: 'max' },
              tk,
              env,
            )
          }
          summary={sum(t('cards.charts.dailyTraffic'), formatNumber(411))}
        />
        <ChartCard
          height={140}
          title={t('cards.charts.impression')}
          subtitle={t('cards.stats.lastWeek')}
          value={formatNumber(1450)}
          delta={-2.4}
          option={(tk, env) =>
            sparklineOption(
              {
                kind: 'line',
                series: [{ name: t('cards.charts.impression'), data: IMPRESSIONS, tone: 'info' }],
                categories: days,
                markers: true,
              },
              tk,
              env,
            )
          }
          summary={sum(t('cards.charts.impression'), formatNumber(1450))}
        />
        <ChartCard
          height={140}
          title={t('cards.charts.totalGrowth')}
          subtitle={t('cards.stats.thisYear')}
          value={formatNumber(0.423, { style: 'percent' })}
          delta={9.3}
          option={(tk, env) =>
            areaOption({ categories: months, series: [{ name: t('cards.charts.totalGrowth'), data: GROWTH, tone: 'success' }] }, tk, env)
          }
          summary={sum(t('cards.charts.totalGrowth'), formatNumber(0.423, { style: 'percent' }))}
        />
        <ChartCard
          height={140}
          title={t('cards.charts.vehicles')}
          subtitle={t('cards.stats.thisMonth')}
          value={formatNumber(142)}
          option={(tk, env) =>
            barOption(
              {
                categories: months.slice(0, 6),
                series: [{ name: t('cards.charts.vehicles'), data: [18, 26, 22, 31, 24, 21], tone: 'warning' }],
              },
              tk,
              env,
            )
          }
          summary={sum(t('cards.charts.vehicles'), formatNumber(142))}
        />
        <DashboardCard title={t('cards.charts.orderSources')} subtitle={t('cards.stats.thisMonth')}>
          <DonutChart
            centre={formatNumber(0.62, { style: 'percent' })}
            caption={t('cards.charts.online')}
            height={180}
            label={t('cards.charts.orderSources')}
            summary={sum(t('cards.charts.orderSources'), formatNumber(0.62, { style: 'percent' }))}
            option={(tk, env) =>
              donutOption(
                {
                  items: [
                    { name: t('cards.charts.online'), value: 62 },
                    { name: t('cards.charts.store'), value: 25, tone: 'info' },
                    { name: t('cards.charts.phone'), value: 13, tone: 'warning' },
                  ],
                },
                tk,
                env,
              )
            }
          />
        </DashboardCard>
        <ChartCard
          title={t('cards.charts.goal')}
          subtitle={t('cards.stats.thisMonth')}
          option={(tk, env) => gaugeOption({ value: 78, name: t('cards.charts.goal'), arc: 'semi', tone: 'success' }, tk, env)}
          summary={sum(t('cards.charts.goal'), formatNumber(0.78, { style: 'percent' }))}
          height={180}
        />
      </div>
    </>
  )
}

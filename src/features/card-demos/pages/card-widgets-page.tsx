import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '@/lib/format'
import { areaOption, barOption, mixedOption, radarOption, stackedOption } from '@/ui/charts/presets'
import { monthNames } from '@/ui/charts/calendar-labels'
import { ChartCard } from '@/ui/dashboard/chart-card'
import { PageHeader } from '@/ui/page-header'

const USD = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const

/** Chart widgets of the kit (its presets on the one ECharts wrapper), with the template's figures. */
export default function CardWidgetsPage() {
  const { t } = useTranslation('pages')
  const months = monthNames(9)
  const sum = (title: string, value: string) => t('cards.summary', { title, value })
  const carriers = ['A', 'B', 'C', 'D', 'E', 'F'].map((c) => t('cards.widgets.carrier', { name: c }))
  return (
    <>
      <PageHeader title={t('cards.titles.widgets')} subtitle={t('cards.widgetsSubtitle')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title={t('cards.widgets.carrierPerformance')}
          subtitle={t('cards.widgets.deliveryRate')}
          height={240}
          option={(tk, env) =>
            barOption(
              {
                categories: carriers,
                legend: true,
                series: [
                  { name: t('cards.widgets.delivered'), data: [5, 4, 6, 3, 5, 6] },
                  { name: t('cards.widgets.late'), data: [2, 3, 1, 2, 2, 1], tone: 'warning' },
                ],
              },
              tk,
              env,
            )
          }
          summary={sum(t('cards.widgets.carrierPerformance'), carriers[5]!)}
        />
        <ChartCard
          title={t('cards.widgets.earningReports')}
          subtitle={t('cards.widgets.weeklyOverview')}
          value={formatMoney(468, 'USD')}
          delta={4.2}
          height={220}
          option={(tk, env) =>
            barOption(
              {
                categories: months,
                series: [{ name: t('cards.widgets.earnings'), data: [40, 65, 50, 45, 90, 55, 70, 50, 60] }],
                highlight: 'max',
                format: USD,
              },
              tk,
              env,
            )
          }
          summary={sum(t('cards.widgets.earningReports'), formatMoney(468, 'USD'))}
        />
        <ChartCard
          title={t('cards.widgets.revenue')}
          subtitle={t('cards.stats.thisYear')}
          value={formatMoney(25825, 'USD')}
          height={240}
          option={(tk, env) =>
            stackedOption(
              {
                categories: months,
                positive: { name: t('cards.widgets.earnings'), data: [110, 80, 95, 140, 90, 120, 105, 130, 115] },
                negative: { name: t('cards.widgets.expense'), data: [-60, -45, -70, -50, -80, -40, -65, -55, -50], tone: 'warning' },
                format: USD,
              },
              tk,
              env,
            )
          }
          summary={sum(t('cards.widgets.revenue'), formatMoney(25825, 'USD'))}
        />
        <ChartCard
          title={t('cards.widgets.salesRadar')}
          subtitle={t('cards.stats.lastMonth')}
          height={260}
          option={(tk, env) =>
            radarOption(
              {
                indicators: months.slice(0, 6),
                series: [
                  { name: t('cards.widgets.sales'), data: [70, 90, 80, 60, 85, 75] },
                  { name: t('cards.widgets.visits'), data: [60, 70, 90, 80, 65, 95], tone: 'info' },
                ],
              },
              tk,
              env,
            )
          }
          summary={sum(t('cards.widgets.salesRadar'), formatNumber(90))}
        />
        <ChartCard
          title={t('cards.widgets.ordersAndProfit')}
          subtitle={t('cards.stats.thisYear')}
          height={240}
          option={(tk, env) =>
            mixedOption(
              {
                categories: months,
                bars: { name: t('cards.widgets.orders'), data: [32, 41, 35, 51, 49, 62, 69, 58, 73] },
                line: { name: t('cards.widgets.profit'), data: [12, 18, 15, 24, 22, 30, 34, 27, 36], tone: 'success' },
              },
              tk,
              env,
            )
          }
          summary={sum(t('cards.widgets.ordersAndProfit'), formatNumber(73))}
        />
        <ChartCard
          title={t('cards.widgets.salesOverview')}
          subtitle={t('cards.stats.thisYear')}
          value={formatMoney(42500, 'USD')}
          delta={18.2}
          height={220}
          option={(tk, env) =>
            areaOption(
              {
                categories: months,
                legend: true,
                series: [
                  { name: t('cards.widgets.sales'), data: [28, 40, 36, 52, 38, 60, 55, 70, 64] },
                  { name: t('cards.widgets.visits'), data: [20, 32, 30, 41, 35, 45, 48, 52, 50], tone: 'info' },
                ],
              },
              tk,
              env,
            )
          }
          summary={sum(t('cards.widgets.salesOverview'), formatMoney(42500, 'USD'))}
        />
      </div>
    </>
  )
}

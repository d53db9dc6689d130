import { CandlestickChart, HeatmapChart, ScatterChart } from 'echarts/charts'
import { VisualMapComponent } from 'echarts/components'
import { useTranslation } from 'react-i18next'
import { registerCharts } from '@/ui/chart'
import { PageHeader } from '@/ui/page-header'
import { CandlestickCard, DonutCard, HeatmapCard, RadarCard, RadialCard } from './apex-mixed-cards'
import { AreaCard, BalanceBarCard, BalanceLineCard, ColumnCard, ScatterCard } from './apex-trend-cards'
import type { PageModuleExtras } from '@/api/resources'

// Chart types only this page uses: registered here so they stay in this page's chunk (SCREENS.md 4.2).
registerCharts(ScatterChart, CandlestickChart, HeatmapChart, VisualMapComponent)

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

/** The ApexCharts demo page of the template, redrawn with ECharts. */
export default function ApexChartPage() {
  const { t } = useTranslation('demos')
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('charts.apex.title')} subtitle={t('charts.apex.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AreaCard />
        <ColumnCard />
        <ScatterCard />
        <BalanceLineCard />
        <BalanceBarCard />
        <CandlestickCard />
        <HeatmapCard />
        <RadialCard />
        <RadarCard />
        <DonutCard />
      </div>
    </div>
  )
}

import { ScatterChart } from 'echarts/charts'
import { useTranslation } from 'react-i18next'
import { registerCharts } from '@/ui/chart'
import { PageHeader } from '@/ui/page-header'
import {
  BubbleCard,
  FilledLinesCard,
  HorizontalBarCard,
  LatestBarCard,
  MultiLineCard,
  PolarAreaCard,
  ProductScatterCard,
  RadarCard,
} from './chartjs-cards'
import type { PageModuleExtras } from '@/api/resources'

// The one chart type only the chart pages use: registered here, not in the shared chart chunk.
registerCharts(ScatterChart)

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['demos']

/** The Chart.js demo page of the template, redrawn with ECharts (polar area = rose pie, bubble = sized scatter). */
export default function ChartjsPage() {
  const { t } = useTranslation('demos')
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('charts.chartjs.title')} subtitle={t('charts.chartjs.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <MultiLineCard />
        <RadarCard />
        <PolarAreaCard />
        <BubbleCard />
        <ProductScatterCard />
        <FilledLinesCard />
        <LatestBarCard />
        <HorizontalBarCard />
      </div>
    </div>
  )
}

/**
 * The ECharts part of the Chart wrapper, loaded on demand (its own chunk, ~170 kB gzip): pages
 * with charts render at once, and the canvas comes when the first chart scrolls into view.
 * `echarts/core` with the grid, tooltip, legend and dataset components and the canvas renderer;
 * the line, bar, pie, gauge and radar charts come in ./chart-types (loaded with it by the
 * wrapper); more through `registerCharts()`.
 */
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import type { EChartsCoreOption, EChartsType } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import { connectExtensions } from './extensions'

echarts.use([GridComponent, TooltipComponent, LegendComponent, DatasetComponent, CanvasRenderer])
connectExtensions((extensions) => echarts.use(extensions.flat()))

export interface ChartCanvasProps {
  option: EChartsCoreOption
  theme: Record<string, unknown>
  primary: string
  height: number | string
  loading?: boolean
  notMerge?: boolean
  onEvents?: Record<string, (params: unknown) => void>
  onReady?: (chart: EChartsType) => void
}

export default function ChartCanvas({ option, theme, primary, height, loading, notMerge, onEvents, onReady }: ChartCanvasProps) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      theme={theme}
      notMerge={notMerge}
      lazyUpdate
      showLoading={loading}
      loadingOption={{ text: '', color: primary, maskColor: 'transparent' }}
      opts={{ renderer: 'canvas' }}
      onEvents={onEvents}
      onChartReady={onReady}
      style={{ height, width: '100%' }}
    />
  )
}

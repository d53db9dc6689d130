/**
 * THE chart card of the kit (dashboard widgets, the card demo pages, the chart demo pages of
 * SCREENS.md 4.2): a dashboard card with a headline figure and its change, header controls (a
 * period toggle, a date range), one chart on the Chart wrapper (mirrored once for RTL by
 * src/ui/charts/mirror.ts) and its text alternative.
 */
import type { EChartsCoreOption } from 'echarts/core'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { Chart, type ChartOption } from '../chart'
import { DashboardCard, type CardAction } from './dashboard-card'
import { TrendChip } from './trend'

/** The legend starts at the start side (the wrapper's mirroring moves it to the right in RTL). */
export function legendAtStart(option: EChartsCoreOption): EChartsCoreOption {
  return option.legend ? { ...option, legend: { left: 0, ...(option.legend as object) } } : option
}

/** "label: value, label: value" in the language's numbers: a chart's data in words, for its summary. */
export function describeSeries(labels: readonly string[], values: readonly number[], options?: Intl.NumberFormatOptions): string {
  return labels.map((l, i) => `${l}: ${formatNumber(values[i] ?? 0, options)}`).join(', ')
}

/** A card with a headline figure (and its change) above one chart with its text alternative. */
export function ChartCard({
  title,
  subtitle,
  value,
  delta,
  controls,
  actions,
  option,
  summary,
  height = 300,
  wide,
  className,
}: {
  title: string
  subtitle?: React.ReactNode
  /** The headline figure; a string also names the chart (with the title). */
  value?: React.ReactNode
  /** Its change in percent, as a toned chip. */
  delta?: number
  /** Header controls at the inline end (a period toggle, a date range): they wrap below the title when narrow. */
  controls?: React.ReactNode
  /** The ⋮ menu's entries. */
  actions?: readonly CardAction[]
  /** An ECharts option or a function of the tokens and language; its legend starts at the start side. */
  option: ChartOption
  /** The data in words, for screen readers (the chart itself is a picture). */
  summary: string
  height?: number
  /** Spans both columns of a two-column grid. */
  wide?: boolean
  className?: string
}) {
  return (
    <DashboardCard
      title={title}
      subtitle={subtitle}
      aside={controls}
      actions={actions}
      className={cn('min-w-0', wide && 'lg:col-span-2', className)}
    >
      {value !== undefined && (
        <p className="mb-2 flex flex-wrap items-center gap-2">
          <span className="text-2xl font-medium text-strong tabular-nums">{value}</span>
          {delta !== undefined && <TrendChip percent={delta} />}
        </p>
      )}
      <Chart
        option={(tokens, env) => legendAtStart(typeof option === 'function' ? option(tokens, env) : option)}
        label={[title, typeof value === 'string' ? value : ''].filter(Boolean).join(', ')}
        summary={summary}
        height={height}
        notMerge
      />
    </DashboardCard>
  )
}

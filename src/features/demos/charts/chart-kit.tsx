/**
 * The chart demo pages' card (SCREENS.md 4.2) over the one chart kit: the Chart wrapper mirrors
 * every option in RTL (src/ui/charts/mirror.ts) and options format numbers with the presets'
 * formatters (`compactNumber(env)`, `formatValue(env)` from src/ui/charts/presets.ts). Only the
 * card (title, headline, text alternative) and the month / weekday labels are the demos' own.
 */
import type { EChartsCoreOption } from 'echarts/core'
import { dateTimeFormat, formatNumber } from '@/lib/format'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { Chart, type ChartEnv, type ChartTokens } from '@/ui/chart'

/** The legend starts at the start side (the wrapper's mirroring moves it to the right in RTL). */
export function legendAtStart(option: EChartsCoreOption): EChartsCoreOption {
  return option.legend ? { ...option, legend: { left: 0, ...(option.legend as object) } } : option
}

/** Short month names of the active language, January first. */
export function monthNames(count = 12, style: 'short' | 'long' = 'short'): string[] {
  const f = dateTimeFormat({ month: style, timeZone: 'UTC' })
  return Array.from({ length: count }, (_, i) => f.format(Date.UTC(2026, i, 1)))
}

/** Short weekday names of the active language, Monday first. */
export function dayNames(): string[] {
  const f = dateTimeFormat({ weekday: 'short', timeZone: 'UTC' })
  return Array.from({ length: 7 }, (_, i) => f.format(Date.UTC(2026, 0, 5 + i)))
}

/**
 * One chart of a demo page: title, optional headline figure and actions, the chart (role img,
 * labelled by the title and headline) and a visually hidden text summary of its data.
 */
export function ChartCard({
  title,
  subtitle,
  headline,
  actions,
  summary,
  option,
  height = 300,
  wide,
}: {
  title: string
  subtitle?: string
  headline?: React.ReactNode
  actions?: React.ReactNode
  /** The data in words, for screen readers (the chart itself is a picture). */
  summary: string
  /** Mirrored for RTL by the Chart wrapper, once. */
  option: (tokens: ChartTokens, env: ChartEnv) => EChartsCoreOption
  height?: number
  wide?: boolean
}) {
  return (
    <Card className={wide ? 'min-w-0 lg:col-span-2' : 'min-w-0'}>
      <CardHeader className="flex-wrap">
        <div className="min-w-0">
          <CardTitle className="text-base">{title}</CardTitle>
          {subtitle && <CardSubtitle>{subtitle}</CardSubtitle>}
          {headline && <div className="mt-2 flex flex-wrap items-center gap-2 text-2xl font-medium text-strong">{headline}</div>}
        </div>
        {actions}
      </CardHeader>
      <CardBody>
        <figure className="m-0">
          <Chart
            label={[title, typeof headline === 'string' ? headline : ''].filter(Boolean).join(', ')}
            option={(c, env) => legendAtStart(option(c, env))}
            height={height}
            notMerge
          />
          <figcaption className="sr-only">{summary}</figcaption>
        </figure>
      </CardBody>
    </Card>
  )
}

/** "label: value, label: value" for a summary. */
export function describe(labels: string[], values: number[], options?: Intl.NumberFormatOptions): string {
  return labels.map((l, i) => `${l}: ${formatNumber(values[i] ?? 0, options)}`).join(', ')
}

/**
 * A small local helper for the two chart demo pages (SCREENS.md 4.2): a chart card with its text
 * alternative, RTL mirroring of cartesian options, Intl labels. The dashboards' option builders
 * (branch `dash`) may replace `mirror`, `axisNumber` and `ChartCard` when the two are unified.
 */
import type { EChartsCoreOption } from 'echarts/core'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, formatNumber } from '@/lib/format'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { Chart, type ChartTokens } from '@/ui/chart'

type Option = Record<string, unknown>
const list = (v: unknown): Option[] => (Array.isArray(v) ? (v as Option[]) : v ? [v as Option] : [])

/**
 * ECharts does not mirror itself: in RTL the x axes run from the right (`inverse`), the y axes
 * sit on the right and the legend starts on the right (SCREENS.md 4.3).
 */
export function mirror(option: Option, rtl: boolean): Option {
  const xAxis = list(option.xAxis).map((a) => (rtl ? { ...a, inverse: !a.inverse } : a))
  const yAxis = list(option.yAxis).map((a) => (rtl ? { ...a, position: a.position === 'right' ? 'left' : 'right' } : a))
  const legend = option.legend ? { ...(option.legend as Option), [rtl ? 'right' : 'left']: 0 } : undefined
  return {
    ...option,
    ...(xAxis.length ? { xAxis } : {}),
    ...(yAxis.length ? { yAxis } : {}),
    ...(legend ? { legend } : {}),
  }
}

/** Axis labels and tooltip values as numbers of the active language (compact: 12 k). */
export const axisNumber = (options?: Intl.NumberFormatOptions) => ({
  formatter: (v: number) => formatNumber(v, options ?? { notation: 'compact' }),
})
export const tooltipNumber = (options?: Intl.NumberFormatOptions) => ({
  valueFormatter: (v: unknown) => (typeof v === 'number' ? formatNumber(v, options) : String(v)),
})

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
  option: (tokens: ChartTokens) => EChartsCoreOption
  height?: number
  wide?: boolean
}) {
  const { i18n } = useTranslation()
  const rtl = i18n.dir() === 'rtl'
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
            option={(c) => mirror(option(c) as Option, rtl)}
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

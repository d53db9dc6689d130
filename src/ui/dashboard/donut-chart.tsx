import { Chart, type ChartProps } from '../chart'

/**
 * A donut with its centre figure as HTML over the ring (SCREENS section 4.1: no ECharts title
 * or graphic component, 10 kB saved; the text is real text, translated and selectable).
 */
export function DonutChart({ centre, caption, ...chart }: ChartProps & { centre: React.ReactNode; caption?: React.ReactNode }) {
  return (
    <div className="relative">
      <Chart {...chart} />
      <div aria-hidden className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
        <span className="text-xl font-medium text-strong tabular-nums">{centre}</span>
        {caption && <span className="text-xs text-muted">{caption}</span>}
      </div>
    </div>
  )
}

import { Chart, type ChartOption } from '@/ui/chart'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { TrendChip } from '@/ui/dashboard/trend'

/** A kit card with a headline figure (and its change) above one chart with its text alternative. */
export function ChartCard({
  title,
  subtitle,
  value,
  delta,
  option,
  summary,
  height = 140,
  className,
}: {
  title: string
  subtitle?: React.ReactNode
  value?: React.ReactNode
  delta?: number
  option: ChartOption
  summary: string
  height?: number
  className?: string
}) {
  return (
    <DashboardCard title={title} subtitle={subtitle} className={className}>
      {value !== undefined && (
        <p className="mb-2 flex flex-wrap items-center gap-2">
          <span className="text-2xl font-medium text-strong tabular-nums">{value}</span>
          {delta !== undefined && <TrendChip percent={delta} />}
        </p>
      )}
      <Chart option={option} label={title} summary={summary} height={height} />
    </DashboardCard>
  )
}

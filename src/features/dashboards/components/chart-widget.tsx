import { Download, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadCsv, toCsv } from '@/ui/data-table'
import { Chart, type ChartOption } from '@/ui/chart'
import { DashboardCard, type CardAction } from '@/ui/dashboard/dashboard-card'
import { TrendChip } from '@/ui/dashboard/trend'

/** The rows a widget's "Download" menu item exports (its chart's data, as shown). */
export interface WidgetData {
  file: string
  header: string[]
  rows: (string | number)[][]
}

/** The ⋮ menu of a widget: redraw it, download its data as CSV. Nothing pretends to save. */
export function useWidgetActions(data?: WidgetData): { actions: CardAction[]; drawKey: number } {
  const { t } = useTranslation('dashboards')
  const [drawKey, setDrawKey] = useState(0)
  const actions: CardAction[] = [{ label: t('menu.refresh'), icon: <RefreshCw />, onClick: () => setDrawKey((k) => k + 1) }]
  if (data)
    actions.push({
      label: t('menu.download'),
      icon: <Download />,
      onClick: () =>
        downloadCsv(
          data.file,
          toCsv(
            data.rows,
            data.header.map((header, i) => ({ header, value: (r: (string | number)[]) => r[i] ?? '' })),
          ),
        ),
    })
  return { actions, drawKey }
}

/** A big figure with its change chip and a caption. */
export function Headline({
  value,
  delta,
  invert,
  caption,
}: {
  value: React.ReactNode
  delta?: number
  invert?: boolean
  caption?: React.ReactNode
}) {
  return (
    <div className="mb-2 flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-2xl font-medium text-strong tabular-nums">{value}</span>
        {delta !== undefined && <TrendChip percent={delta} invert={invert} />}
      </div>
      {caption && <span className="text-sm text-muted">{caption}</span>}
    </div>
  )
}

/** A dashboard card with a headline figure and one chart (with its text alternative), then any extra content. */
export function ChartWidget({
  title,
  subtitle,
  headline,
  option,
  summary,
  height = 160,
  data,
  className,
  aside,
  children,
  below,
}: {
  title: string
  subtitle?: React.ReactNode
  headline?: React.ReactNode
  option: ChartOption
  /** The chart's text alternative: the headline figure and a short summary. */
  summary: string
  height?: number
  data?: WidgetData
  className?: string
  aside?: React.ReactNode
  /** Content beside the chart (on wide cards) … */
  children?: React.ReactNode
  /** … or under it. */
  below?: React.ReactNode
}) {
  const { actions, drawKey } = useWidgetActions(data)
  return (
    <DashboardCard title={title} subtitle={subtitle} actions={actions} aside={aside} className={className}>
      {headline}
      <div className={children ? 'grid items-center gap-4 sm:grid-cols-2' : undefined}>
        {children}
        <Chart key={drawKey} option={option} label={title} summary={summary} height={height} />
      </div>
      {below}
    </DashboardCard>
  )
}

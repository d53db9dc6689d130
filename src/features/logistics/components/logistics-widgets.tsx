import { AlertTriangle, Clock, GitFork, Truck } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDurationText, formatNumber } from '@/lib/format'
import { Chart } from '@/ui/chart'
import { seriesFacts } from '@/ui/charts/env'
import { mixedOption } from '@/ui/charts/presets'
import { DashboardCard } from '@/ui/dashboard/dashboard-card'
import { Select } from '@/ui/field'
import { StatCard } from '@/ui/stat-card'
import { toneClasses, type Tone } from '@/ui/tone'
import { LOGISTICS } from '../lib/template-data'

const pct = (n: number) => formatNumber(n / 100, { style: 'percent', maximumFractionDigits: 1 })
/** The stat card's bottom border on hover, in its tone (static classes for Tailwind). */
const HOVER_BORDER: Record<Tone, string> = {
  primary: 'hover:border-primary',
  secondary: 'hover:border-secondary',
  success: 'hover:border-success',
  info: 'hover:border-info',
  warning: 'hover:border-warning',
  error: 'hover:border-error',
}
const STAT_ICONS = { onRoute: <Truck />, withErrors: <AlertTriangle />, deviated: <GitFork />, late: <Clock /> }

/** The four counts (on route, with errors, deviated, late) with their weekly change. */
export function LogisticsStats() {
  const { t } = useTranslation('logistics')
  return (
    <div className="grid gap-6 sm:grid-cols-2 md:col-span-2 lg:col-span-3 lg:grid-cols-4">
      {LOGISTICS.stats.map((s) => (
        <StatCard
          key={s.key}
          layout="vertical"
          className={`border-b-2 border-transparent transition-colors ${HOVER_BORDER[s.tone]}`}
          label={t(`dashboard.stats.${s.key}`)}
          value={s.value}
          icon={STAT_ICONS[s.key]}
          tone={s.tone}
          delta={s.delta}
          invertDelta={s.key !== 'onRoute'}
          hint={t('dashboard.thanLastWeek')}
        />
      ))}
    </div>
  )
}

/** Vehicles overview: one bar split by state, then each state's time and share. */
export function VehiclesOverview() {
  const { t } = useTranslation('logistics')
  const rows = LOGISTICS.overview.map((o) => ({ ...o, name: t(`dashboard.segments.${o.key}`) }))
  return (
    <DashboardCard title={t('dashboard.vehiclesOverview')} className="md:col-span-2 lg:col-span-1">
      <div
        role="img"
        aria-label={rows.map((r) => t('dashboard.segmentShare', { name: r.name, percent: pct(r.percent) })).join(', ')}
        className="mb-2 flex h-10 gap-0.5 overflow-hidden rounded-md"
      >
        {rows.map((r) => (
          <span
            key={r.key}
            className={`flex items-center justify-center text-xs font-medium text-white ${toneClasses[r.tone].solid}`}
            style={{ width: `${r.percent}%` }}
          >
            {pct(r.percent)}
          </span>
        ))}
      </div>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t('dashboard.overviewLabel')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('dashboard.state')}</th>
            <th scope="col">{t('dashboard.time')}</th>
            <th scope="col">{t('dashboard.share')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-border last:border-0">
              <th scope="row" className="py-3 text-start font-normal">
                <span className="flex items-center gap-2">
                  <span aria-hidden className={`size-2.5 rounded-full ${toneClasses[r.tone].solid}`} />
                  {r.name}
                </span>
              </th>
              <td className="py-3 text-end text-muted">{formatDurationText(r.time)}</td>
              <td className="py-3 text-end font-medium text-strong tabular-nums">{pct(r.percent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardCard>
  )
}

type Month = keyof typeof LOGISTICS.shipments
const MONTH_KEYS = Object.keys(LOGISTICS.shipments) as Month[]
/** The month's name in the active language (Intl). */
const monthLabel = (m: Month) => formatDate(new Date(2026, MONTH_KEYS.indexOf(m), 1), { month: 'long' })

/** Shipment statistics: shipments (bars) and deliveries (line) over the first ten days of the chosen month. */
export function ShipmentStatistics() {
  const { t } = useTranslation('logistics')
  const [month, setMonth] = useState<Month>('jan')
  const data = LOGISTICS.shipments[month]
  const monthName = monthLabel(month)
  const days = data.shipment.map((_, i) => formatNumber(i + 1))
  const shipments = seriesFacts(data.shipment)
  const deliveries = seriesFacts(data.delivery)
  return (
    <DashboardCard
      title={t('dashboard.shipmentStatistics')}
      subtitle={t('dashboard.totalDeliveries', { value: formatNumber(deliveries.total) })}
      className="md:col-span-2"
      aside={
        <Select
          label={t('dashboard.month')}
          hideLabel
          value={month}
          onChange={(e) => setMonth(e.target.value as Month)}
          options={MONTH_KEYS.map((m) => ({ value: m, label: monthLabel(m) }))}
          className="h-9 w-36"
        />
      }
    >
      <Chart
        label={t('dashboard.shipmentStatistics')}
        summary={t('dashboard.shipmentSummary', {
          shipments: formatNumber(shipments.total),
          deliveries: formatNumber(deliveries.total),
          month: monthName,
          max: formatNumber(shipments.max),
        })}
        height={280}
        option={(c, env) =>
          mixedOption(
            {
              categories: days,
              bars: { name: t('dashboard.shipment'), data: [...data.shipment], tone: 'warning' },
              line: { name: t('dashboard.delivery'), data: [...data.delivery], tone: 'primary' },
            },
            c,
            env,
          )
        }
      />
    </DashboardCard>
  )
}

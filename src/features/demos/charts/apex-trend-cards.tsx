import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '@/lib/format'
import { Button, ButtonGroup } from '@/ui/button'
import { compactNumber, formatValue } from '@/ui/charts/presets'
import { ChartCard, describeSeries } from '@/ui/dashboard/chart-card'
import { dayNames, monthNames } from '@/ui/charts/calendar-labels'

const AREA = {
  visits: [100, 120, 90, 170, 130, 160, 140, 240, 220, 180, 270, 280],
  clicks: [60, 80, 70, 110, 80, 100, 90, 180, 160, 140, 200, 220],
  sales: [20, 40, 30, 70, 40, 60, 50, 140, 120, 100, 140, 180],
}

export function AreaCard() {
  const { t } = useTranslation('demos')
  const months = monthNames()
  const keys = Object.keys(AREA) as (keyof typeof AREA)[]
  return (
    <ChartCard
      wide
      title={t('charts.area.title')}
      subtitle={t('charts.area.subtitle')}
      summary={keys.map((k) => `${t(`charts.series.${k}`)} — ${describeSeries(months, AREA[k])}`).join('. ')}
      option={(c, env) => ({
        tooltip: { trigger: 'axis', valueFormatter: formatValue(env) },
        legend: { top: 0 },
        grid: { top: 40, bottom: 10, left: 10, right: 10, containLabel: true },
        xAxis: { type: 'category', boundaryGap: false, data: months },
        yAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        series: keys.map((k, i) => ({
          name: t(`charts.series.${k}`),
          type: 'line',
          stack: 'total',
          smooth: true,
          showSymbol: false,
          areaStyle: { opacity: 0.35 - i * 0.08 },
          lineStyle: { width: 2 },
          color: [c.info, c.primary, c.success][i],
          data: AREA[k],
        })),
      })}
    />
  )
}

const COLUMN = { apple: [90, 120, 55, 100, 80, 125, 175, 70, 88], samsung: [85, 100, 30, 40, 95, 90, 30, 110, 62] }

export function ColumnCard() {
  const { t } = useTranslation('demos')
  const days = Array.from({ length: 9 }, (_, i) => formatNumber(i + 7))
  return (
    <ChartCard
      title={t('charts.column.title')}
      subtitle={t('charts.column.subtitle')}
      summary={(['apple', 'samsung'] as const).map((k) => `${t(`charts.series.${k}`)} — ${describeSeries(days, COLUMN[k])}`).join('. ')}
      option={(c, env) => ({
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: formatValue(env) },
        legend: { top: 0 },
        grid: { top: 40, bottom: 10, left: 10, right: 10, containLabel: true },
        xAxis: { type: 'category', data: days },
        yAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        series: (['apple', 'samsung'] as const).map((k, i) => ({
          name: t(`charts.series.${k}`),
          type: 'bar',
          stack: 'phones',
          barWidth: '35%',
          color: [c.primary, c.info][i],
          data: COLUMN[k],
        })),
      })}
    />
  )
}

type Period = 'daily' | 'monthly' | 'yearly'
/** Deterministic points: (x, y) pairs spread by a simple generator, scaled by the period. */
function points(seed: number, count: number, scale: number): [number, number][] {
  let s = seed
  const next = () => (s = (s * 9301 + 49297) % 233280) / 233280
  return Array.from({ length: count }, () => [Math.round(next() * 20 * scale) / scale, Math.round(next() * 1000 * scale)])
}
const SCALE: Record<Period, number> = { daily: 1, monthly: 4, yearly: 12 }

export function ScatterCard() {
  const { t } = useTranslation('demos')
  const [period, setPeriod] = useState<Period>('daily')
  const sets = (['angular', 'vue', 'react'] as const).map((k, i) => ({ key: k, data: points(7 + i * 13, 16, SCALE[period]) }))
  return (
    <ChartCard
      title={t('charts.scatter.title')}
      subtitle={t('charts.scatter.subtitle')}
      controls={
        <ButtonGroup label={t('charts.period.label')}>
          {(['daily', 'monthly', 'yearly'] as const).map((p) => (
            <Button
              key={p}
              size="sm"
              variant={period === p ? 'filled' : 'outlined'}
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
            >
              {t(`charts.period.${p}`)}
            </Button>
          ))}
        </ButtonGroup>
      }
      summary={t('charts.scatter.summary', {
        period: t(`charts.period.${period}`),
        count: formatNumber(sets.reduce((n, s) => n + s.data.length, 0)),
      })}
      option={(c, env) => ({
        tooltip: { trigger: 'item' },
        legend: { top: 0 },
        grid: { top: 40, bottom: 10, left: 10, right: 10, containLabel: true },
        xAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        yAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        series: sets.map((s, i) => ({
          name: t(`charts.series.${s.key}`),
          type: 'scatter',
          symbolSize: 10,
          color: [c.error, c.success, c.info][i],
          data: s.data,
        })),
      })}
    />
  )
}

const BALANCE = [280, 200, 220, 180, 270, 250, 70, 90, 200, 150, 160, 100, 150, 100, 50]

export function BalanceLineCard() {
  const { t } = useTranslation('demos')
  const days = BALANCE.map((_, i) => formatNumber(i + 1))
  return (
    <ChartCard
      title={t('charts.balance.title')}
      subtitle={t('charts.balance.commercial')}
      value={formatMoney(221267, 'USD')}
      delta={-20}
      summary={`${formatMoney(221267, 'USD')}, ${formatNumber(-0.2, { style: 'percent', signDisplay: 'always' })}. ${describeSeries(days, BALANCE)}`}
      option={(c, env) => ({
        tooltip: { trigger: 'axis', valueFormatter: formatValue(env) },
        grid: { top: 20, bottom: 10, left: 10, right: 10, containLabel: true },
        xAxis: { type: 'category', data: days },
        yAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        series: [
          { type: 'line', name: t('charts.balance.title'), color: c.warning, lineStyle: { width: 3 }, symbolSize: 6, data: BALANCE },
        ],
      })}
    />
  )
}

const HBAR = [700, 350, 480, 600, 210, 550, 150]

export function BalanceBarCard() {
  const { t } = useTranslation('demos')
  const labels = dayNames()
  return (
    <ChartCard
      title={t('charts.balance.title')}
      value={formatMoney(74382.72, 'USD')}
      summary={`${formatMoney(74382.72, 'USD')}. ${describeSeries(labels, HBAR)}`}
      option={(c, env) => ({
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: formatValue(env) },
        grid: { top: 10, bottom: 10, left: 10, right: 20, containLabel: true },
        xAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        yAxis: { type: 'category', data: labels },
        series: [
          { type: 'bar', name: t('charts.balance.title'), color: c.info, barWidth: '40%', itemStyle: { borderRadius: 6 }, data: HBAR },
        ],
      })}
    />
  )
}

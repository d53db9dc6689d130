import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '@/lib/format'
import { Button, ButtonGroup } from '@/ui/button'
import { compactNumber, formatValue } from '@/ui/charts/presets'
import { ChartCard, describeSeries } from '@/ui/dashboard/chart-card'
import { ChartRangeField, dailyValue, dayLabel, useChartRange, weekdayOf } from './date-range'
import { dayNames } from '@/ui/charts/calendar-labels'

const AREA = [
  ['visits', 120, 280],
  ['clicks', 60, 200],
  ['sales', 20, 140],
] as const

export function AreaCard() {
  const { t } = useTranslation('demos')
  const { range, setRange, days } = useChartRange()
  const labels = days.map(dayLabel)
  const series = AREA.map(([key, min, max], i) => ({ key, data: days.map((d) => dailyValue(d, i, min, max)) }))
  return (
    <ChartCard
      wide
      title={t('charts.area.title')}
      subtitle={t('charts.area.subtitle')}
      controls={<ChartRangeField value={range} onChange={setRange} />}
      summary={
        days.length
          ? series.map((s) => `${t(`charts.series.${s.key}`)} — ${describeSeries(labels, s.data)}`).join('. ')
          : t('charts.range.empty')
      }
      option={(c, env) => ({
        tooltip: { trigger: 'axis', valueFormatter: formatValue(env) },
        legend: { top: 0 },
        grid: { top: 40, bottom: 10, left: 10, right: 10, containLabel: true },
        xAxis: { type: 'category', boundaryGap: false, data: labels },
        yAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        series: series.map((s, i) => ({
          name: t(`charts.series.${s.key}`),
          type: 'line',
          stack: 'total',
          smooth: true,
          showSymbol: false,
          areaStyle: { opacity: 0.35 - i * 0.08 },
          lineStyle: { width: 2 },
          color: [c.info, c.primary, c.success][i],
          data: s.data,
        })),
      })}
    />
  )
}

const COLUMN = [
  ['apple', 30, 125],
  ['samsung', 20, 110],
] as const

export function ColumnCard() {
  const { t } = useTranslation('demos')
  const { range, setRange, days } = useChartRange()
  const labels = days.map(dayLabel)
  const series = COLUMN.map(([key, min, max], i) => ({ key, data: days.map((d) => dailyValue(d, 10 + i, min, max)) }))
  return (
    <ChartCard
      title={t('charts.column.title')}
      subtitle={t('charts.column.subtitle')}
      controls={<ChartRangeField value={range} onChange={setRange} />}
      summary={
        days.length
          ? series.map((s) => `${t(`charts.series.${s.key}`)} — ${describeSeries(labels, s.data)}`).join('. ')
          : t('charts.range.empty')
      }
      option={(c, env) => ({
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: formatValue(env) },
        legend: { top: 0 },
        grid: { top: 40, bottom: 10, left: 10, right: 10, containLabel: true },
        xAxis: { type: 'category', data: labels },
        yAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        series: series.map((s, i) => ({
          name: t(`charts.series.${s.key}`),
          type: 'bar',
          stack: 'phones',
          barWidth: '35%',
          color: [c.primary, c.info][i],
          data: s.data,
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

export function BalanceBarCard() {
  const { t } = useTranslation('demos')
  const { range, setRange, days } = useChartRange()
  const labels = dayNames()
  // The balance of the range per weekday.
  const totals = labels.map(() => 0)
  for (const d of days) totals[weekdayOf(d)]! += dailyValue(d, 20, 50, 150) * 10
  const total = totals.reduce((a, b) => a + b, 0)
  return (
    <ChartCard
      title={t('charts.balance.title')}
      value={formatMoney(total, 'USD')}
      controls={<ChartRangeField value={range} onChange={setRange} />}
      summary={days.length ? `${formatMoney(total, 'USD')}. ${describeSeries(labels, totals)}` : t('charts.range.empty')}
      option={(c, env) => ({
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: formatValue(env) },
        grid: { top: 10, bottom: 10, left: 10, right: 20, containLabel: true },
        xAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        yAxis: { type: 'category', data: labels },
        series: [
          { type: 'bar', name: t('charts.balance.title'), color: c.info, barWidth: '40%', itemStyle: { borderRadius: 6 }, data: totals },
        ],
      })}
    />
  )
}

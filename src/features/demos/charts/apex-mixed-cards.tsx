import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { compactNumber, formatValue } from '@/ui/charts/presets'
import { ChartCard, describeSeries } from '@/ui/dashboard/chart-card'
import { dayNames } from '@/ui/charts/calendar-labels'
import { ChartRangeField, dailyValue, dayLabel, useChartRange } from './date-range'

/** Open, close, low, high per day (ECharts' candlestick order): a walk from the first day of the range. */
function candles(days: string[]): [number, number, number, number][] {
  let close = 150
  return days.map((d) => {
    const open = close
    close = Math.max(60, open + dailyValue(d, 30, -14, 16))
    return [open, close, Math.min(open, close) - dailyValue(d, 31, 1, 8), Math.max(open, close) + dailyValue(d, 32, 1, 8)]
  })
}

export function CandlestickCard() {
  const { t } = useTranslation('demos')
  const { range, setRange, days } = useChartRange()
  const data = candles(days)
  const last = data.at(-1)
  return (
    <ChartCard
      title={t('charts.stocks.title')}
      value={last ? formatMoney(last[1] * 250, 'USD') : undefined}
      controls={<ChartRangeField value={range} onChange={setRange} />}
      summary={
        last
          ? t('charts.stocks.summary', {
              days: formatNumber(data.length),
              open: formatNumber(data[0]![0]),
              close: formatNumber(last[1]),
              high: formatNumber(Math.max(...data.map((c) => c[3]))),
            })
          : t('charts.range.empty')
      }
      option={(c, env) => ({
        tooltip: { trigger: 'axis' },
        grid: { top: 20, bottom: 10, left: 10, right: 10, containLabel: true },
        xAxis: { type: 'category', data: days.map(dayLabel) },
        yAxis: { type: 'value', scale: true, axisLabel: { formatter: compactNumber(env) } },
        series: [
          {
            type: 'candlestick',
            name: t('charts.stocks.title'),
            itemStyle: { color: c.success, color0: c.error, borderColor: c.success, borderColor0: c.error },
            data,
          },
        ],
      })}
    />
  )
}

const HOURS = ['0', '4', '8', '12', '16', '20']
/** Sales per weekday and 4-hour slot (deterministic). */
const HEAT = dayNames().flatMap((_, d) =>
  HOURS.map((__, h) => [h, d, ((d * 7 + h * 13) % 60) + (h > 1 && h < 5 ? 30 : 0)] as [number, number, number]),
)

export function HeatmapCard() {
  const { t } = useTranslation('demos')
  const days = dayNames()
  const hours = HOURS.map((h) => formatDate(Date.UTC(2026, 0, 1, Number(h)), { hour: 'numeric', timeZone: 'UTC' }))
  const best = HEAT.reduce((a, b) => (b[2] > a[2] ? b : a))
  return (
    <ChartCard
      title={t('charts.heatmap.title')}
      summary={t('charts.heatmap.summary', { day: days[best[1]], hour: hours[best[0]], value: formatNumber(best[2]) })}
      option={(c) => ({
        tooltip: { position: 'top' },
        grid: { top: 10, bottom: 60, left: 10, right: 10, containLabel: true },
        xAxis: { type: 'category', data: hours, splitArea: { show: true } },
        yAxis: { type: 'category', data: days, splitArea: { show: true } },
        visualMap: {
          min: 0,
          max: 90,
          calculable: true,
          orient: 'horizontal',
          left: 'center',
          bottom: 0,
          inRange: { color: [c.surface, c.primary] },
          textStyle: { color: c.muted },
        },
        series: [
          {
            type: 'heatmap',
            name: t('charts.heatmap.title'),
            data: HEAT,
            itemStyle: { borderColor: c.surface, borderWidth: 2, borderRadius: 4 },
          },
        ],
      })}
    />
  )
}

const RINGS = [
  { key: 'comments', value: 80 },
  { key: 'replies', value: 50 },
  { key: 'shares', value: 35 },
] as const

export function RadialCard() {
  const { t } = useTranslation('demos')
  const total = RINGS.reduce((n, r) => n + r.value, 0)
  return (
    <ChartCard
      title={t('charts.statistics.title')}
      value={t('charts.statistics.total', { n: formatNumber(total) })}
      summary={describeSeries(
        RINGS.map((r) => t(`charts.series.${r.key}`)),
        RINGS.map((r) => r.value / 100),
        { style: 'percent' },
      )}
      option={(c) => ({
        tooltip: { trigger: 'item' },
        legend: { bottom: 0, data: RINGS.map((r) => t(`charts.series.${r.key}`)) },
        series: RINGS.map((r, i) => ({
          type: 'gauge',
          name: t(`charts.series.${r.key}`),
          radius: `${80 - i * 18}%`,
          center: ['50%', '45%'],
          startAngle: 90,
          endAngle: -270,
          pointer: { show: false },
          // The series' colour is the legend's too (the ring's own colour alone left the legend on the palette).
          itemStyle: { color: [c.primary, c.success, c.warning][i] },
          progress: { show: true, roundCap: true, width: 10 },
          axisLine: { lineStyle: { width: 10, color: [[1, c.border]] } },
          splitLine: { show: false },
          axisTick: { show: false },
          axisLabel: { show: false },
          detail: { show: false },
          title: { show: false },
          data: [{ value: r.value, name: t(`charts.series.${r.key}`) }],
        })),
      })}
    />
  )
}

const RADAR_AXES = ['battery', 'brand', 'camera', 'memory', 'storage', 'display'] as const
const PHONES = { iphone: [41, 64, 81, 60, 42, 42], samsung: [65, 46, 42, 25, 58, 63] }

export function RadarCard() {
  const { t } = useTranslation('demos')
  const axes = RADAR_AXES.map((a) => t(`charts.radar.${a}`))
  return (
    <ChartCard
      title={t('charts.radar.title')}
      summary={(['iphone', 'samsung'] as const).map((k) => `${t(`charts.series.${k}`)} — ${describeSeries(axes, PHONES[k])}`).join('. ')}
      option={(c) => ({
        tooltip: { trigger: 'item' },
        legend: { bottom: 0 },
        radar: { indicator: axes.map((name) => ({ name, max: 100 })), radius: '65%' },
        series: [
          {
            type: 'radar',
            data: (['iphone', 'samsung'] as const).map((k, i) => ({
              name: t(`charts.series.${k}`),
              value: PHONES[k],
              areaStyle: { opacity: 0.3 },
              itemStyle: { color: [c.primary, c.info][i] },
            })),
          },
        ],
      })}
    />
  )
}

const EXPENSES = { operational: 35, networking: 20, hiring: 15, rnd: 30 }

export function DonutCard() {
  const { t } = useTranslation('demos')
  const keys = Object.keys(EXPENSES) as (keyof typeof EXPENSES)[]
  return (
    <ChartCard
      title={t('charts.expense.title')}
      subtitle={t('charts.expense.subtitle')}
      summary={describeSeries(
        keys.map((k) => t(`charts.expense.${k}`)),
        keys.map((k) => EXPENSES[k] / 100),
        { style: 'percent' },
      )}
      option={(c, env) => ({
        tooltip: { trigger: 'item', valueFormatter: formatValue(env) },
        legend: { bottom: 0 },
        series: [
          {
            type: 'pie',
            radius: ['55%', '75%'],
            center: ['50%', '45%'],
            label: { formatter: (p: { percent: number }) => formatNumber(p.percent / 100, { style: 'percent' }) },
            color: [c.primary, c.warning, c.info, c.success],
            data: keys.map((k) => ({ name: t(`charts.expense.${k}`), value: EXPENSES[k] })),
          },
        ],
      })}
    />
  )
}

import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { compactNumber, formatValue } from '@/ui/charts/presets'
import { ChartCard, describeSeries } from '@/ui/dashboard/chart-card'
import { dayNames, monthNames } from '@/ui/charts/calendar-labels'

const grid = { top: 40, bottom: 10, left: 10, right: 10, containLabel: true }
const REGIONS = ['europe', 'asia', 'africa'] as const

const LINES = {
  europe: [80, 150, 180, 270, 210, 160, 160, 202, 265, 210, 270, 255],
  asia: [80, 125, 105, 130, 215, 195, 140, 160, 230, 300, 220, 170],
  africa: [80, 99, 82, 90, 115, 115, 74, 75, 130, 155, 125, 90],
}

export function MultiLineCard() {
  const { t } = useTranslation('demos')
  const months = monthNames()
  return (
    <ChartCard
      wide
      title={t('charts.statistics.title')}
      subtitle={t('charts.statistics.subtitle')}
      summary={REGIONS.map((k) => `${t(`charts.series.${k}`)} — ${describeSeries(months, LINES[k])}`).join('. ')}
      option={(c, env) => ({
        tooltip: { trigger: 'axis', valueFormatter: formatValue(env) },
        legend: { top: 0 },
        grid,
        xAxis: { type: 'category', boundaryGap: false, data: months },
        yAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        series: REGIONS.map((k, i) => ({
          name: t(`charts.series.${k}`),
          type: 'line',
          smooth: true,
          symbolSize: 7,
          color: [c.error, c.primary, c.warning][i],
          data: LINES[k],
        })),
      })}
    />
  )
}

const SKILLS = ['battery', 'brand', 'camera', 'memory', 'storage', 'display'] as const
const RADAR = { iphone: [70, 90, 85, 70, 80, 65], samsung: [65, 60, 75, 90, 70, 85] }

export function RadarCard() {
  const { t } = useTranslation('demos')
  const axes = SKILLS.map((s) => t(`charts.radar.${s}`))
  return (
    <ChartCard
      title={t('charts.radar.chartTitle')}
      summary={(['iphone', 'samsung'] as const).map((k) => `${t(`charts.series.${k}`)} — ${describeSeries(axes, RADAR[k])}`).join('. ')}
      option={(c) => ({
        tooltip: { trigger: 'item' },
        legend: { bottom: 0 },
        radar: { indicator: axes.map((name) => ({ name, max: 100 })), radius: '62%', shape: 'circle' },
        series: [
          {
            type: 'radar',
            data: (['iphone', 'samsung'] as const).map((k, i) => ({
              name: t(`charts.series.${k}`),
              value: RADAR[k],
              areaStyle: { opacity: 0.25 },
              itemStyle: { color: [c.warning, c.info][i] },
            })),
          },
        ],
      })}
    />
  )
}

const POLAR = { tablets: 19, phones: 17.5, laptops: 15, europe: 13.5, asia: 11, africa: 9 }

export function PolarAreaCard() {
  const { t } = useTranslation('demos')
  const keys = Object.keys(POLAR) as (keyof typeof POLAR)[]
  return (
    <ChartCard
      title={t('charts.skills.title')}
      summary={describeSeries(
        keys.map((k) => t(`charts.series.${k}`)),
        keys.map((k) => POLAR[k]),
      )}
      option={(c, env) => ({
        tooltip: { trigger: 'item', valueFormatter: formatValue(env) },
        legend: { bottom: 0 },
        series: [
          {
            type: 'pie',
            roseType: 'area',
            radius: ['10%', '70%'],
            center: ['50%', '45%'],
            label: { show: false },
            itemStyle: { borderRadius: 4 },
            color: c.palette,
            data: keys.map((k) => ({ name: t(`charts.series.${k}`), value: POLAR[k] })),
          },
        ],
      })}
    />
  )
}

/** [price, sales, reviews]: the third value sizes the bubble. */
const BUBBLES: [number, number, number][] = [
  [20, 74, 10],
  [10, 110, 8],
  [30, 165, 15],
  [40, 200, 20],
  [50, 105, 12],
  [60, 125, 18],
  [70, 140, 9],
  [80, 90, 14],
  [90, 170, 22],
  [100, 75, 11],
  [110, 190, 16],
  [120, 130, 7],
  [130, 60, 19],
  [140, 150, 13],
  [150, 95, 21],
]

export function BubbleCard() {
  const { t } = useTranslation('demos')
  return (
    <ChartCard
      title={t('charts.bubble.title')}
      summary={t('charts.bubble.summary', { count: formatNumber(BUBBLES.length) })}
      option={(c, env) => ({
        tooltip: { trigger: 'item' },
        grid,
        xAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        yAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        series: [
          {
            type: 'scatter',
            name: t('charts.bubble.title'),
            color: c.warning,
            itemStyle: { opacity: 0.75 },
            symbolSize: (v: number[]) => v[2]! * 1.6,
            data: BUBBLES,
          },
        ],
      })}
    />
  )
}

function cloud(seed: number, count: number): [number, number][] {
  let s = seed
  const next = () => (s = (s * 9301 + 49297) % 233280) / 233280
  return Array.from({ length: count }, () => [Math.round(next() * 140), Math.round(50 + next() * 350)])
}
const PRODUCTS = { iphone: cloud(3, 18), samsung: cloud(11, 18), tablets: cloud(29, 18) }

export function ProductScatterCard() {
  const { t } = useTranslation('demos')
  const keys = Object.keys(PRODUCTS) as (keyof typeof PRODUCTS)[]
  return (
    <ChartCard
      title={t('charts.product.title')}
      summary={t('charts.scatter.summary', { count: formatNumber(keys.length * 18), period: t('charts.period.monthly') })}
      option={(c, env) => ({
        tooltip: { trigger: 'item' },
        legend: { top: 0 },
        grid,
        xAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        yAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        series: keys.map((k, i) => ({
          name: t(`charts.series.${k}`),
          type: 'scatter',
          symbolSize: 9,
          color: [c.primary, c.warning, c.success][i],
          data: PRODUCTS[k],
        })),
      })}
    />
  )
}

const AREAS = {
  europe: [40, 55, 45, 75, 65, 55, 70, 60, 100, 98, 90, 120],
  asia: [70, 85, 75, 150, 100, 140, 110, 105, 160, 150, 125, 190],
  africa: [240, 195, 160, 215, 185, 215, 185, 200, 250, 210, 195, 250],
}

export function FilledLinesCard() {
  const { t } = useTranslation('demos')
  const months = monthNames()
  return (
    <ChartCard
      wide
      title={t('charts.column.title')}
      summary={REGIONS.map((k) => `${t(`charts.series.${k}`)} — ${describeSeries(months, AREAS[k])}`).join('. ')}
      option={(c, env) => ({
        tooltip: { trigger: 'axis', valueFormatter: formatValue(env) },
        legend: { top: 0 },
        grid,
        xAxis: { type: 'category', boundaryGap: false, data: months },
        yAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        series: REGIONS.map((k, i) => ({
          name: t(`charts.series.${k}`),
          type: 'line',
          showSymbol: false,
          areaStyle: { opacity: 0.3 },
          lineStyle: { width: 0 },
          color: [c.info, c.primary, c.secondary][i],
          data: AREAS[k],
        })),
      })}
    />
  )
}

const LATEST = [275, 90, 190, 205, 125, 85, 55, 87, 127, 150, 230, 280, 190]

export function LatestBarCard() {
  const { t } = useTranslation('demos')
  const days = LATEST.map((_, i) => formatNumber(i + 7))
  return (
    <ChartCard
      title={t('charts.latest.title')}
      summary={describeSeries(days, LATEST)}
      option={(c, env) => ({
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: formatValue(env) },
        grid: { ...grid, top: 20 },
        xAxis: { type: 'category', data: days },
        yAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        series: [
          {
            type: 'bar',
            name: t('charts.latest.title'),
            color: c.warning,
            barWidth: '45%',
            itemStyle: { borderRadius: [6, 6, 0, 0] },
            data: LATEST,
          },
        ],
      })}
    />
  )
}

const HBAR = [710, 350, 580, 460, 120, 600, 240]

export function HorizontalBarCard() {
  const { t } = useTranslation('demos')
  const days = dayNames()
  return (
    <ChartCard
      title={t('charts.balance.title')}
      summary={describeSeries(days, HBAR)}
      option={(c, env) => ({
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: formatValue(env) },
        grid: { ...grid, top: 10, right: 20 },
        xAxis: { type: 'value', axisLabel: { formatter: compactNumber(env) } },
        yAxis: { type: 'category', data: days },
        series: [
          { type: 'bar', name: t('charts.balance.title'), color: c.info, barWidth: '40%', itemStyle: { borderRadius: 6 }, data: HBAR },
        ],
      })}
    />
  )
}

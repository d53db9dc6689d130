import type { Build, NamedSeries, SeriesTone, ValueFormat } from './preset-parts'
import { colourOf, fmt } from './preset-parts'

/** The round presets: donut, gauge and radar (see presets.ts). */
/** Donut (ring): the centre figure is an HTML overlay (DonutChart), not an ECharts title. */
export const donutOption: Build<{ items: { name: string; value: number; tone?: SeriesTone }[]; format?: ValueFormat }> = (
  spec,
  tokens,
  env,
) => ({
  tooltip: { trigger: 'item', valueFormatter: fmt(env, spec.format), confine: true },
  series: [
    {
      type: 'pie',
      radius: ['70%', '90%'],
      avoidLabelOverlap: true,
      label: { show: false },
      labelLine: { show: false },
      itemStyle: { borderColor: tokens.surface, borderWidth: 2 },
      data: spec.items.map((it, i) => ({ name: it.name, value: it.value, itemStyle: { color: colourOf(tokens, it.tone, i) } })),
    },
  ],
})

/** Gauge with a progress arc: a semicircle or three quarters, dashed track on request; the figure is a percentage. */
export const gaugeOption: Build<{
  value: number
  max?: number
  name?: string
  arc?: 'semi' | 'wide'
  dashed?: boolean
  tone?: SeriesTone
}> = (spec, tokens, env) => {
  const max = spec.max ?? 100
  const colour = colourOf(tokens, spec.tone ?? 'primary')
  const [startAngle, endAngle] = spec.arc === 'semi' ? [180, 0] : [225, -45]
  return {
    series: [
      {
        type: 'gauge',
        startAngle,
        endAngle,
        min: 0,
        max,
        radius: '95%',
        center: ['50%', spec.arc === 'semi' ? '75%' : '55%'],
        pointer: { show: false },
        progress: { show: true, width: 14, roundCap: !spec.dashed, itemStyle: { color: colour } },
        axisLine: { roundCap: !spec.dashed, lineStyle: { width: 14, color: [[1, tokens.border]] } },
        axisTick: { show: false },
        axisLabel: { show: false },
        splitNumber: spec.dashed ? 24 : 1,
        splitLine: spec.dashed
          ? { show: true, distance: -14, length: 14, lineStyle: { color: tokens.surface, width: 3 } }
          : { show: false },
        title: { show: Boolean(spec.name), offsetCenter: [0, spec.arc === 'semi' ? '-5%' : '25%'], color: tokens.muted, fontSize: 13 },
        detail: {
          valueAnimation: false,
          offsetCenter: [0, spec.arc === 'semi' ? '-30%' : '0%'],
          color: tokens.strong,
          fontSize: 24,
          fontWeight: 500,
          formatter: (v: number) => env.number(v / max, { style: 'percent', maximumFractionDigits: 0 }),
        },
        data: [{ value: spec.value, name: spec.name ?? '' }],
      },
    ],
  }
}

/** Radar with filled series (CRM sales). */
export const radarOption: Build<{ indicators: string[]; series: NamedSeries[]; format?: ValueFormat }> = (spec, tokens, env) => {
  const max = Math.max(1, ...spec.series.flatMap((s) => s.data))
  return {
    legend: { bottom: 0, left: 'center', icon: 'circle', itemWidth: 10 },
    tooltip: { trigger: 'item', valueFormatter: fmt(env, spec.format), confine: true },
    radar: {
      indicator: spec.indicators.map((name) => ({ name, max: Math.ceil(max * 1.1) })),
      shape: 'polygon',
      splitNumber: 4,
      radius: '65%',
    },
    series: [
      {
        type: 'radar',
        symbol: 'none',
        data: spec.series.map((s, i) => {
          const colour = colourOf(tokens, s.tone, i)
          return {
            name: s.name,
            value: s.data,
            lineStyle: { color: colour, width: 2 },
            itemStyle: { color: colour },
            areaStyle: { color: colour, opacity: 0.3 },
          }
        }),
      },
    ],
  }
}

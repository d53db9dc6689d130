import { axisTooltip, colourOf, compact, fade, fmt, type Build, type NamedSeries, type ValueFormat } from './preset-parts'
import type { ChartTokens } from './tokens'

/**
 * The chart presets of the dashboard kit (SCREENS section 4.1): pure functions of the data, the
 * theme tokens and the language environment, returning an ECharts option. Colours are tokens
 * (never literals), numbers and dates go through the environment's Intl formatters; mirroring
 * for RTL is done once by the Chart wrapper (mirror.ts).
 */
export { donutOption, gaugeOption, radarOption } from './presets-round'
export type { NamedSeries, SeriesTone, ValueFormat } from './preset-parts'
/** The presets' Intl formatters, for a page's own options: `axisLabel: { formatter: compactNumber(env) }`. */
export { compact as compactNumber, fmt as formatValue } from './preset-parts'

/** Sparkline (line, area or bar) without axes: a small trend next to a figure. */
export const sparklineOption: Build<{
  kind: 'line' | 'area' | 'bar'
  series: NamedSeries[]
  categories?: string[]
  format?: ValueFormat
  markers?: boolean
  highlight?: 'max' | number
}> = (spec, tokens, env) => {
  const categories = spec.categories ?? spec.series[0]?.data.map((_, i) => String(i + 1)) ?? []
  return {
    grid: { left: 2, right: 2, top: 6, bottom: 2 },
    xAxis: { type: 'category', show: false, data: categories, boundaryGap: spec.kind === 'bar' },
    yAxis: { type: 'value', show: false, scale: spec.kind !== 'bar' },
    tooltip: axisTooltip(env, spec.format),
    series: spec.series.map((s, i) => {
      const colour = colourOf(tokens, s.tone, i)
      if (spec.kind === 'bar') return barSeries(s, colour, spec.highlight, tokens)
      return {
        type: 'line',
        name: s.name,
        data: s.data,
        smooth: spec.kind === 'area',
        showSymbol: Boolean(spec.markers),
        symbolSize: 6,
        lineStyle: { width: 2, color: colour, type: i > 0 ? 'dashed' : 'solid' },
        itemStyle: { color: colour, borderColor: tokens.surface },
        areaStyle: spec.kind === 'area' ? { color: fade(colour), opacity: 0.4 } : undefined,
      }
    }),
  }
}

/** One bar series; with `highlight` ('max' or an index) that bar is full colour, the others a light tint. */
function barSeries(s: NamedSeries, colour: string, highlight: 'max' | number | undefined, tokens: ChartTokens) {
  const at = highlight === 'max' ? s.data.indexOf(Math.max(...s.data)) : highlight
  return {
    type: 'bar',
    name: s.name,
    barMaxWidth: 28,
    itemStyle: { color: colour, borderRadius: 4 },
    data:
      at === undefined
        ? s.data
        : s.data.map((value, i) => ({
            value,
            itemStyle: { color: colour, opacity: i === at ? 1 : 0.16 },
            emphasis: { itemStyle: { color: i === at ? colour : tokens.border } },
          })),
  }
}

/** Area chart with axes: lines (smooth unless `smooth: false`, e.g. for counts per day) with a fading fill, optionally stacked. */
export const areaOption: Build<{
  categories: string[]
  series: NamedSeries[]
  format?: ValueFormat
  stacked?: boolean
  legend?: boolean
  smooth?: boolean
}> = (spec, tokens, env) => ({
  grid: { left: 8, right: 8, top: spec.legend ? 36 : 12, bottom: 4, containLabel: true },
  legend: spec.legend ? { top: 0, left: 0, icon: 'circle', itemWidth: 10 } : undefined,
  xAxis: { type: 'category', data: spec.categories, boundaryGap: false },
  yAxis: { type: 'value', axisLabel: { formatter: compact(env, spec.format) } },
  tooltip: axisTooltip(env, spec.format),
  series: spec.series.map((s, i) => {
    const colour = colourOf(tokens, s.tone, i)
    return {
      type: 'line',
      name: s.name,
      data: s.data,
      smooth: spec.smooth ?? true,
      showSymbol: false,
      stack: spec.stacked ? 'total' : undefined,
      lineStyle: { width: 2, color: colour },
      itemStyle: { color: colour },
      areaStyle: { color: fade(colour), opacity: 0.35 },
    }
  }),
})

/** Bar chart with axes; `highlight` ('max' or an index) marks one bar; `horizontal` swaps the axes. */
export const barOption: Build<{
  categories: string[]
  series: NamedSeries[]
  format?: ValueFormat
  highlight?: 'max' | number
  horizontal?: boolean
  legend?: boolean
}> = (spec, tokens, env) => {
  const category = { type: 'category', data: spec.categories, axisTick: { show: false } }
  const value = { type: 'value', axisLabel: { formatter: compact(env, spec.format) } }
  return {
    grid: { left: 8, right: 8, top: spec.legend ? 36 : 12, bottom: 4, containLabel: true },
    legend: spec.legend ? { top: 0, left: 0, icon: 'circle', itemWidth: 10 } : undefined,
    xAxis: spec.horizontal ? value : category,
    yAxis: spec.horizontal ? category : value,
    tooltip: { ...axisTooltip(env, spec.format), axisPointer: { type: 'shadow' } },
    series: spec.series.map((s, i) =>
      barSeries(s, colourOf(tokens, s.tone, i), spec.series.length === 1 ? spec.highlight : undefined, tokens),
    ),
  }
}

/** Stacked bars of a positive and a negative series (earnings up, expenses down), one stack. */
export const stackedOption: Build<{ categories: string[]; positive: NamedSeries; negative: NamedSeries; format?: ValueFormat }> = (
  spec,
  tokens,
  env,
) => ({
  grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
  legend: { top: 0, left: 0, icon: 'circle', itemWidth: 10 },
  xAxis: { type: 'category', data: spec.categories, axisTick: { show: false } },
  yAxis: { type: 'value', axisLabel: { formatter: (v: number) => compact(env, spec.format)(Math.abs(v)) } },
  tooltip: {
    ...axisTooltip(env, spec.format),
    valueFormatter: (v: unknown) => (typeof v === 'number' ? env.number(Math.abs(v), spec.format) : ''),
  },
  series: [
    {
      type: 'bar',
      name: spec.positive.name,
      stack: 'total',
      barMaxWidth: 20,
      data: spec.positive.data,
      itemStyle: { color: colourOf(tokens, spec.positive.tone ?? 'primary'), borderRadius: [4, 4, 0, 0] },
    },
    {
      type: 'bar',
      name: spec.negative.name,
      stack: 'total',
      barMaxWidth: 20,
      data: spec.negative.data.map((v) => -Math.abs(v)),
      itemStyle: { color: colourOf(tokens, spec.negative.tone ?? 'warning'), borderRadius: [0, 0, 4, 4] },
    },
  ],
})

/** Bars with a line on a second value axis (shipments and their on-time rate). */
export const mixedOption: Build<{
  categories: string[]
  bars: NamedSeries
  line: NamedSeries
  barFormat?: ValueFormat
  lineFormat?: ValueFormat
}> = (spec, tokens, env) => {
  const barColour = colourOf(tokens, spec.bars.tone ?? 'warning')
  const lineColour = colourOf(tokens, spec.line.tone ?? 'primary')
  return {
    grid: { left: 8, right: 8, top: 36, bottom: 4, containLabel: true },
    legend: { top: 0, left: 0, icon: 'circle', itemWidth: 10 },
    xAxis: { type: 'category', data: spec.categories, axisTick: { show: false } },
    yAxis: [
      { type: 'value', axisLabel: { formatter: compact(env, spec.barFormat) } },
      {
        type: 'value',
        position: 'right',
        splitLine: { show: false },
        axisLabel: { formatter: (v: number) => env.number(v, spec.lineFormat) },
      },
    ],
    tooltip: { trigger: 'axis', confine: true },
    series: [
      {
        type: 'bar',
        name: spec.bars.name,
        data: spec.bars.data,
        barMaxWidth: 20,
        itemStyle: { color: barColour, borderRadius: 4 },
        tooltip: { valueFormatter: fmt(env, spec.barFormat) },
      },
      {
        type: 'line',
        name: spec.line.name,
        data: spec.line.data,
        yAxisIndex: 1,
        smooth: true,
        symbolSize: 7,
        lineStyle: { width: 2, color: lineColour },
        itemStyle: { color: lineColour, borderColor: tokens.surface, borderWidth: 2 },
        tooltip: { valueFormatter: fmt(env, spec.lineFormat) },
      },
    ],
  }
}

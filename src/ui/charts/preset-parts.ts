import type { EChartsCoreOption } from 'echarts/core'
import type { ChartEnv } from './env'
import type { ChartTokens } from './tokens'

/** What every chart preset shares: series and format types, token colours, Intl formatters. */
export type SeriesTone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error'
export interface NamedSeries {
  name: string
  data: number[]
  tone?: SeriesTone
}
/** How values read: a number, a currency or a percentage (Intl options). */
export type ValueFormat = Intl.NumberFormatOptions

export type Build<S> = (spec: S, tokens: ChartTokens, env: ChartEnv) => EChartsCoreOption

export const colourOf = (tokens: ChartTokens, tone: SeriesTone | undefined, i = 0) =>
  tone ? tokens[tone] : tokens.palette[i % tokens.palette.length]!
export const fmt = (env: ChartEnv, format?: ValueFormat) => (v: unknown) =>
  typeof v === 'number' ? env.number(v, format) : String(v ?? '')
export const compact = (env: ChartEnv, format?: ValueFormat) => (v: number) =>
  env.number(v, { ...format, notation: 'compact', maximumFractionDigits: 1 })
export const fade = (colour: string) => ({
  type: 'linear',
  x: 0,
  y: 0,
  x2: 0,
  y2: 1,
  colorStops: [
    { offset: 0, color: colour },
    { offset: 1, color: 'transparent' },
  ],
})
export const axisTooltip = (env: ChartEnv, format?: ValueFormat) => ({ trigger: 'axis', valueFormatter: fmt(env, format), confine: true })

import { describe, expect, it } from 'vitest'
import { resolveOption } from '../chart'
import { chartEnv, seriesFacts } from './env'
import { mirrorOption } from './mirror'
import { areaOption, barOption, donutOption, gaugeOption, mixedOption, radarOption, sparklineOption, stackedOption } from './presets'
import { chartTheme, readChartTokens, type ChartTokens } from './tokens'

/* eslint-disable @typescript-eslint/no-explicit-any -- options are read as plain JSON */
const tokens: ChartTokens = {
  ...readChartTokens(null),
  primary: '#8c57ff',
  success: '#56ca00',
  warning: '#ffb400',
  surface: '#312d4b',
  border: '#44405b',
}
tokens.palette = [tokens.primary, tokens.info, tokens.success, tokens.warning, tokens.error, tokens.secondary]
const fr = chartEnv('fr')
const en = chartEnv('en')
const ar = chartEnv('ar')
const days = ['Lun', 'Mar', 'Mer']

describe('chart presets: colours from the tokens', () => {
  it('bar with a highlighted bar: the maximum in the chosen primary, the others a tint of it', () => {
    const o = barOption({ categories: days, series: [{ name: 'Gains', data: [3, 9, 4] }], highlight: 'max' }, tokens, en) as any
    const data = o.series[0].data
    expect(data.map((d: any) => d.itemStyle.color)).toEqual([tokens.primary, tokens.primary, tokens.primary])
    expect(data.map((d: any) => d.itemStyle.opacity)).toEqual([0.16, 1, 0.16])
  })

  it('series take their tone, then the palette in order; stacked ± uses primary and warning', () => {
    const a = areaOption(
      {
        categories: days,
        series: [
          { name: 'a', data: [1, 2, 3] },
          { name: 'b', data: [1, 2, 3], tone: 'success' },
        ],
      },
      tokens,
      en,
    ) as any
    expect(a.series[0].lineStyle.color).toBe(tokens.primary)
    expect(a.series[1].lineStyle.color).toBe(tokens.success)
    const s = stackedOption(
      { categories: days, positive: { name: '+', data: [5, 6, 7] }, negative: { name: '-', data: [2, 3, 1] } },
      tokens,
      en,
    ) as any
    expect(s.series.map((x: any) => x.itemStyle.color)).toEqual([tokens.primary, tokens.warning])
    expect(s.series[1].data).toEqual([-2, -3, -1])
    expect(s.series.every((x: any) => x.stack === 'total')).toBe(true)
  })

  it('donut borders and gauge track follow the surface and border tokens (dark theme here)', () => {
    const d = donutOption(
      {
        items: [
          { name: 'x', value: 1 },
          { name: 'y', value: 2, tone: 'success' },
        ],
      },
      tokens,
      en,
    ) as any
    expect(d.series[0].itemStyle.borderColor).toBe(tokens.surface)
    expect(d.series[0].data.map((x: any) => x.itemStyle.color)).toEqual([tokens.primary, tokens.success])
    const g = gaugeOption({ value: 85, dashed: true, arc: 'semi' }, tokens, en) as any
    expect(g.series[0].axisLine.lineStyle.color).toEqual([[1, tokens.border]])
    expect(g.series[0].splitLine.lineStyle.color).toBe(tokens.surface)
    expect(g.series[0].progress.itemStyle.color).toBe(tokens.primary)
  })

  it('a new primary colour gives a new option and theme (redrawn on change)', () => {
    const purple = barOption({ categories: days, series: [{ name: 'x', data: [1, 2, 3] }] }, tokens, en) as any
    const teal = { ...tokens, primary: '#0d9394', palette: ['#0d9394', ...tokens.palette.slice(1)] }
    const again = barOption({ categories: days, series: [{ name: 'x', data: [1, 2, 3] }] }, teal, en) as any
    expect(purple.series[0].itemStyle.color).toBe('#8c57ff')
    expect(again.series[0].itemStyle.color).toBe('#0d9394')
    expect((chartTheme(teal) as any).color[0]).toBe('#0d9394')
  })
})

describe('chart presets: Intl for the active language', () => {
  it('axis labels are compact numbers of the language', () => {
    const label = (env: typeof fr) =>
      (areaOption({ categories: days, series: [{ name: 'a', data: [1] }] }, tokens, env) as any).yAxis.axisLabel.formatter(12500)
    expect(label(en)).toBe('12.5K')
    expect(label(fr)).toBe('12,5\u00a0k')
    expect(label(ar)).toMatch(/^12[.,٫]5/)
  })

  it('tooltips format currencies for the language; stacked negatives read as amounts', () => {
    const eur = { style: 'currency', currency: 'EUR' } as const
    const s = stackedOption(
      { categories: days, positive: { name: '+', data: [1] }, negative: { name: '-', data: [1] }, format: eur },
      tokens,
      fr,
    ) as any
    expect(s.tooltip.valueFormatter(-1234.5)).toBe('1\u202f234,50\u00a0€')
    const b = barOption({ categories: days, series: [{ name: 'x', data: [1] }], format: eur }, tokens, en) as any
    expect(b.tooltip.valueFormatter(1234.5)).toBe('€1,234.50')
    expect(b.tooltip.valueFormatter(1234.5)).not.toBe(
      (barOption({ categories: days, series: [{ name: 'x', data: [1] }], format: eur }, tokens, ar) as any).tooltip.valueFormatter(1234.5),
    )
  })

  it('the gauge figure is a percentage of the language; dates are the language’s', () => {
    const g = (env: typeof fr) => (gaugeOption({ value: 85 }, tokens, env) as any).series[0].detail.formatter(85)
    expect(g(en)).toBe('85%')
    expect(g(fr)).toBe('85\u00a0%')
    expect(fr.date('2026-03-05')).toBe('5 mars')
    expect(en.date('2026-03-05')).toBe('Mar 5')
    expect(ar.date('2026-03-05')).toMatch(/مارس/)
  })
})

describe('chart presets: right to left', () => {
  it('category axes run right to left, value axes sit on the right, grid and legend swap sides', () => {
    const o = resolveOption(
      (c, env) => barOption({ categories: days, series: [{ name: 'x', data: [1, 2, 3] }], legend: true }, c, env),
      tokens,
      ar,
    ) as any
    expect(o.xAxis.inverse).toBe(true)
    expect(o.yAxis.position).toBe('right')
    expect(o.legend.right).toBe(0)
    expect(o.legend.left).toBeUndefined()
    expect(o.legend.align).toBe('right')
    expect(o.tooltip.extraCssText).toContain('direction: rtl')
    const ltr = resolveOption(
      (c, env) => barOption({ categories: days, series: [{ name: 'x', data: [1, 2, 3] }], legend: true }, c, env),
      tokens,
      en,
    ) as any
    expect(ltr.xAxis.inverse).toBeUndefined()
    expect(ltr.yAxis.position).toBeUndefined()
    expect(ltr.legend.left).toBe(0)
  })

  it('mixed bar + line: the two value axes swap sides', () => {
    const o = mirrorOption(
      mixedOption({ categories: days, bars: { name: 'b', data: [1, 2, 3] }, line: { name: 'l', data: [1, 2, 3] } }, tokens, ar),
      true,
    ) as any
    expect(o.yAxis.map((a: any) => a.position)).toEqual(['right', 'left'])
  })

  it('horizontal bars grow from the right; gauges and donuts sweep the other way', () => {
    const h = mirrorOption(
      barOption({ categories: days, series: [{ name: 'x', data: [1, 2, 3] }], horizontal: true }, tokens, ar),
      true,
    ) as any
    expect(h.xAxis.type).toBe('value')
    expect(h.xAxis.inverse).toBe(true)
    expect(h.yAxis.position).toBe('right')
    const g = mirrorOption(gaugeOption({ value: 50, arc: 'semi' }, tokens, ar), true) as any
    expect([g.series[0].startAngle, g.series[0].endAngle, g.series[0].clockwise]).toEqual([0, 180, false])
    const d = mirrorOption(donutOption({ items: [{ name: 'x', value: 1 }] }, tokens, ar), true) as any
    expect(d.series[0].clockwise).toBe(false)
  })

  it('sparklines and radar mirror too (no axis shown, but the time still runs right to left)', () => {
    const s = mirrorOption(sparklineOption({ kind: 'area', series: [{ name: 'x', data: [1, 2, 3] }] }, tokens, ar), true) as any
    expect(s.xAxis.inverse).toBe(true)
    expect(s.grid.left).toBe(2)
    const r = mirrorOption(radarOption({ indicators: ['a', 'b', 'c'], series: [{ name: 'x', data: [1, 2, 3] }] }, tokens, ar), true) as any
    expect(r.radar.indicator).toHaveLength(3)
  })
})

describe('text alternative facts', () => {
  it('min, max (and where), total, first and last of a series', () => {
    expect(seriesFacts([3, 9, 4])).toEqual({ count: 3, min: 3, max: 9, total: 16, first: 3, last: 4, maxIndex: 1 })
    expect(seriesFacts([]).count).toBe(0)
  })
})

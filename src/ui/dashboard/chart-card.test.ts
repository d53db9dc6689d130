import i18n from 'i18next'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resolveOption } from '@/ui/chart'
import { chartEnv } from '@/ui/charts/env'
import { compactNumber, formatValue } from '@/ui/charts/presets'
import { dayNames, monthNames } from '@/ui/charts/calendar-labels'
import { describeSeries, legendAtStart } from './chart-card'
import type { ChartTokens } from '@/ui/chart'
import { setupTestI18n } from '@/testing/render'

/** The chart cards' options go through the one chart kit: mirrored once in RTL, Intl numbers of the language. */
describe('chart demo options (src/ui/charts)', () => {
  const tokens = {} as ChartTokens
  const option = () => ({
    legend: { top: 0 },
    xAxis: { type: 'category', data: ['a', 'b'] },
    yAxis: [{ type: 'value' }, { type: 'value', position: 'right' }],
    series: [],
  })

  it('leaves left-to-right options as they are', () => {
    expect(resolveOption(option, tokens, chartEnv('fr'))).toEqual(option())
  })

  it('runs x axes from the right and moves y axes to the other side, once (not mirrored back)', () => {
    const out = resolveOption(option, tokens, chartEnv('ar')) as unknown as { xAxis: { inverse: boolean }; yAxis: { position: string }[] }
    expect(out.xAxis.inverse).toBe(true)
    expect(out.yAxis.map((a) => a.position)).toEqual(['right', 'left'])
  })

  it('puts the legend at the start: left, and right in Arabic', () => {
    const at = (language: string) => (resolveOption(() => legendAtStart(option()), tokens, chartEnv(language)) as { legend: object }).legend
    expect(at('en')).toEqual({ left: 0, top: 0 })
    expect(at('ar')).toMatchObject({ right: 0, top: 0 })
  })

  it('does not add axes to charts without them (pie)', () => {
    const out = resolveOption({ series: [{ type: 'pie' }] }, tokens, chartEnv('ar')) as Record<string, unknown>
    expect(Object.keys(out)).toEqual(['series'])
  })

  it('formats axis and tooltip numbers in the language', () => {
    expect(compactNumber(chartEnv('en'))(12_000)).toBe('12K')
    expect(formatValue(chartEnv('fr'))(1234.5)).toBe('1\u202f234,5')
  })
})

describe('chart kit labels and summaries, in the active language', () => {
  beforeAll(() => setupTestI18n('en'))
  afterEach(() => void i18n.changeLanguage('en'))

  it('month and weekday names come from Intl: January and Monday first', async () => {
    await i18n.changeLanguage('en')
    expect(monthNames(3)).toEqual(['Jan', 'Feb', 'Mar'])
    expect(monthNames(1, 'long')).toEqual(['January'])
    expect(dayNames()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    await i18n.changeLanguage('fr')
    expect(monthNames(2, 'long')).toEqual(['janvier', 'février'])
    expect(dayNames()[0]).toBe('lun.')
    await i18n.changeLanguage('ar')
    expect(monthNames(1, 'long')).toEqual(['يناير'])
  })

  it('describes a series with the numbers of the language', async () => {
    await i18n.changeLanguage('fr')
    expect(describeSeries(['a', 'b'], [12.34, 0.5], { style: 'percent' })).toBe('a: 1\u202f234\u00a0%, b: 50\u00a0%')
  })
})

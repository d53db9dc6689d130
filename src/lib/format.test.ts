import i18n from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  dateTimeFormat,
  displayNames,
  formatDate,
  formatDateTime,
  formatDurationText,
  formatNumber,
  formatRelative,
  numberFormat,
  warmFormatters,
} from './format'

const initial = i18n.language
afterEach(() => {
  vi.restoreAllMocks()
  i18n.language = initial
})

/** Sets the active language the formatters read (i18n.language), without initialising i18next. */
const language = (lng: string) => void (i18n.language = lng)

describe('lib/format', () => {
  it("says the API's English duration texts in the active language, and leaves other text alone", () => {
    const samples = ['17h 34m', '7.5 min', '1.2 total hours', '2hr 10min', '38.0 min', 'soon']
    language('fr')
    expect(samples.map(formatDurationText).map((s) => s.replace(/\s/g, ' '))).toEqual([
      '17 h 34 min',
      '7,5 min',
      '1,2 h',
      '2 h 10 min',
      '38 min',
      'soon',
    ])
    language('en')
    expect(samples.map(formatDurationText)).toEqual(['17 hr 34 min', '7.5 min', '1.2 hr', '2 hr 10 min', '38 min', 'soon'])
    language('ar')
    expect(formatDurationText('2hr 10min').replace(/\s/g, ' ')).toBe('2 س 10 د')
  })

  it('builds each Intl formatter once per language and options, then reuses it', () => {
    language('en')
    const spy = vi.spyOn(Intl, 'NumberFormat')
    expect(formatNumber(1234.5)).toBe('1,234.5')
    expect(formatNumber(99)).toBe('99')
    expect(formatNumber(0.5, { style: 'percent' })).toBe('50%')
    expect(formatNumber(0.25, { style: 'percent' })).toBe('25%')
    // Two option sets, so two formatters at most (none if an earlier test built them).
    expect(spy.mock.calls.length).toBeLessThanOrEqual(2)
    expect(numberFormat({ style: 'percent' })).toBe(numberFormat({ style: 'percent' }))
    expect(dateTimeFormat({ dateStyle: 'medium' })).toBe(dateTimeFormat({ dateStyle: 'medium' }))
    expect(displayNames('region')).toBe(displayNames('region'))
  })

  it("warms a list's formatters in idle time, once per language, so that its rows build none", () => {
    // A language no other test uses: none of its formatters is built yet.
    language('de')
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    const dates = vi.spyOn(Intl, 'DateTimeFormat')
    const names = vi.spyOn(Intl, 'DisplayNames')
    try {
      warmFormatters()
      expect(dates).not.toHaveBeenCalled() // nothing before the main thread is idle
      expect(idle).toHaveLength(1)
      idle[0]!()
      const built = dates.mock.calls.length
      expect(built).toBeGreaterThan(0)
      expect(names).toHaveBeenCalledTimes(1)
      formatDateTime('2026-01-05T10:00:00Z')
      formatDate('2026-01-05T10:00:00Z')
      displayNames('region')
      expect(dates).toHaveBeenCalledTimes(built)
      expect(names).toHaveBeenCalledTimes(1)
      warmFormatters()
      expect(idle).toHaveLength(1) // once per language
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('follows the active language (a new formatter per language, Latin digits in Arabic)', () => {
    language('en')
    const en = numberFormat()
    expect(formatNumber(1234)).toBe('1,234')
    language('fr')
    expect(numberFormat()).not.toBe(en)
    expect(formatNumber(1234)).toBe('1\u202f234')
    expect(displayNames('region').of('DE')).toBe('Allemagne')
    language('ar')
    expect(formatNumber(1234)).toBe('1,234')
    expect(formatDate('2026-01-05T10:00:00Z', { year: 'numeric', timeZone: 'UTC' })).toBe('2026')
    language('en')
    expect(displayNames('region').of('DE')).toBe('Germany')
    expect(formatRelative(Date.now() - 3 * 86_400_000)).toBe('3 days ago')
    expect(formatDate('not a date')).toBe('')
  })
})

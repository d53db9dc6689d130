/**
 * What a chart needs to read right in the active language: its direction and the Intl formatters
 * of the language (numbers, currencies, dates). Built by the Chart wrapper from i18next; option
 * builders receive it, so that they stay pure functions that tests call for fr, en and ar.
 */
export interface ChartEnv {
  language: string
  rtl: boolean
  number: (value: number, options?: Intl.NumberFormatOptions) => string
  date: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) => string
}

const cache = new Map<string, ChartEnv>()

/** Arabic keeps Latin digits, as everywhere else in the app (lib/format). */
const intlLocale = (language: string) => (language === 'ar' ? 'ar-u-nu-latn' : language)

/** The environment of a language (one per language; Intl formatters cached per options). */
export function chartEnv(language: string, rtl = language === 'ar'): ChartEnv {
  const id = `${language}|${rtl}`
  const hit = cache.get(id)
  if (hit) return hit
  const locale = intlLocale(language)
  const numbers = new Map<string, Intl.NumberFormat>()
  const dates = new Map<string, Intl.DateTimeFormat>()
  const env: ChartEnv = {
    language,
    rtl,
    number: (value, options) => {
      const key = options ? JSON.stringify(options) : ''
      let f = numbers.get(key)
      if (!f) numbers.set(key, (f = new Intl.NumberFormat(locale, options)))
      return f.format(value)
    },
    date: (value, options = { day: 'numeric', month: 'short' }) => {
      const d =
        value instanceof Date
          ? value
          : new Date(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value)
      if (Number.isNaN(d.getTime())) return ''
      const key = JSON.stringify(options)
      let f = dates.get(key)
      if (!f) dates.set(key, (f = new Intl.DateTimeFormat(locale, options)))
      return f.format(d)
    },
  }
  cache.set(id, env)
  return env
}

/** Headline figures of a series for its text alternative (min, max, total, first, last). */
export function seriesFacts(values: readonly number[]) {
  if (values.length === 0) return { count: 0, min: 0, max: 0, total: 0, first: 0, last: 0, maxIndex: -1 }
  let min = Infinity
  let max = -Infinity
  let maxIndex = 0
  let total = 0
  values.forEach((v, i) => {
    total += v
    if (v < min) min = v
    if (v > max) {
      max = v
      maxIndex = i
    }
  })
  return { count: values.length, min, max, total, first: values[0]!, last: values[values.length - 1]!, maxIndex }
}

import i18n from 'i18next'

const locale = () => {
  const lng = i18n.language || 'fr'
  return lng === 'ar' ? 'ar-u-nu-latn' : lng
}

/**
 * Intl formatters are costly to build (tens of microseconds each, far more than formatting), and
 * a list formats several values per row on every render: each formatter is built once per
 * locale and options, then reused.
 */
const formatters = new Map<string, unknown>()

function cached<F>(kind: string, options: object | undefined, make: (locale: string) => F): F {
  const loc = locale()
  const key = `${kind}|${loc}|${options ? JSON.stringify(options) : ''}`
  let formatter = formatters.get(key) as F | undefined
  if (formatter === undefined) {
    formatter = make(loc)
    formatters.set(key, formatter)
  }
  return formatter
}

/** The shared Intl.NumberFormat of the active language for these options. */
export const numberFormat = (options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached('n', options, (l) => new Intl.NumberFormat(l, options))

/** The shared Intl.DateTimeFormat of the active language for these options. */
export const dateTimeFormat = (options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('d', options, (l) => new Intl.DateTimeFormat(l, options))

/** The shared Intl.DisplayNames of the active language (throws like the constructor on a bad type). */
export const displayNames = (type: Intl.DisplayNamesType): Intl.DisplayNames =>
  cached('dn', { type }, (l) => new Intl.DisplayNames([l], { type }))

const relativeTimeFormat = () => cached('r', undefined, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }))

let warmed = ''

/**
 * Builds, once per language, the formatters list cells use most (dates, date-times, relative
 * times, numbers, country names): a list's skeleton calls it while the rows are on their way, so
 * the rows' first render (one task, on a tablet ~25 ms of it were these constructors) finds them
 * built. Idle time only; nothing happens when they are built already.
 */
export function warmFormatters(): void {
  if (warmed === locale()) return
  warmed = locale()
  const idle = (callback: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(callback) : setTimeout(callback, 0)
  idle(() => {
    const now = Date.now()
    formatDate(now)
    formatDateTime(now)
    formatRelative(now)
    formatNumber(0)
    displayNames('region')
  })
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(options).format(value)
}

const HOURS = /(\d+(?:\.\d+)?)\s*(?:total\s+)?(?:hours?|hrs?|h)\b/i
const MINUTES = /(\d+(?:\.\d+)?)\s*(?:minutes?|mins?|m)\b/i

/**
 * A duration the API gives as English text ('17h 34m', '7.5 min', '1.2 total hours', '2hr 10min':
 * SPEC section 3 keeps these fields as text) in the active language: "17 h 34 min", "7,5 min".
 * Text that is not such a duration is returned as it is.
 */
export function formatDurationText(text: string): string {
  const hours = HOURS.exec(text)?.[1]
  const minutes = MINUTES.exec(text.replace(HOURS, ''))?.[1]
  if (hours === undefined && minutes === undefined) return text
  const part = (value: string | undefined, unit: 'hour' | 'minute') =>
    value === undefined ? [] : [formatNumber(Number(value), { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 })]
  return [...part(hours, 'hour'), ...part(minutes, 'minute')].join(' ')
}

export function formatMoney(value: number, currency = 'EUR'): string {
  return numberFormat({ style: 'currency', currency }).format(value)
}

export function formatDate(value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat(options).format(date)
}

export function formatDateTime(value: string | number | Date): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })
}

export function formatRelative(value: string | number | Date, now = Date.now()): string {
  const date = value instanceof Date ? value : new Date(value)
  const diff = (date.getTime() - now) / 1000
  const rtf = relativeTimeFormat()
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
    ['week', 4.35],
    ['month', 12],
    ['year', Infinity],
  ]
  let amount = diff
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return rtf.format(Math.round(amount), unit)
    amount /= size
  }
  return rtf.format(Math.round(amount), 'year')
}

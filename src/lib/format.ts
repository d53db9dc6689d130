import i18n from 'i18next'

const locale = () => {
  const lng = i18n.language || 'fr'
  return lng === 'ar' ? 'ar-u-nu-latn' : lng
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(), options).format(value)
}

export function formatMoney(value: number, currency = 'EUR'): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(value)
}

export function formatDate(value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale(), options).format(date)
}

export function formatDateTime(value: string | number | Date): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })
}

export function formatRelative(value: string | number | Date, now = Date.now()): string {
  const date = value instanceof Date ? value : new Date(value)
  const diff = (date.getTime() - now) / 1000
  const rtf = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' })
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

import { dateTimeFormat } from '@/lib/format'

/**
 * Month and weekday labels of the active language, from Intl (no list to translate): the
 * category axes of the chart cards and demo charts.
 */

/** Month names of the active language, January first (`count` months). */
export function monthNames(count = 12, style: 'short' | 'long' = 'short'): string[] {
  const f = dateTimeFormat({ month: style, timeZone: 'UTC' })
  return Array.from({ length: count }, (_, i) => f.format(Date.UTC(2026, i, 1)))
}

/** Short weekday names of the active language, Monday first. */
export function dayNames(): string[] {
  const f = dateTimeFormat({ weekday: 'short', timeZone: 'UTC' })
  return Array.from({ length: 7 }, (_, i) => f.format(Date.UTC(2026, 0, 5 + i)))
}

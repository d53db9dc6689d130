/**
 * seed/calendar-events.json is written in its anchor month (January 2026, days 1-28; see
 * scripts/seed/apps/calendar.mjs). When the database is seeded, every date is shifted by the same
 * whole number of days so that the anchor month lands on the current month: the calendar looks
 * alive whatever the day, while the JSON stays deterministic. Days 1-28 keep their day of month.
 */
export const CALENDAR_ANCHOR_MONTH = Date.UTC(2026, 0, 1)

const DAY = 86_400_000

function shift(iso: string, days: number): string {
  const date = new Date(Date.parse(iso) + days * DAY)
  // A date-only value ('2026-01-08') stays date-only.
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? date.toISOString().slice(0, 10) : date.toISOString()
}

export function shiftToCurrentMonth<T extends { start: string; end: string }>(events: T[], now: Date = new Date()): T[] {
  const days = Math.round((Date.UTC(now.getFullYear(), now.getMonth(), 1) - CALENDAR_ANCHOR_MONTH) / DAY)
  return events.map((e) => ({ ...e, start: shift(e.start, days), end: shift(e.end, days) }))
}

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '@/lib/format'
import { DateRangeField, type DateRangeValue } from '@/ui/date-range-field'

/**
 * The date range of a chart card's header (SCREENS.md 4.2: "date-range picker"): the chart shows
 * the days of the range, with values that are the same for the same day (as a server would
 * answer), so changing the range changes the data drawn and its text alternative.
 */

const DAY = 86_400_000
/** The longest range drawn, in days (a quarter). */
const MAX_DAYS = 92
const ISO = /^\d{4}-\d{2}-\d{2}$/

/** The ISO days from start to end (at most MAX_DAYS); none while the range is incomplete or refused. */
export function rangeDays({ from, to }: DateRangeValue): string[] {
  if (!from || !to || !ISO.test(from) || !ISO.test(to) || to < from) return []
  const start = Date.parse(`${from}T00:00:00Z`)
  const count = Math.min(MAX_DAYS, Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY) + 1)
  return Array.from({ length: count }, (_, i) => new Date(start + i * DAY).toISOString().slice(0, 10))
}

/** A whole value between min and max for this day and series: the same every time it is asked. */
export function dailyValue(iso: string, series: number, min: number, max: number): number {
  let h = Math.imul(series + 1, 0x9e3779b1)
  for (const ch of iso) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  return min + Math.round((((h >>> 0) % 1000) / 999) * (max - min))
}

/** "14 Oct" in the active language. */
export const dayLabel = (iso: string) => dateTimeFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.parse(iso))

/** Monday = 0 … Sunday = 6, as dayNames() lists them. */
export const weekdayOf = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7

/** The range of a card (two weeks of October 2026 to start with) and its days. */
export function useChartRange(initial: DateRangeValue = { from: '2026-10-01', to: '2026-10-14' }) {
  const [range, setRange] = useState(initial)
  return { range, setRange, days: rangeDays(range) }
}

/** The range field of a card header. */
export function ChartRangeField({ value, onChange }: { value: DateRangeValue; onChange: (value: DateRangeValue) => void }) {
  const { t } = useTranslation('demos')
  return <DateRangeField label={t('charts.range.label')} value={value} onChange={onChange} className="w-full sm:w-72" />
}

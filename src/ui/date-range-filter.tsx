import { useState } from 'react'
import type { TableState } from './data-table/use-table-state'
import { DateRangeField, type DateRangeValue } from './date-range-field'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const valid = (v: string | null) => v === null || DAY.test(v)

/**
 * A date-range filter of a list bound to its table state: the two ends are the URL params `from`
 * and `to` (ISO days), typed in the language's format or picked in the calendar. A range reaches
 * the URL once both ends are real days (or empty) and in order; text being typed stays in the
 * field, with the field's message saying what is wrong.
 *
 * ```tsx
 * <DateRangeFilter table={table} from="start" to="end" label={t('list.dateRange')} />
 * ```
 */
export function DateRangeFilter<F extends string>({
  table,
  from,
  to,
  label,
  'data-testid': testId,
}: {
  table: Pick<TableState<F>, 'filters' | 'setFilters'>
  from: F
  to: F
  label: React.ReactNode
  'data-testid'?: string
}) {
  const start = table.filters[from] ?? null
  const end = table.filters[to] ?? null
  const [value, setValue] = useState<DateRangeValue>({ from: start, to: end })
  // The URL changed (Clear filters, Back, or this field): show it (state adjusted while rendering).
  const [shown, setShown] = useState({ start, end })
  if (shown.start !== start || shown.end !== end) {
    setShown({ start, end })
    setValue({ from: start, to: end })
  }
  const change = (next: DateRangeValue) => {
    setValue(next)
    if (valid(next.from) && valid(next.to) && !(next.from && next.to && next.to < next.from))
      table.setFilters({ [from]: next.from, [to]: next.to } as Partial<Record<F, string | null>>)
  }
  return (
    <div data-testid={testId}>
      <DateRangeField label={label} value={value} onChange={change} />
    </div>
  )
}

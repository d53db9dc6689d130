import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TableState } from '@/ui/data-table'
import { DateRangeField, type DateRangeValue } from '@/ui/date-range-field'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const valid = (v: string | null) => v === null || DAY.test(v)

/**
 * The issued-date range of the list, kept in the URL (`start`, `end`): a range reaches the URL
 * once both ends are real days (or empty) and in order; text being typed stays in the field.
 */
export function InvoiceDateFilter({ table }: { table: Pick<TableState<'start' | 'end'>, 'filters' | 'setFilters'> }) {
  const { t } = useTranslation(['invoices', 'common'])
  const { start = null, end = null } = table.filters
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
      table.setFilters({ start: next.from, end: next.to })
  }
  return <DateRangeField label={t('list.dateRange')} value={value} onChange={change} />
}

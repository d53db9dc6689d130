import { useMemo } from 'react'
import { applyLocalQuery, useTableState } from '@/ui/data-table'
import { PEOPLE } from './datatable-rows'

/** One demo table's state (its own URL prefix) over the static rows, searched and sorted locally. */
export function usePeopleTable(prefix: string) {
  const state = useTableState<never>({ prefix: `${prefix}.`, defaults: { itemsPerPage: 5 } })
  const page = useMemo(
    () =>
      applyLocalQuery(PEOPLE, state.query, {
        search: (p) => [p.name, p.email, p.status],
        sort: { name: (p) => p.name, date: (p) => p.date, salary: (p) => p.salary, age: (p) => p.age },
      }),
    [state.query],
  )
  return { state, page }
}

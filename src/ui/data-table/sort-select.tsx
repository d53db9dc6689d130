import { Select } from '../field'
import type { SortOrder, TableState } from './use-table-state'

/**
 * A sort picker for card grids (which have no sortable headers): each option is a `field:order`
 * pair such as 'createdAt:desc'; choosing one sets the table state's sort.
 */
export function SortSelect({ table, sorts, fallback, label, optionLabel }: {
  table: Pick<TableState, 'sortBy' | 'orderBy' | 'setSort'>
  sorts: readonly `${string}:${SortOrder}`[]
  /** The sort shown while the URL has none (the state's default). */
  fallback: { sortBy: string; orderBy: SortOrder }
  label: string
  /** Option text of a sort field. */
  optionLabel: (field: string) => string
}) {
  return (
    <Select
      label={label}
      value={`${table.sortBy ?? fallback.sortBy}:${table.orderBy ?? fallback.orderBy}`}
      onChange={(e) => {
        const [sortBy, orderBy] = e.target.value.split(':') as [string, SortOrder]
        table.setSort(sortBy, orderBy)
      }}
      options={sorts.map((s) => ({ value: s, label: optionLabel(s.split(':')[0]!) }))}
    />
  )
}

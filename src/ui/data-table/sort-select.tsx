import { Select } from '../field'
import type { SortOrder, TableState } from './use-table-state'

/**
 * A sort picker for card grids (which have no sortable headers): each option is a `field:order`
 * pair such as 'createdAt:desc'; choosing one sets the table state's sort.
 */
/** The field of a `field:order` sort ('createdAt' of 'createdAt:desc'). */
type SortField<S> = S extends `${infer F}:${SortOrder}` ? F : never
const fieldOf = <S extends `${string}:${SortOrder}`>(sort: S) => sort.slice(0, sort.indexOf(':')) as SortField<S>

export function SortSelect<S extends `${string}:${SortOrder}`>({
  table,
  sorts,
  fallback,
  label,
  optionLabel,
}: {
  table: Pick<TableState, 'sortBy' | 'orderBy' | 'setSort'>
  sorts: readonly S[]
  /** The sort shown while the URL has none (the state's default). */
  fallback: { sortBy: string; orderBy: SortOrder }
  label: string
  /** Option text of a sort field. */
  optionLabel: (field: SortField<S>) => string
}) {
  return (
    <Select
      label={label}
      value={`${table.sortBy ?? fallback.sortBy}:${table.orderBy ?? fallback.orderBy}`}
      onChange={(e) => {
        const [sortBy, orderBy] = e.target.value.split(':') as [string, SortOrder]
        table.setSort(sortBy, orderBy)
      }}
      options={sorts.map((s) => ({ value: s, label: optionLabel(fieldOf(s)) }))}
    />
  )
}

import { Select } from './field'
import type { TableState } from './data-table/use-table-state'

/**
 * A filter of a list bound to its table state: the value is the URL param `name`, choosing an
 * option sets it (and goes back to page 1), the placeholder option ("All …") removes it.
 *
 * ```tsx
 * const table = useTableState({ filters: ['role', 'status'] })
 * <FilterSelect table={table} name="role" label={t('fields.role')} placeholder={t('filters.allRoles')} options={roleOptions} />
 * ```
 */
export function FilterSelect<F extends string>({ table, name, label, placeholder, options, className }: {
  table: Pick<TableState<F>, 'filters' | 'setFilter'>
  name: F
  label: string
  /** Text of the "no filter" option. */
  placeholder: string
  options: { value: string; label: string }[]
  className?: string
}) {
  return <Select label={label} placeholder={placeholder} value={table.filters[name] ?? ''} onChange={(e) => table.setFilter(name, e.target.value)} options={options} className={className} />
}

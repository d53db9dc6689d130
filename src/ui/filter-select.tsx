import { Select } from './field'
import type { TableState } from './data-table/use-table-state'

type SelectProps = React.ComponentProps<typeof Select>

/**
 * A filter of a list bound to its table state: the value is the URL param `name`, choosing an
 * option sets it (and goes back to page 1), the placeholder option ("All …") removes it. Other
 * props (`hint`, `data-testid` …) go to the Select.
 *
 * ```tsx
 * const table = useTableState({ filters: ['role', 'status'] })
 * <FilterSelect table={table} name="role" label={t('fields.role')} placeholder={t('filters.allRoles')} options={roleOptions} />
 * ```
 */
export function FilterSelect<F extends string>({
  table,
  name,
  placeholder,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'name' | 'placeholder' | 'ref'> & {
  table: Pick<TableState<F>, 'filters' | 'setFilter'>
  name: F
  /** Text of the "no filter" option. */
  placeholder: string
}) {
  return (
    <Select
      placeholder={placeholder}
      value={table.filters[name] ?? ''}
      onChange={(e) => table.setFilter(name, e.target.value)}
      {...props}
    />
  )
}

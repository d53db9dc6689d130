import { useTranslation } from 'react-i18next'
import type { TableState } from '@/ui/data-table'
import { FilterSelect } from '@/ui/filter-select'

/** A shop list's "Status" filter ("All statuses", then the list's statuses), bound to its table state. */
export function StatusFilter({
  table,
  options,
}: {
  table: Pick<TableState<'status'>, 'filters' | 'setFilter'>
  options: { value: string; label: string }[]
}) {
  const { t } = useTranslation(['ecommerce', 'common'])
  return <FilterSelect table={table} name="status" label={t('fields.status')} placeholder={t('filters.allStatuses')} options={options} />
}

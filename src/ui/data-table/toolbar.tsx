import { useTranslation } from 'react-i18next'
import { SearchInput } from './search-input'
import type { TableState } from './use-table-state'

/**
 * Above a list: the filter controls in a responsive grid, then the search box (bound to the URL
 * `q`) and the caller's buttons (Export, Add …) at the end.
 */
export function DataTableToolbar({
  state,
  search = true,
  filters,
  toolbar,
}: {
  state: Pick<TableState, 'q' | 'setQuery'>
  search?: boolean | { label?: string; placeholder?: string }
  filters?: React.ReactNode
  toolbar?: React.ReactNode
}) {
  const { t } = useTranslation()
  const options = typeof search === 'object' ? search : {}
  return (
    <>
      {filters && <div className="grid gap-4 border-b border-border p-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">{filters}</div>}
      {(search || toolbar) && (
        <div className="flex flex-wrap items-end justify-between gap-4 p-4">
          {search ? (
            <SearchInput
              value={state.q}
              onChange={state.setQuery}
              label={options.label ?? t('table.search')}
              placeholder={options.placeholder}
              className="w-full sm:w-72"
            />
          ) : (
            <span />
          )}
          {toolbar && <div className="flex flex-wrap items-center gap-3">{toolbar}</div>}
        </div>
      )}
    </>
  )
}

import { SearchX } from 'lucide-react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Button } from './button'
import { Card } from './card'
import { SearchInput } from './data-table/search-input'
import { TablePagination } from './data-table/table-pagination'
import type { TableState } from './data-table/use-table-state'
import { EmptyState } from './empty-state'
import { QueryState, type QueryLike } from './query-state'

export interface CardGridListProps<T, F extends string> {
  /** Accessible name of the grid (the page title). */
  label: string
  /** From `useTableState` (search, filters, sort, page in the URL, as for a DataTable). */
  table: TableState<F>
  /** The list query (`{ rows, total }`, extra fields allowed). */
  query: QueryLike<{ rows: T[]; total: number }>
  getKey: (item: T) => string | number
  renderItem: (item: T) => React.ReactNode
  /** The search box's label and placeholder. */
  search: { label: string; placeholder?: string }
  /** Filter and sort controls after the search (FilterSelect, SortSelect). */
  filters?: React.ReactNode
  /** One loading card, repeated `skeletonCount` times (default 8). */
  skeleton: React.ReactNode
  skeletonCount?: number
  /** Grid columns, e.g. 'grid-cols-2 gap-4 sm:grid-cols-3' (default: 1/2/3 columns). */
  gridClassName?: string
  /** Nothing at all (not filtered): icon, title, description, action. */
  empty: { icon?: React.ReactNode; title: React.ReactNode; description?: React.ReactNode; action?: React.ReactNode }
  /** Nothing matches the search or filters (default "No rows match your search or filters"). */
  noMatch?: string
  /** Title of the load error alert (with Retry). */
  loadFailed: string
  /** The table footer under the grid (default on); off for a list fetched whole. */
  paginate?: boolean
}

/**
 * A list shown as a grid of cards (models, strategies, courses, products): search + filters in a
 * card, then error / loading / empty ("no match" with Clear filters when filtered) / the cards,
 * then the footer — on the same URL state as a DataTable.
 */
export function CardGridList<T, F extends string>({
  label,
  table,
  query,
  getKey,
  renderItem,
  search,
  filters,
  skeleton,
  skeletonCount = 8,
  gridClassName,
  empty,
  noMatch,
  loadFailed,
  paginate = true,
}: CardGridListProps<T, F>) {
  const { t } = useTranslation()
  const grid = cn('grid', gridClassName ?? 'gap-6 md:grid-cols-2 lg:grid-cols-3')
  return (
    <>
      <Card data-slot="card-grid-toolbar" className="flex flex-wrap items-end gap-4 p-4">
        <SearchInput
          value={table.q}
          onChange={table.setQuery}
          label={search.label}
          placeholder={search.placeholder}
          className="w-full sm:w-72"
        />
        {filters && <div className="contents [&>*]:w-full sm:[&>*]:w-auto sm:[&>*]:min-w-44 sm:[&>*]:flex-1">{filters}</div>}
      </Card>
      <QueryState
        query={query}
        error={loadFailed}
        loading={
          <div className={grid} aria-busy="true">
            {Array.from({ length: skeletonCount }, (_, i) => (
              <Fragment key={i}>{skeleton}</Fragment>
            ))}
          </div>
        }
        empty={
          <Card>
            {table.isFiltered ? (
              <EmptyState
                icon={<SearchX />}
                title={noMatch ?? t('table.noMatch')}
                action={
                  <Button variant="tonal" onClick={table.clearFilters}>
                    {t('table.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={empty.action} />
            )}
          </Card>
        }
      >
        {(page) => (
          <section aria-label={label} aria-busy={query.isFetching || undefined}>
            <ul className={grid}>
              {page.rows.map((item) => (
                <li key={getKey(item)} className="flex [&>*]:w-full">
                  {renderItem(item)}
                </li>
              ))}
            </ul>
            {paginate && (
              <Card className="mt-4">
                <TablePagination
                  page={table.page}
                  itemsPerPage={table.itemsPerPage}
                  total={page.total}
                  onPageChange={table.setPage}
                  onItemsPerPageChange={table.setItemsPerPage}
                  pageSizes={table.pageSizes}
                />
              </Card>
            )}
          </section>
        )}
      </QueryState>
    </>
  )
}

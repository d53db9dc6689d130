import { useTranslation } from 'react-i18next'
import { EmptyState } from './empty-state'
import { LoadFailedAlert } from './load-failed'
import { CircularProgress } from './progress'

/** What QueryState reads from a query (TanStack Query's `UseQueryResult` has it). */
export interface QueryLike<D> {
  data: D | undefined
  isPending: boolean
  isError: boolean
  isFetching?: boolean
  refetch: () => unknown
}

/** Default emptiness: an empty array, or a page (`{ rows }`) without rows. */
export function isEmptyData(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0
  if (data && typeof data === 'object' && 'rows' in data && Array.isArray(data.rows)) return data.rows.length === 0
  return false
}

/**
 * The four states of a screen part fed by one query, in one order: error (with Retry) / loading /
 * empty / content. Content is given the data.
 *
 * ```tsx
 * <QueryState query={invoices} error={t('invoices.loadFailed')} loading={<InvoiceSkeleton />} empty={<EmptyState title={t('invoices.empty')} />}>
 *   {(page) => <InvoiceList rows={page.rows} />}
 * </QueryState>
 * ```
 */
export function QueryState<D>({
  query,
  loading,
  empty,
  error,
  isEmpty = isEmptyData,
  children,
}: {
  query: QueryLike<D>
  /** While the first load runs (default: a labelled spinner). */
  loading?: React.ReactNode
  /** When `isEmpty(data)` (default: "Nothing to show yet"). */
  empty?: React.ReactNode
  /** A title for the error alert with Retry (default "Something went wrong"), or your own node. */
  error?: React.ReactNode
  isEmpty?: (data: D) => boolean
  children: React.ReactNode | ((data: D) => React.ReactNode)
}) {
  const { t } = useTranslation()
  if (query.isError) {
    if (error === undefined || typeof error === 'string')
      return <LoadFailedAlert title={error ?? t('states.error')} onRetry={() => void query.refetch()} />
    return error
  }
  if (query.data === undefined) {
    if (loading !== undefined) return loading
    return (
      <div role="status" aria-busy="true" className="flex justify-center p-8">
        <CircularProgress label={t('states.loading')} />
      </div>
    )
  }
  if (isEmpty(query.data)) return empty ?? <EmptyState title={t('states.empty')} />
  return typeof children === 'function' ? children(query.data) : children
}

import type { UseQueryResult } from '@tanstack/react-query'
import { ApiError } from '@/api/client'

/**
 * The DataTable's data and state props from a list query that answers `{ rows, total }` (every
 * resource's `useList`): `<DataTable {...fromQuery(list)} … />` — rows, total, skeleton on the first
 * load, progress bar on refetches, the API's error message, and Retry.
 */
export function fromQuery<T>(query: UseQueryResult<{ rows: T[]; total: number }>) {
  return {
    data: query.data?.rows,
    total: query.data?.total,
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.isError ? (query.error instanceof ApiError ? query.error.message : true) : false,
    onRetry: () => void query.refetch(),
  }
}

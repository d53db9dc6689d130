import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../client'
import { recordSearchResponse } from '../contracts/search'

/**
 * GET /api/search/records (issue #23): the records the signed-in user may see, grouped. Keyed by
 * user and query: an answer that comes back after the query changed lands under its own key and
 * is never shown for the new one; a query left behind is aborted (the signal). The previous
 * answer stays on screen while the next one loads. q empty: no groups, and the server starts
 * building its search projections (the dialog opened).
 */
export const recordSearchQuery = (q: string, userId: number | undefined) =>
  queryOptions({
    queryKey: ['record-search', userId ?? 0, q],
    queryFn: ({ signal }) => api.get('/search/records', { params: { q }, schema: recordSearchResponse, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

export const useRecordSearch = (q: string, userId: number | undefined, enabled: boolean) =>
  useQuery({ ...recordSearchQuery(q, userId), enabled: enabled && userId !== undefined })

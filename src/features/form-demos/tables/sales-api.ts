import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { salesListResponse, salesRow, type SalesRow } from '@/api/contracts/datatable'
import type { SalesRowUpdate } from '@/api/contracts/pages-datatable'
import type { MutationFeedback } from '@/api/resources'

const KEY = ['pages', 'datatable'] as const

/** GET /api/pages/datatable: the whole sales list (the kitchen sink searches, sorts and pages it). */
export const useSales = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get('/pages/datatable', { schema: salesListResponse, signal }) })

/** PUT and DELETE /api/pages/datatable/{id}: the list is refreshed from the server after each. */
export function useSalesMutations(feedback: { update: MutationFeedback; remove: MutationFeedback }) {
  const client = useQueryClient()
  const onSuccess = () => client.invalidateQueries({ queryKey: KEY })
  return {
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: SalesRowUpdate }) => api.put(`/pages/datatable/${id}`, body, { schema: salesRow }),
      meta: { feedback: feedback.update },
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (row: SalesRow) => api.delete(`/pages/datatable/${row.id}`),
      meta: { feedback: feedback.remove },
      onSuccess,
    }),
  }
}

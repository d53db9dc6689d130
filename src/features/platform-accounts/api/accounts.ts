import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import {
  account, accountListResponse, bulkResponse,
  type Account, type AccountInput, type AccountListParams, type BulkRequest, type Platform, type StatusCounts,
} from '@/api/contracts/platform'
import { platformKeys } from './keys'

export interface AccountPage {
  rows: Account[]
  total: number
  counts: StatusCounts
}

const fetchAccounts = (platform: Platform, params: AccountListParams, signal?: AbortSignal): Promise<AccountPage> =>
  api
    .get(`/${platform}/accounts`, { params: { ...params }, schema: accountListResponse, signal })
    .then((r) => ({ rows: r.accounts, total: r.total, counts: r.counts }))

export const accountsQuery = (platform: Platform, params: AccountListParams) =>
  queryOptions({
    queryKey: platformKeys.accountList(platform, params),
    queryFn: ({ signal }) => fetchAccounts(platform, params, signal),
    placeholderData: (previous) => previous,
  })

export const useAccounts = (platform: Platform, params: AccountListParams) => useQuery(accountsQuery(platform, params))

/** Every account matching the filters (itemsPerPage -1), for the CSV export. */
export const fetchAllAccounts = (platform: Platform, params: AccountListParams) => fetchAccounts(platform, { ...params, page: 1, itemsPerPage: -1 }).then((p) => p.rows)

/** Mutations of one platform's accounts; each invalidates the lists it changes. */
export function useAccountMutations(platform: Platform) {
  const client = useQueryClient()
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: platformKeys.accounts(platform) }),
      client.invalidateQueries({ queryKey: platformKeys.strategies(platform) }),
      client.invalidateQueries({ queryKey: ['models'] }),
    ])
  const create = useMutation({
    mutationFn: (body: AccountInput) => api.post(`/${platform}/accounts`, body, { schema: account }),
    onSuccess: () => void refresh(),
  })
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: AccountInput }) => api.put(`/${platform}/accounts/${id}`, body, { schema: account }),
    onSuccess: () => void refresh(),
  })
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/${platform}/accounts/${id}`),
    onSuccess: () => void refresh(),
  })
  const bulk = useMutation({
    mutationFn: (body: BulkRequest) => api.post(`/${platform}/accounts/bulk`, body, { schema: bulkResponse }),
    onSuccess: () => void refresh(),
  })
  return { create, update, remove, bulk }
}

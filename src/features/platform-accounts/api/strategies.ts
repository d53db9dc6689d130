import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { strategy, strategyListResponse, type Platform, type StrategyInput, type StrategyListParams } from '@/api/contracts/platform'
import { modelListResponse } from '@/api/contracts/models'
import { platformKeys } from './keys'

export const strategiesQuery = (platform: Platform, params: StrategyListParams) =>
  queryOptions({
    queryKey: platformKeys.strategyList(platform, params),
    queryFn: ({ signal }) =>
      api.get(`/${platform}/strategies`, { params: { ...params }, schema: strategyListResponse, signal }).then((r) => ({ rows: r.strategies, total: r.total })),
    placeholderData: (previous) => previous,
  })

export const useStrategies = (platform: Platform, params: StrategyListParams) => useQuery(strategiesQuery(platform, params))

/** All strategies of the platform by name: options of the filters, the form and the bulk dialog. */
export const useStrategyOptions = (platform: Platform) => useStrategies(platform, { sortBy: 'name', orderBy: 'asc', page: 1, itemsPerPage: -1 })

/** Models by name (id, name, first photo) for the account form and filter. */
export const useModelOptions = () =>
  useQuery({
    queryKey: platformKeys.modelOptions,
    queryFn: ({ signal }) =>
      api
        .get('/models', { params: { sortBy: 'name', orderBy: 'asc', itemsPerPage: -1 }, schema: modelListResponse, signal })
        .then((r) => r.models.map((m) => ({ id: m.id, name: m.name, photo: m.photos[0]?.url ?? null }))),
    staleTime: 60_000,
  })

export function useStrategyMutations(platform: Platform) {
  const client = useQueryClient()
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: platformKeys.strategies(platform) }), client.invalidateQueries({ queryKey: platformKeys.accounts(platform) })])
  const create = useMutation({
    mutationFn: (body: StrategyInput) => api.post(`/${platform}/strategies`, body, { schema: strategy }),
    onSuccess: () => void refresh(),
  })
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: StrategyInput }) => api.put(`/${platform}/strategies/${id}`, body, { schema: strategy }),
    onSuccess: () => void refresh(),
  })
  /** `force` unassigns the strategy from its accounts first (else 409 while in use). */
  const remove = useMutation({
    mutationFn: ({ id, force }: { id: number; force?: boolean }) => api.delete(`/${platform}/strategies/${id}`, { params: force ? { force: 'true' } : undefined }),
    onSuccess: () => void refresh(),
  })
  return { create, update, remove }
}

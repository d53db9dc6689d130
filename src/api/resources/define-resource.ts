import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query'
import type { ApiError } from '@/api/client'
import type { Page } from '@/api/contracts/common'
import type { MutationFeedback, SuccessText } from './feedback'

/** One mutation of a resource: the call, and what else it does to the cache once it succeeded. */
export interface MutationDef<V, D> {
  run: (variables: V) => Promise<D>
  /** Extra cache writes after success (e.g. the saved record into its detail key). */
  onSuccess?: (client: QueryClient, data: D, variables: V) => void
  /** Invalidate even when it failed (several calls of which some may have gone through). */
  invalidateOnError?: boolean
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMutation = MutationDef<any, any>
type Vars<M> = M extends MutationDef<infer V, infer _D> ? V : never
type Data<M> = M extends MutationDef<infer _V, infer D> ? D : never

export interface ResourceConfig<P, PageT, Detail, Id, M extends Record<string, AnyMutation>> {
  /** Root of every key of the resource (`['users']`, `['tinder', 'accounts']`). */
  key: QueryKey
  /** Other roots a change of this resource makes stale (role renames change users, …). */
  related?: readonly QueryKey[]
  /** One page of the list, its wire shape normalised to `{rows, total}` (plus extras). */
  list?: (params: P, signal?: AbortSignal) => Promise<PageT>
  detail?: (id: Id, signal?: AbortSignal) => Promise<Detail>
  mutations?: M
}

/** A screen's wishes for one mutation: its feedback (MutationCache) and a local follow-up. */
export interface UseResourceMutationOptions<V, D> extends Omit<MutationFeedback, 'success'> {
  success?: (data: D, variables: V) => SuccessText
}

/**
 * A resource's data layer, react-admin data-provider style: it owns the keys, the list and
 * detail queries, the fetch-all of the CSV export and the mutations, which invalidate the
 * resource's root (and its related roots). Screens that show the same resource use the same
 * resource, hence the same keys.
 */
export function defineResource<
  P extends object,
  PageT extends Page<unknown>,
  Detail = PageT['rows'][number],
  Id extends string | number = number,
  M extends Record<string, AnyMutation> = Record<never, AnyMutation>,
>(config: ResourceConfig<P, PageT, Detail, Id, M>) {
  const root = config.key
  const keys = {
    all: root,
    lists: [...root, 'list'] as const,
    list: (params: P) => [...root, 'list', params] as const,
    details: [...root, 'detail'] as const,
    detail: (id: Id) => [...root, 'detail', id] as const,
    /** Any other query under the root (counts, options): `keys.of('count', status)`. */
    of: (...parts: unknown[]) => [...root, ...parts] as const,
  }

  const need = <T>(fn: T | undefined, what: string): T => {
    if (!fn) throw new Error(`resource ${String(root.join('/'))} has no ${what}`)
    return fn
  }

  const listQuery = (params: P) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => need(config.list, 'list')(params, signal),
      placeholderData: keepPreviousData,
    })

  const detailQuery = (id: Id) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => need(config.detail, 'detail')(id, signal),
    })

  /** Every row matching the search and filters (page 1, itemsPerPage -1): the CSV export. */
  const fetchAll = (params: P): Promise<PageT['rows']> =>
    need(config.list, 'list')({ ...params, page: 1, itemsPerPage: -1 }).then((p) => p.rows)

  const invalidate = (client: QueryClient) =>
    Promise.all([root, ...(config.related ?? [])].map((queryKey) => client.invalidateQueries({ queryKey })))

  function useResourceMutation<K extends keyof M & string>(
    name: K,
    options: UseResourceMutationOptions<Vars<M[K]>, Data<M[K]>> = {},
  ): UseMutationResult<Data<M[K]>, ApiError, Vars<M[K]>> {
    const client = useQueryClient()
    const def = need(config.mutations?.[name], `mutation ${name}`) as MutationDef<Vars<M[K]>, Data<M[K]>>
    const { success, ...rest } = options
    return useMutation<Data<M[K]>, ApiError, Vars<M[K]>>({
      mutationKey: [...root, name],
      mutationFn: def.run,
      meta: { feedback: { ...rest, success: success as MutationFeedback['success'] } },
      onSuccess: (data, variables) => {
        def.onSuccess?.(client, data, variables)
        void invalidate(client)
      },
      onError: () => {
        if (def.invalidateOnError) void invalidate(client)
      },
    })
  }

  return {
    keys,
    listQuery,
    detailQuery,
    fetchAll,
    invalidate,
    useList: (params: P, enabled = true) => useQuery({ ...listQuery(params), enabled }),
    useDetail: (id: Id, enabled = true) => useQuery({ ...detailQuery(id), enabled }),
    useMutation: useResourceMutation,
  }
}

/** A mutation definition, typed from its call (helps inference in `mutations: { … }`). */
export const mutation = <V, D>(run: (variables: V) => Promise<D>, extra: Omit<MutationDef<V, D>, 'run'> = {}): MutationDef<V, D> => ({
  run,
  ...extra,
})

/** One resource per scope (a platform), built once: `accountsOf('tinder')` is always the same object. */
export function scoped<S extends string, R>(build: (scope: S) => R): (scope: S) => R {
  const cache = new Map<S, R>()
  return (scope) => {
    let r = cache.get(scope)
    if (!r) cache.set(scope, (r = build(scope)))
    return r
  }
}

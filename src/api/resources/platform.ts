import { api } from '@/api/client'
import {
  account,
  accountListResponse,
  bulkResponse,
  strategy,
  strategyListResponse,
  type AccountInput,
  type BulkRequest,
  type Platform,
  type StrategyInput,
} from '@/api/contracts/platform'
import { defineResource, mutation, scoped } from './define-resource'
import type { ListParams } from './list-params'

export const ACCOUNT_FILTERS = ['status', 'strategyId', 'modelId'] as const
/** Search, sort, paging, status, strategy (id or `none`) and model (id or `none`). */
export type AccountListParams = ListParams<(typeof ACCOUNT_FILTERS)[number]>
export type StrategyListParams = ListParams

const force = (yes?: boolean) => (yes ? { force: 'true' } : undefined)

/** One platform's accounts (`{accounts, total, counts}` -> `{rows, total, counts}`); a change refreshes its strategies (counts) and the models. */
export const accountsOf = scoped((platform: Platform) =>
  defineResource({
    key: [platform, 'accounts'],
    related: [[platform, 'strategies'], ['models'], ['dashboard', 'accounts']],
    list: (params: AccountListParams, signal?: AbortSignal) =>
      api
        .get(`/${platform}/accounts`, { params: { ...params }, schema: accountListResponse, signal })
        .then((r) => ({ rows: r.accounts, total: r.total, counts: r.counts })),
    mutations: {
      create: mutation((body: AccountInput) => api.post(`/${platform}/accounts`, body, { schema: account })),
      update: mutation(({ id, body }: { id: number; body: AccountInput }) =>
        api.put(`/${platform}/accounts/${id}`, body, { schema: account }),
      ),
      remove: mutation((id: number) => api.delete(`/${platform}/accounts/${id}`)),
      bulk: mutation((body: BulkRequest) => api.post(`/${platform}/accounts/bulk`, body, { schema: bulkResponse })),
    },
  }),
)

/** One platform's strategies; a change refreshes its accounts (strategy names and counts). */
export const strategiesOf = scoped((platform: Platform) =>
  defineResource({
    key: [platform, 'strategies'],
    related: [[platform, 'accounts']],
    list: (params: StrategyListParams, signal?: AbortSignal) =>
      api
        .get(`/${platform}/strategies`, { params: { ...params }, schema: strategyListResponse, signal })
        .then((r) => ({ rows: r.strategies, total: r.total })),
    mutations: {
      create: mutation((body: StrategyInput) => api.post(`/${platform}/strategies`, body, { schema: strategy })),
      update: mutation(({ id, body }: { id: number; body: StrategyInput }) =>
        api.put(`/${platform}/strategies/${id}`, body, { schema: strategy }),
      ),
      /** `force` unassigns the strategy from its accounts first (else 409 while in use). */
      remove: mutation(({ id, force: yes }: { id: number; force?: boolean }) =>
        api.delete(`/${platform}/strategies/${id}`, { params: force(yes) }),
      ),
    },
  }),
)

/** Every strategy of the platform by name: the options of filters, forms and the bulk dialog. */
export const ALL_BY_NAME = { sortBy: 'name', orderBy: 'asc', page: 1, itemsPerPage: -1 } as const satisfies ListParams

import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { api } from '@/api/client'
import type { Page } from '@/api/contracts/common'
import { USER_STATUSES, userListResponse, type User, type UserListResponse, type UserStatus } from '@/api/contracts/users'
import type { TableQueryWith } from '@/ui/data-table'
import { userKeys } from './keys'

export const USER_FILTERS = ['role', 'plan', 'status'] as const
export type UserFilter = (typeof USER_FILTERS)[number]
/** What the users table sends: the list parameters of SPEC section 5 plus role, plan and status. */
export type UserListParams = TableQueryWith<UserFilter>

/** The wire shape `{users, totalPages, totalUsers, page}` normalised once, here, to `{rows, total}`. */
const toPage = (r: UserListResponse): Page<User> => ({ rows: r.users, total: r.totalUsers })

export const fetchUsers = (params: UserListParams, signal?: AbortSignal) =>
  api.get('/apps/users', { params: { ...params }, schema: userListResponse, signal }).then(toPage)

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
    placeholderData: keepPreviousData,
  })

export const useUsers = (params: UserListParams) => useQuery(usersQuery(params))

/** Every user matching the search and filters (itemsPerPage -1), for the CSV export. */
export const fetchAllUsers = (params: UserListParams) => fetchUsers({ ...params, page: 1, itemsPerPage: -1 }).then((p) => p.rows)

/**
 * Users per status over the whole base (the stat cards): one tiny query per status that reads
 * only `totalUsers`, so the counts stay exact however many users there are.
 */
export function useUserCounts(): { counts: Record<UserStatus, number> | undefined; loading: boolean } {
  const results = useQueries({
    queries: USER_STATUSES.map((status) => ({
      queryKey: userKeys.count(status),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/apps/users', { params: { status, itemsPerPage: 1 }, schema: userListResponse, signal }).then((r) => r.totalUsers),
    })),
  })
  const loading = results.some((r) => r.isPending)
  if (results.some((r) => r.data === undefined)) return { counts: undefined, loading }
  const counts = Object.fromEntries(USER_STATUSES.map((s, i) => [s, results[i]!.data!])) as Record<UserStatus, number>
  return { counts, loading }
}

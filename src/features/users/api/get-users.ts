import { useQueries } from '@tanstack/react-query'
import { USER_STATUSES, type UserStatus } from '@/api/contracts/users'
import { userCountQuery, users, type UserListParams } from '@/api/resources/users'

export { USER_FILTERS, type UserFilter, type UserListParams } from '@/api/resources/users'

export const useUsers = (params: UserListParams) => users.useList(params)

/** Every user matching the search and filters (itemsPerPage -1), for the CSV export. */
export const fetchAllUsers = users.fetchAll

/**
 * Users per status over the whole base (the stat cards): one tiny query per status that reads
 * only `totalUsers`, so the counts stay exact however many users there are.
 */
export function useUserCounts(): { counts: Record<UserStatus, number> | undefined; loading: boolean } {
  const results = useQueries({ queries: USER_STATUSES.map(userCountQuery) })
  const loading = results.some((r) => r.isPending)
  if (results.some((r) => r.data === undefined)) return { counts: undefined, loading }
  const counts = Object.fromEntries(USER_STATUSES.map((s, i) => [s, results[i]!.data!])) as Record<UserStatus, number>
  return { counts, loading }
}

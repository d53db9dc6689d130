import type { UserListParams } from './get-users'

/**
 * Query keys of the users feature. The root of every key is the resource name, shared with any
 * other feature that shows the same resource (the roles screen reads `roles` too), so that a
 * mutation invalidating `['users']` or `['roles']` refreshes every screen that shows them.
 */
export const userKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => ['users', 'list', params] as const,
  count: (status: string) => ['users', 'count', status] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  /** The same key as the roles screen's cards (same call, same data): one request serves both. */
  roles: ['roles', 'list'] as const,
  roleRoot: ['roles'] as const,
}

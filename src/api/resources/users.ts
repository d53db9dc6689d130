import { api } from '@/api/client'
import type { Page } from '@/api/contracts/common'
import { roleCard, roleListResponse, type RoleCard, type RoleInput } from '@/api/contracts/roles'
import { user, userListResponse, userSavedResponse, type User, type UserInput } from '@/api/contracts/users'
import { defineResource, mutation } from './define-resource'
import type { ListParams } from './list-params'

export const USER_FILTERS = ['role', 'plan', 'status'] as const
export type UserFilter = (typeof USER_FILTERS)[number]
/** The list parameters of the users list: search, sort, paging, role, plan and status. */
export type UserListParams = ListParams<UserFilter>

/** GET /api/apps/users with `{users, totalUsers}` normalised once, here, to `{rows, total}`. */
const fetchUsers = (params: UserListParams, signal?: AbortSignal): Promise<Page<User>> =>
  api.get('/apps/users', { params: { ...params }, schema: userListResponse, signal }).then((r) => ({ rows: r.users, total: r.totalUsers }))

/** Users (the users list, a user's page, the roles screen's table). A change refreshes the role cards (counts, avatars). */
export const users = defineResource({
  key: ['users'],
  related: [['roles']],
  list: fetchUsers,
  detail: (id: number, signal) => api.get(`/apps/users/${id}`, { schema: user, signal }),
  mutations: {
    create: mutation((body: UserInput) => api.post('/apps/users', body, { schema: userSavedResponse }).then((r) => r.body)),
    update: mutation(
      ({ id, body }: { id: number; body: UserInput }) =>
        api.put(`/apps/users/${id}`, body, { schema: userSavedResponse }).then((r) => r.body),
      {
        onSuccess: (client, saved) => client.setQueryData(users.keys.detail(saved.id), saved),
      },
    ),
    remove: mutation((id: number) => api.delete(`/apps/users/${id}`), {
      onSuccess: (client, _, id) => client.removeQueries({ queryKey: users.keys.detail(id) }),
    }),
    /** Several users, one DELETE each (the API has no bulk call); answers how many went. */
    removeMany: mutation(
      async (ids: number[]) =>
        (await Promise.allSettled(ids.map((id) => api.delete(`/apps/users/${id}`)))).filter((r) => r.status === 'fulfilled').length,
      { invalidateOnError: true },
    ),
  },
})

/** The number of users with a status (reads only `totalUsers`: exact whatever the base's size). */
export const userCountQuery = (status: string) => ({
  queryKey: users.keys.of('count', status),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get('/apps/users', { params: { status, itemsPerPage: 1 }, schema: userListResponse, signal }).then((r) => r.totalUsers),
})

/**
 * Roles (GET /api/apps/roles: each with its user count, avatars and permission matrix): ONE key
 * for the roles screen's cards and the users screens' role options. A rename moves its users.
 */
export const roles = defineResource({
  key: ['roles'],
  related: [['users']],
  list: (_: ListParams, signal?: AbortSignal): Promise<Page<RoleCard>> =>
    api.get('/apps/roles', { schema: roleListResponse, signal }).then((r) => ({ rows: r.roles, total: r.roles.length })),
  mutations: {
    create: mutation((body: RoleInput) => api.post('/apps/roles', body, { schema: roleCard })),
    update: mutation(({ id, body }: { id: number; body: RoleInput }) => api.put(`/apps/roles/${id}`, body, { schema: roleCard })),
  },
})

/** The one parameter set of the roles list (the API has no paging for it). */
export const ALL_ROLES: ListParams = {}

import type { PermissionListParams } from './permissions'

/**
 * Query keys of the roles and permissions screens. `roles` and `users` are shared roots: the
 * users feature reads them too, and each side invalidates the root it changes.
 */
export const accessKeys = {
  roles: ['roles'] as const,
  /** The same key as the users feature's role options (same call, same data). */
  roleCards: ['roles', 'list'] as const,
  users: ['users'] as const,
  permissions: ['permissions'] as const,
  permissionList: (params: PermissionListParams) => ['permissions', 'list', params] as const,
}

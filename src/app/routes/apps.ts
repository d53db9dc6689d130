import { KeyRound, List, ShieldCheck } from 'lucide-react'
import { ADMIN, defineSection } from './define'

const route = defineSection({ nav: 'apps', access: ADMIN, search: 'appsPages' })

/**
 * Template apps (admin only: manage all). The roles page is composed in app/pages (role cards of
 * `access` + users table of `users`).
 */
export const appRoutes = [
  route('userList', '/apps/user/list', { page: () => import('@/features/users/pages/user-list-page'), nav: { group: 'user', icon: List } }),
  route('userView', '/apps/user/view/:id', { page: () => import('@/features/users/pages/user-view-page') }),
  route('roles', '/apps/roles', { page: () => import('../pages/roles-and-users-page'), nav: { group: 'roles', icon: ShieldCheck } }),
  route('permissions', '/apps/permissions', { page: () => import('@/features/access/pages/permissions-page'), nav: { group: 'roles', icon: KeyRound } }),
]

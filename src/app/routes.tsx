import { ShieldCheck } from 'lucide-react'
import { paths } from '@/lib/paths'
import type { AppRoute, RouteDef } from './route-types'
import { rootRedirect } from './guards/guard'

/**
 * THE registry (ARCHITECTURE habit 2). The router, the vertical and horizontal nav, the
 * breadcrumbs, the guard and the app-search index are all derived from this list: adding a
 * screen is adding one entry here.
 */
const defs: RouteDef[] = [
  // Root and redirects (SPEC section 2, DECISIONS section 4)
  { name: 'root', layout: 'blank', access: 'public', title: 'titles.home', redirect: ({ session, search }) => rootRedirect(session.rules, search) },
  { name: 'userProfile', layout: 'default', access: { action: 'access', subject: 'global' }, title: 'titles.userProfile', redirect: () => '/pages/user-profile/profile' },
  { name: 'accountSettings', layout: 'default', access: { action: 'access', subject: 'global' }, title: 'titles.accountSettings', redirect: () => '/pages/account-settings/account' },

  // Authentication (blank layout, guests only)
  { name: 'login', layout: 'blank', access: 'guestOnly', title: 'titles.login', page: () => import('@/features/auth/pages/login-page') },
  { name: 'register', layout: 'blank', access: 'guestOnly', title: 'titles.register', page: () => import('@/features/auth/pages/register-page') },
  { name: 'forgotPassword', layout: 'blank', access: 'guestOnly', title: 'titles.forgotPassword', page: () => import('@/features/auth/pages/forgot-password-page') },

  // Access control demo
  {
    name: 'accessControl', layout: 'default', access: { action: 'read', subject: 'AclDemo' }, title: 'titles.accessControl',
    page: () => import('@/features/auth/pages/access-control-page'),
    nav: { section: 'misc', icon: ShieldCheck, order: 90 }, search: 'chartsMisc',
  },

  // Errors (public)
  { name: 'notAuthorized', layout: 'blank', access: 'public', title: 'titles.notAuthorized', page: () => import('@/features/errors/pages/not-authorized-page') },
  { name: 'miscNotAuthorized', layout: 'blank', access: 'public', title: 'titles.notAuthorized', page: () => import('@/features/errors/pages/not-authorized-page') },
  { name: 'miscNotFound', layout: 'blank', access: 'public', title: 'titles.notFound', page: () => import('@/features/errors/pages/not-found-page') },
  { name: 'miscServerError', layout: 'blank', access: 'public', title: 'titles.serverError', page: () => import('@/features/errors/pages/server-error-page') },
  { name: 'notFound', layout: 'blank', access: 'public', title: 'titles.notFound', page: () => import('@/features/errors/pages/not-found-page') },
]

export const routes: AppRoute[] = defs.map((d) => ({ ...d, path: paths[d.name] }))
export const routeByName = new Map(routes.map((r) => [r.name, r]))

import { ClipboardList, Contact, Globe2, History, KeyRound, List, PhoneCall, Settings, ShieldCheck, SlidersHorizontal, UserRound, Users } from 'lucide-react'
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

  {
    name: 'accountSettingsTab', layout: 'default', access: { action: 'access', subject: 'global' }, title: 'titles.accountSettings',
    page: () => import('@/features/account-settings/pages/account-settings-page'),
    nav: { section: 'pages', group: 'account', icon: Settings, order: 10, params: { tab: 'account' } }, search: 'appsPages',
  },
  {
    name: 'userProfileTab', layout: 'default', access: { action: 'access', subject: 'global' }, title: 'titles.userProfile',
    page: () => import('@/features/user-profile/pages/user-profile-page'),
    nav: { section: 'pages', group: 'account', icon: UserRound, order: 9, params: { tab: 'profile' } }, search: 'appsPages',
  },

  // Authentication (blank layout, guests only)
  { name: 'login', layout: 'blank', access: 'guestOnly', title: 'titles.login', page: () => import('@/features/auth/pages/login-page') },
  { name: 'register', layout: 'blank', access: 'guestOnly', title: 'titles.register', page: () => import('@/features/auth/pages/register-page') },
  { name: 'forgotPassword', layout: 'blank', access: 'guestOnly', title: 'titles.forgotPassword', page: () => import('@/features/auth/pages/forgot-password-page') },

  // Business: Tinder and Fruitz share one feature, parameterised by platform (DECISIONS section 6).
  {
    name: 'tinderAccounts', layout: 'default', access: { action: 'access', subject: 'tinder' }, title: 'titles.tinderAccounts',
    page: () => import('@/features/platform-accounts/pages/accounts-page').then((m) => ({ default: () => <m.default platform="tinder" /> })),
    nav: { section: 'business', group: 'tinder', icon: Users, order: 1, label: 'nav.business.accounts' }, search: 'appsPages',
  },
  {
    name: 'tinderStrategies', layout: 'default', access: { action: 'access', subject: 'tinder' }, title: 'titles.tinderStrategies',
    page: () => import('@/features/platform-accounts/pages/strategies-page').then((m) => ({ default: () => <m.default platform="tinder" /> })),
    nav: { section: 'business', group: 'tinder', icon: SlidersHorizontal, order: 2, label: 'nav.business.strategies' }, search: 'appsPages',
  },
  {
    name: 'fruitzAccounts', layout: 'default', access: { action: 'access', subject: 'fruitz' }, title: 'titles.fruitzAccounts',
    page: () => import('@/features/platform-accounts/pages/accounts-page').then((m) => ({ default: () => <m.default platform="fruitz" /> })),
    nav: { section: 'business', group: 'fruitz', icon: Users, order: 3, label: 'nav.business.accounts' }, search: 'appsPages',
  },
  {
    name: 'fruitzStrategies', layout: 'default', access: { action: 'access', subject: 'fruitz' }, title: 'titles.fruitzStrategies',
    page: () => import('@/features/platform-accounts/pages/strategies-page').then((m) => ({ default: () => <m.default platform="fruitz" /> })),
    nav: { section: 'business', group: 'fruitz', icon: SlidersHorizontal, order: 4, label: 'nav.business.strategies' }, search: 'appsPages',
  },
  {
    name: 'models', layout: 'default', access: { action: 'access', subject: 'models' }, title: 'titles.models',
    page: () => import('@/features/models/pages/models-page'),
    nav: { section: 'business', icon: Contact, order: 5, label: 'nav.business.models' }, search: 'appsPages',
  },

  // OTP (DECISIONS section 6). /otp/order/default is the new-order form; history and admin-history
  // are static segments, which react-router ranks above /otp/order/:id.
  {
    name: 'otpOrder', layout: 'default', access: { action: 'access', subject: 'OTP' }, title: 'titles.otpOrder',
    page: () => import('@/features/otp/pages/otp-order-page'),
    nav: { section: 'business', group: 'otp', icon: PhoneCall, order: 6, params: { id: 'default' } }, search: 'appsPages',
  },
  {
    name: 'otpNumbers', layout: 'default', access: { action: 'access', subject: 'OTP' }, title: 'titles.otpNumbers',
    page: () => import('@/features/otp/pages/otp-numbers-page'),
    nav: { section: 'business', group: 'otp', icon: Globe2, order: 7 }, search: 'appsPages',
  },
  {
    name: 'otpHistory', layout: 'default', access: { action: 'access', subject: 'OTP' }, title: 'titles.otpHistory',
    page: () => import('@/features/otp/pages/otp-history-page'),
    nav: { section: 'business', group: 'otp', icon: History, order: 8 }, search: 'appsPages',
  },
  {
    name: 'otpAdminHistory', layout: 'default', access: { action: 'manage', subject: 'all' }, title: 'titles.otpAdminHistory',
    page: () => import('@/features/otp/pages/otp-admin-history-page'),
    nav: { section: 'business', group: 'otp', icon: ClipboardList, order: 9 }, search: 'appsPages',
  },

  // Template apps: users, roles, permissions (admin only: manage all). The roles page is composed
  // in app/pages (role cards of `access` + users table of `users`).
  {
    name: 'userList', layout: 'default', access: { action: 'manage', subject: 'all' }, title: 'titles.userList',
    page: () => import('@/features/users/pages/user-list-page'),
    nav: { section: 'apps', group: 'user', icon: List, order: 40 }, search: 'appsPages',
  },
  { name: 'userView', layout: 'default', access: { action: 'manage', subject: 'all' }, title: 'titles.userView', page: () => import('@/features/users/pages/user-view-page') },
  {
    name: 'roles', layout: 'default', access: { action: 'manage', subject: 'all' }, title: 'titles.roles',
    page: () => import('./pages/roles-and-users-page'),
    nav: { section: 'apps', group: 'roles', icon: ShieldCheck, order: 41 }, search: 'appsPages',
  },
  {
    name: 'permissions', layout: 'default', access: { action: 'manage', subject: 'all' }, title: 'titles.permissions',
    page: () => import('@/features/access/pages/permissions-page'),
    nav: { section: 'apps', group: 'roles', icon: KeyRound, order: 42 }, search: 'appsPages',
  },

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

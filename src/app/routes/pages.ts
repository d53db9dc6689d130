import { CircleHelp, Settings, ShieldCheck, Tags, UserRound } from 'lucide-react'
import { rootRedirect } from '../guards/guard'
import { ACL_DEMO, ADMIN, GLOBAL, GUEST, PUBLIC, defineSection } from './define'

const route = defineSection({ nav: 'pages', access: GLOBAL, search: 'appsPages' })
const blank = defineSection({ nav: 'pages', access: PUBLIC, layout: 'blank' })

/** Root, redirects, account pages, authentication, access-control demo and errors (SPEC section 2). */
export const pageRoutes = [
  blank('root', '/', { title: 'titles.home', redirect: ({ session, search }) => rootRedirect(session.rules, search) }),
  route('userProfile', '/pages/user-profile', { redirect: () => '/pages/user-profile/profile' }),
  route('accountSettings', '/pages/account-settings', { redirect: () => '/pages/account-settings/account' }),
  route('userProfileTab', '/pages/user-profile/:tab', {
    title: 'titles.userProfile', page: () => import('@/features/user-profile/pages/user-profile-page'),
    nav: { group: 'account', icon: UserRound, params: { tab: 'profile' } },
  }),
  route('accountSettingsTab', '/pages/account-settings/:tab', {
    title: 'titles.accountSettings', page: () => import('@/features/account-settings/pages/account-settings-page'),
    nav: { group: 'account', icon: Settings, params: { tab: 'account' } },
  }),
  route('pricing', '/pages/pricing', { access: ADMIN, page: () => import('@/features/front-pages/pages/pricing-page'), props: { variant: 'admin' as const }, nav: { icon: Tags } }),
  route('faq', '/pages/faq', { access: ADMIN, page: () => import('@/features/front-pages/pages/faq-page'), nav: { icon: CircleHelp } }),

  // Authentication (blank layout, guests only)
  blank('login', '/login', { access: GUEST, page: () => import('@/features/auth/pages/login-page') }),
  blank('register', '/register', { access: GUEST, page: () => import('@/features/auth/pages/register-page') }),
  blank('forgotPassword', '/forgot-password', { access: GUEST, page: () => import('@/features/auth/pages/forgot-password-page') }),

  route('accessControl', '/access-control', { access: ACL_DEMO, page: () => import('@/features/auth/pages/access-control-page'), nav: { section: 'misc', icon: ShieldCheck }, search: 'chartsMisc' }),

  // Errors (public)
  blank('notAuthorized', '/not-authorized', { page: () => import('@/features/errors/pages/not-authorized-page') }),
  blank('miscNotAuthorized', '/pages/misc/not-authorized', { title: 'titles.notAuthorized', page: () => import('@/features/errors/pages/not-authorized-page') }),
  blank('miscNotFound', '/pages/misc/page-not-found', { title: 'titles.notFound', page: () => import('@/features/errors/pages/not-found-page') }),
  blank('miscServerError', '/pages/misc/internal-server-error', { title: 'titles.serverError', page: () => import('@/features/errors/pages/server-error-page') }),
  // The catch-all stays last in its layout (app/router.tsx).
  blank('notFound', '*', { page: () => import('@/features/errors/pages/not-found-page') }),
]

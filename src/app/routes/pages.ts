import type { AuthDemoScreen } from '@/features/auth/demos/demo-links'
import { rootRedirect } from '../guards/guard'
import { ACL_DEMO, ADMIN, GLOBAL, GUEST, PUBLIC, defineSection } from './define'

const route = defineSection({ nav: 'pages', access: GLOBAL, search: 'appsPages' })
const blank = defineSection({ nav: 'pages', access: PUBLIC, layout: 'blank' })
const admin = defineSection({ nav: 'pages', access: ADMIN, search: 'appsPages' })
const ui = defineSection({ nav: 'ui', access: ADMIN, search: 'userInterface' })

const authDemoPage = () => import('@/features/auth/demos/auth-demo-page')
const cardPage = () => import('@/features/card-demos/pages/card-demo-page')
const miscPage = () => import('@/features/misc-pages/pages/misc-page')
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
/** The v1 (card) and v2 (illustration) demos of one authentication screen: one page module, told the screen and layout by props. */
function authDemo<const S extends AuthDemoScreen>(screen: S) {
  return (['v1', 'v2'] as const).map((variant) =>
    blank(`${screen}${variant === 'v1' ? 'V1' : 'V2'}` as `${S}${'V1' | 'V2'}`, `/pages/authentication/${kebab(screen)}-${variant}`, {
      page: authDemoPage,
      props: { screen, variant },
      nav: { group: 'authentication', icon: 'Circle', access: ADMIN },
      search: 'appsPages',
    }),
  )
}

/** Root, redirects, account pages, authentication, access-control demo and errors (SPEC section 2). */
export const pageRoutes = [
  blank('root', '/', { title: 'titles.home', redirect: ({ session, search }) => rootRedirect(session.rules, search) }),
  route('userProfile', '/pages/user-profile', { redirect: () => '/pages/user-profile/profile' }),
  route('accountSettings', '/pages/account-settings', { redirect: () => '/pages/account-settings/account' }),
  route('userProfileTab', '/pages/user-profile/:tab', {
    title: 'titles.userProfile',
    page: () => import('@/features/user-profile/pages/user-profile-page'),
    nav: { group: 'account', icon: 'UserRound', params: { tab: 'profile' } },
  }),
  route('accountSettingsTab', '/pages/account-settings/:tab', {
    title: 'titles.accountSettings',
    page: () => import('@/features/account-settings/pages/account-settings-page'),
    nav: { group: 'account', icon: 'Settings', params: { tab: 'account' } },
  }),
  route('pricing', '/pages/pricing', {
    access: ADMIN,
    page: () => import('@/features/front-pages/pages/pricing-page'),
    props: { variant: 'admin' as const },
    nav: { icon: 'Tags' },
  }),
  route('faq', '/pages/faq', { access: ADMIN, page: () => import('@/features/front-pages/pages/faq-page'), nav: { icon: 'CircleHelp' } }),

  // Authentication (blank layout, guests only)
  blank('login', '/login', { access: GUEST, page: () => import('@/features/auth/pages/login-page') }),
  blank('register', '/register', { access: GUEST, page: () => import('@/features/auth/pages/register-page') }),
  blank('forgotPassword', '/forgot-password', { access: GUEST, page: () => import('@/features/auth/pages/forgot-password-page') }),

  // Authentication demos (public, blank layout; they create no session: DECISIONS section 9)
  ...authDemo('login'),
  ...authDemo('register'),
  blank('registerMultiSteps', '/pages/authentication/register-multi-steps', {
    page: () => import('@/features/auth/demos/register-multi-steps-page'),
    nav: { group: 'authentication', icon: 'Circle', access: ADMIN },
    search: 'appsPages',
  }),
  ...authDemo('forgotPassword'),
  ...authDemo('resetPassword'),
  ...authDemo('twoSteps'),
  ...authDemo('verifyEmail'),

  route('accessControl', '/access-control', {
    access: ACL_DEMO,
    page: () => import('@/features/auth/pages/access-control-page'),
    nav: { section: 'misc', icon: 'ShieldCheck' },
    search: 'chartsMisc',
  }),

  // Errors (public)
  blank('notAuthorized', '/not-authorized', { page: () => import('@/features/errors/pages/not-authorized-page') }),
  // Misc (Pages > Misc in the nav; public, blank layout)
  blank('comingSoon', '/pages/misc/coming-soon', {
    page: miscPage,
    props: { kind: 'comingSoon' },
    nav: { group: 'misc', icon: 'Circle', access: ADMIN },
    search: 'appsPages',
  }),
  blank('underMaintenance', '/pages/misc/under-maintenance', {
    page: miscPage,
    props: { kind: 'underMaintenance' },
    nav: { group: 'misc', icon: 'Circle', access: ADMIN },
    search: 'appsPages',
  }),
  blank('miscNotFound', '/pages/misc/page-not-found', {
    title: 'titles.notFound',
    page: () => import('@/features/errors/pages/not-found-page'),
    nav: { group: 'misc', icon: 'Circle', access: ADMIN },
    search: 'appsPages',
  }),
  blank('miscNotAuthorized', '/pages/misc/not-authorized', {
    title: 'titles.notAuthorized',
    page: () => import('@/features/errors/pages/not-authorized-page'),
    nav: { group: 'misc', icon: 'Circle', access: ADMIN },
    search: 'appsPages',
  }),
  blank('miscServerError', '/pages/misc/internal-server-error', {
    title: 'titles.serverError',
    page: () => import('@/features/errors/pages/server-error-page'),
    nav: { group: 'misc', icon: 'Circle', access: ADMIN },
    search: 'appsPages',
  }),

  // Template demos of the pages and user-interface sections (admin, default layout)
  admin('dialogExamples', '/pages/dialog-examples', {
    page: () => import('@/features/dialog-examples/pages/dialog-examples-page'),
    nav: { icon: 'MessageSquareMore' },
  }),
  ui('typography', '/pages/typography', { page: miscPage, props: { kind: 'typography' }, nav: { icon: 'Type' } }),
  ui('icons', '/pages/icons', { page: miscPage, props: { kind: 'icons' }, nav: { icon: 'Shapes' } }),
  ui('cardBasic', '/pages/cards/card-basic', { page: cardPage, props: { kind: 'basic' }, nav: { group: 'cards', icon: 'Circle' } }),
  ui('cardAdvance', '/pages/cards/card-advance', { page: cardPage, props: { kind: 'advance' }, nav: { group: 'cards', icon: 'Circle' } }),
  ui('cardStatistics', '/pages/cards/card-statistics', {
    page: cardPage,
    props: { kind: 'statistics' },
    nav: { group: 'cards', icon: 'Circle' },
  }),
  ui('cardWidgets', '/pages/cards/card-widgets', { page: cardPage, props: { kind: 'widgets' }, nav: { group: 'cards', icon: 'Circle' } }),
  ui('cardActions', '/pages/cards/card-actions', { page: cardPage, props: { kind: 'actions' }, nav: { group: 'cards', icon: 'Circle' } }),
  // The catch-all stays last in its layout (app/router.tsx).
  blank('notFound', '*', { page: () => import('@/features/errors/pages/not-found-page') }),
]

/**
 * Route names and their path patterns. The registry (app/routes.tsx) takes each route's path
 * from here, and screens build links with `linkTo`, so no screen hand-writes a URL.
 */
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  notAuthorized: '/not-authorized',
  miscNotAuthorized: '/pages/misc/not-authorized',
  miscNotFound: '/pages/misc/page-not-found',
  miscServerError: '/pages/misc/internal-server-error',
  notFound: '*',
  accessControl: '/access-control',
  userProfile: '/pages/user-profile',
  accountSettings: '/pages/account-settings',
  accountSettingsTab: '/pages/account-settings/:tab',
  userProfileTab: '/pages/user-profile/:tab',
  tinderAccounts: '/tinder/accounts',
  tinderStrategies: '/tinder/strategies',
  fruitzAccounts: '/fruitz/accounts',
  fruitzStrategies: '/fruitz/strategies',
  models: '/models',
  otpNumbers: '/otp/numbers',
  // Static segments rank above :id in react-router, so history and admin-history never match otpOrder.
  otpHistory: '/otp/order/history',
  otpAdminHistory: '/otp/order/admin-history',
  otpOrder: '/otp/order/:id',
  userList: '/apps/user/list',
  userView: '/apps/user/view/:id',
  roles: '/apps/roles',
  permissions: '/apps/permissions',
} as const

export type RouteName = keyof typeof paths

/** Fills `:param` placeholders of a path pattern; empty optional params drop out. */
export function fillPath(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, key: string) => {
    const v = params[key]
    return v === undefined || v === '' ? '' : `/${encodeURIComponent(String(v))}`
  })
}

/** `linkTo('userView', { id: 3 })` -> `/apps/user/view/3`; optional params left empty drop out. */
export function linkTo(name: RouteName, params: Record<string, string | number | undefined> = {}, query?: Record<string, string | number | undefined>): string {
  const path = fillPath(paths[name], params)
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v))
  const s = qs.toString()
  return (path || '/') + (s ? `?${s}` : '')
}

/** Where to go after login: the `to` query when it is a local path, else `/`. */
export function afterLogin(search: string): string {
  const to = new URLSearchParams(search).get('to')
  return to && to.startsWith('/') && !to.startsWith('//') ? to : '/'
}

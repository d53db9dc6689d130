import { area, loadAllHandlers } from '../handler-areas'

/**
 * The mock API, one line per area: the paths it answers (under `/api`; the longest matching one
 * wins) and its handler module, imported on the first request to one of them (handler-areas.ts).
 * The service worker, the in-page transport and msw/node (tests) all answer from this table.
 * A new area appends one line; a new endpoint in an existing module needs none if its path is
 * under the area's (handler-areas.test.ts fails otherwise).
 */
/**
 * The sign-in's area: on a first start the seed gate lets its requests through once the sign-in's
 * tables are in (seed.ts SIGN_IN_TABLES), before the rest of the seed (seed-gate.ts signInGate).
 */
export const signInArea = area('/auth', () => import('./auth').then((m) => m.authHandlers))

export const areas = [
  signInArea,
  area('/notifications', () => import('./notifications').then((m) => m.notificationHandlers)),
  area('/otp', () => import('./otp').then((m) => m.otpHandlers)),
  area(['/tinder', '/fruitz'], () => import('./platform').then((m) => m.platformAreaHandlers)),
  area('/models', () => import('./models').then((m) => m.modelHandlers)),
  area('/system', () => import('./system').then((m) => m.systemHandlers)),
  area('/apps/academy', () => import('./academy').then((m) => m.academyHandlers)),
  area('/apps/calendar', () => import('./calendar').then((m) => m.calendarHandlers)),
  area('/apps/chat', () => import('./chat').then((m) => m.chatHandlers)),
  area('/apps/ecommerce', () => import('./ecommerce').then((m) => m.ecommerceHandlers)),
  area('/apps/email', () => import('./email').then((m) => m.emailHandlers)),
  area('/drafts', () => import('./drafts').then((m) => m.draftHandlers)),
  area('/apps/users', () => import('./users').then((m) => m.userHandlers)),
  area('/apps/roles', () => import('./roles').then((m) => m.roleHandlers)),
  area('/apps/permissions', () => import('./permissions').then((m) => m.permissionHandlers)),
  area('/apps/invoice', () => import('./invoices').then((m) => m.invoiceHandlers)),
  area('/apps/logistics', () => import('./logistics').then((m) => m.logisticsHandlers)),
  area('/dashboard/analytics', () => import('./analytics').then((m) => m.analyticsHandlers)),
  area('/dashboard', () => import('./dashboard').then((m) => m.dashboardHandlers)),
  area('/pages/datatable', () => import('./datatable').then((m) => m.datatableHandlers)),
  area(['/pages/contact', '/pages/newsletter'], () => import('./contact').then((m) => m.contactHandlers)),
  area('/pages/faq', () => import('./faq').then((m) => m.faqHandlers)),
  area('/pages/help-center', () => import('./help-center').then((m) => m.helpCenterHandlers)),
  area('/pages/profile', () => import('./profile').then((m) => m.profileHandlers)),
  area(['/app-bar/search', '/search'], () => import('./search').then((m) => m.searchHandlers)),
  area('/system/bench-fill', () => import('./bench').then((m) => m.benchHandlers)),
]

/** Every handler of the table, in its order (the tests and the API document read the whole list). */
export const allHandlers = () => loadAllHandlers(areas)

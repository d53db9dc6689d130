import { ADMIN, FRUITZ, MODELS, OTP, TINDER, defineSection } from './define'
import type { NavEntry } from '../route-types'

const route = defineSection({ nav: 'business', search: 'appsPages' })

const accounts = () => import('@/features/platform-accounts/pages/accounts-page')
const strategies = () => import('@/features/platform-accounts/pages/strategies-page')
const accountsNav = { icon: 'Users', label: 'nav.business.accounts' } satisfies NavEntry
const strategiesNav = { icon: 'SlidersHorizontal', label: 'nav.business.strategies' } satisfies NavEntry

/** Business: Tinder and Fruitz share one feature, parameterised by platform (DECISIONS section 6). */
export const businessRoutes = [
  route('tinderAccounts', '/tinder/accounts', {
    access: TINDER,
    page: accounts,
    props: { platform: 'tinder' },
    nav: { group: 'tinder', ...accountsNav },
  }),
  route('tinderStrategies', '/tinder/strategies', {
    access: TINDER,
    page: strategies,
    props: { platform: 'tinder' },
    nav: { group: 'tinder', ...strategiesNav },
  }),
  route('fruitzAccounts', '/fruitz/accounts', {
    access: FRUITZ,
    page: accounts,
    props: { platform: 'fruitz' },
    nav: { group: 'fruitz', ...accountsNav },
  }),
  route('fruitzStrategies', '/fruitz/strategies', {
    access: FRUITZ,
    page: strategies,
    props: { platform: 'fruitz' },
    nav: { group: 'fruitz', ...strategiesNav },
  }),
  route('models', '/models', {
    access: MODELS,
    page: () => import('@/features/models/pages/models-page'),
    nav: { icon: 'Contact', label: 'nav.business.models' },
  }),

  // OTP. /otp/order/default is the new-order form; history and admin-history are static
  // segments, which react-router ranks above /otp/order/:id.
  route('otpOrder', '/otp/order/:id', {
    access: OTP,
    page: () => import('@/features/otp/pages/otp-order-page'),
    nav: { group: 'otp', icon: 'PhoneCall', params: { id: 'default' } },
  }),
  route('otpNumbers', '/otp/numbers', {
    access: OTP,
    page: () => import('@/features/otp/pages/otp-numbers-page'),
    nav: { group: 'otp', icon: 'Globe2' },
  }),
  route('otpHistory', '/otp/order/history', {
    access: OTP,
    page: () => import('@/features/otp/pages/otp-history-page'),
    nav: { group: 'otp', icon: 'History' },
  }),
  route('otpAdminHistory', '/otp/order/admin-history', {
    access: ADMIN,
    page: () => import('@/features/otp/pages/otp-admin-history-page'),
    nav: { group: 'otp', icon: 'ClipboardList' },
  }),
]

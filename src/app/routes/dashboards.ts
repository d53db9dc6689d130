import type { NavIconName } from '@/app/nav-icons'
import { ADMIN, GLOBAL, defineSection } from './define'

/** Dashboards (analytics, CRM, e-commerce, accounts; academy and logistics come with their apps). */
export const route = defineSection({ nav: 'dashboards', access: ADMIN, search: 'dashboards' })

const nav = (icon: NavIconName) => ({ group: 'dashboards' as const, icon })
const ecommerce = () => import('@/features/dashboards/pages/ecommerce-page')
const academy = () => import('@/features/academy/pages/academy-dashboard-page')
const logistics = () => import('@/features/logistics/pages/logistics-dashboard-page')

export const dashboardRoutes = [
  route('dashboardAnalytics', '/dashboards/analytics', {
    page: () => import('@/features/dashboards/pages/analytics-page'),
    nav: nav('BarChart3'),
  }),
  route('dashboardCrm', '/dashboards/crm', { page: () => import('@/features/dashboards/pages/crm-page'), nav: nav('Gauge') }),
  route('dashboardEcommerce', '/dashboards/ecommerce', { page: ecommerce, nav: nav('ShoppingBag') }),
  route('ecommerceDashboard', '/apps/ecommerce/dashboard', { page: ecommerce, nav: { group: 'ecommerce', icon: 'ShoppingBag' } }),
  route('dashboardAcademy', '/dashboards/academy', { page: academy, nav: nav('GraduationCap') }),
  route('academyDashboard', '/apps/academy/dashboard', { page: academy, nav: { group: 'academy', icon: 'GraduationCap' } }),
  route('dashboardLogistics', '/dashboards/logistics', { page: logistics, nav: nav('Truck') }),
  route('logisticsDashboard', '/apps/logistics/dashboard', { page: logistics, nav: { group: 'logistics', icon: 'Truck' } }),
  // DECISIONS section 9: access global; the blocks follow the user's areas.
  route('dashboardAccounts', '/dashboards/accounts', {
    access: GLOBAL,
    page: () => import('@/features/dashboards/pages/accounts-page'),
    nav: nav('Users2'),
  }),
] satisfies ReturnType<typeof route>[]

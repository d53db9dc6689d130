import { ADMIN, defineSection } from './define'

/** Dashboards (analytics, CRM, e-commerce, academy, logistics): built by later issues. */
export const route = defineSection({ nav: 'dashboards', access: ADMIN, search: 'dashboards' })

export const dashboardRoutes = [] satisfies ReturnType<typeof route>[]

import { registerPaths, type RouteName } from '@/lib/paths'
import type { AppRoute, NavOnlyItem } from '../route-types'
import { appRoutes } from './apps'
import { businessRoutes } from './business'
import { dashboardRoutes } from './dashboards'
import { DEMO_PAGES, demoNavItems, demoRoutes } from './demos'
import { frontRoutes } from './front'
import { pageRoutes } from './pages'

/**
 * THE registry (ARCHITECTURE habit 2), one file per section. The router, the vertical and
 * horizontal nav, the breadcrumbs, the guard and the app-search index are all derived from it;
 * each route's path is written only here and handed to `lib/paths` for `linkTo` (see there).
 * Adding a screen is one `route(...)` line in its section file.
 */
const registry = [...pageRoutes, ...businessRoutes, ...dashboardRoutes, ...appRoutes, ...frontRoutes, ...demoRoutes(DEMO_PAGES)]

export type RegisteredRouteName = (typeof registry)[number]['name']

declare module '@/lib/paths' {
  interface RouteRegister {
    name: RegisteredRouteName
  }
}

export const routes: AppRoute<RouteName>[] = registry
export const routeByName = new Map(routes.map((r) => [r.name, r]))
/** Nav entries without a route (template demo items). */
export const navOnlyItems: NavOnlyItem[] = demoNavItems

registerPaths(routes.map((r) => [r.name, r.path]))

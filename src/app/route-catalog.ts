import { fillPath } from '@/lib/paths'
import { routes } from './routes'
import type { Access, LayoutId } from './route-types'

/**
 * The registry as data, for the e2e accessibility sweep: every route with a concrete example
 * URL, so the sweep follows the registry as it grows. Exposed on `window.__vermilionRoutes`
 * only when localStorage has `vermilion-route-catalog` (main.tsx loads this file on demand).
 */
export interface CatalogEntry {
  name: string
  /** Example URL: the nav params, else `id` = 1 and the first tab; `*` becomes an unknown path. */
  url: string
  access: Access
  layout: LayoutId
  redirect: boolean
}

const EXAMPLE_PARAMS: Record<string, string> = { id: '1' }

export function routeCatalog(): CatalogEntry[] {
  return routes.map((r) => ({
    name: r.name,
    url: r.path === '*' ? '/no-such-page' : fillPath(r.path, { ...EXAMPLE_PARAMS, ...r.nav?.params }) || '/',
    access: r.access,
    layout: r.layout,
    redirect: Boolean(r.redirect),
  }))
}

export function exposeRouteCatalog(): void {
  ;(window as unknown as { __vermilionRoutes?: CatalogEntry[] }).__vermilionRoutes = routeCatalog()
}

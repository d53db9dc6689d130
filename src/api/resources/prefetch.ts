import type { QueryClient } from '@tanstack/react-query'
import type { I18nNamespace } from '@/i18n/i18n-keys'

/**
 * What a page module may export beside its component, for its first screen to come whole: the
 * router (app/router.tsx) reads both as soon as it has matched the page and its guard has let it
 * through, while the rest of the screen's code (and, on a reload, the mock layer) still loads.
 */
export interface PageModuleExtras {
  /**
   * Asks for the queries the first screen shows, not awaited: the page's own hooks then find the
   * answer in the cache (same keys) and draw their rows in their first render, without a skeleton
   * first. `search` is the URL's, `params` its path's (e.g. `{ id }`), `props` the route's (e.g.
   * `{ platform }`).
   */
  prefetch?: PagePrefetch
  /** The locale namespaces the page reads: loaded before it renders (no suspended first render). */
  namespaces?: readonly I18nNamespace[]
}

export type PagePrefetch = (ctx: {
  client: QueryClient
  search: URLSearchParams
  params: Readonly<Record<string, string | undefined>>
  props: Readonly<Record<string, unknown>>
}) => unknown

import type { ComponentType } from 'react'
import type { PageModuleExtras } from '@/api/resources/prefetch'
import type { AccessRule } from '@/lib/ability'
import type { Session } from '@/lib/session'
import type { NavIconName } from './nav-icons'
import type { NavGroupId, NavSectionId } from './nav-tree'
import type { I18nKey } from '@/i18n/i18n-keys'

export type { NavGroupId, NavSectionId } from './nav-tree'

export type Access = 'public' | 'guestOnly' | AccessRule
export type SearchCategory = 'dashboards' | 'frontPages' | 'appsPages' | 'userInterface' | 'formsTables' | 'chartsMisc'
export const SEARCH_CATEGORIES: readonly SearchCategory[] = [
  'dashboards',
  'frontPages',
  'appsPages',
  'userInterface',
  'formsTables',
  'chartsMisc',
]
/** The layouts a route renders in (app/router.tsx maps each id to its component). */
export type LayoutId = 'blank' | 'default' | 'front'

export interface NavEntry {
  /** Section of an entry without a group (its file's by default); a grouped entry sits in its group's. */
  section?: NavSectionId
  /** The (innermost) group; its parents come from the nav tree (app/nav-tree.ts). */
  group?: NavGroupId
  /** A name from app/nav-icons.ts (no icon code in the entry). */
  icon: NavIconName
  /** Sort key; entries without one keep their registry order. */
  order?: number
  /** i18n key of the label; defaults to the route's title. */
  label?: I18nKey
  /** Concrete params for a path with placeholders (e.g. { tab: 'account' }). */
  params?: Record<string, string>
  badge?: string
  disabled?: boolean
  /**
   * Who sees the entry in the nav, when not everyone who may open the page: the public template
   * demos (authentication, misc) are listed for the admin only, as in the template.
   */
  access?: Access
}

/**
 * A lazy page module; `props` of its route are passed to its default export. Its `prefetch` and
 * `namespaces`, when it has them, are read as soon as the route is matched (app/router.tsx).
 */
export type PageLoader = () => Promise<{ default: ComponentType<never> } & PageModuleExtras>

/** One entry of THE registry: path, lazy page, layout, access rule, title, nav and search. */
export interface AppRoute<N extends string = string> {
  name: N
  path: string
  layout: LayoutId
  access: Access
  /** i18n key (common namespace) of the document title and breadcrumb. */
  title: I18nKey
  page?: PageLoader
  /** Props given to the page (one page module serves several routes, e.g. `{ platform }`). */
  props?: Record<string, unknown>
  /** A redirect computed from the session and the current location. */
  redirect?: (ctx: { session: Session; search: string; params: Record<string, string | undefined> }) => string
  nav?: NavEntry
  search?: SearchCategory
}

/** A nav entry that leads nowhere (template demo items such as the nav levels). */
export interface NavOnlyItem {
  key: string
  access: Access
  nav: NavEntry & { label: I18nKey }
}

/** What the router attaches to each route match (read by the title, breadcrumbs, guard…). */
export interface RouteHandle {
  route: AppRoute
}

import type { ComponentType } from 'react'
import type { AccessRule } from '@/lib/ability'
import type { I18nKey } from '@/i18n/i18n-keys'
import type { NavSectionId } from '../nav-tree'
import type { Access, AppRoute, LayoutId, NavEntry, PageLoader, SearchCategory } from '../route-types'

/** Access constants: every registry entry names one of these (SPEC section 2, DECISIONS section 4). */
export const PUBLIC = 'public' satisfies Access
export const GUEST = 'guestOnly' satisfies Access
export const ADMIN: AccessRule = { action: 'manage', subject: 'all' }
export const GLOBAL: AccessRule = { action: 'access', subject: 'global' }
export const TINDER: AccessRule = { action: 'access', subject: 'tinder' }
export const FRUITZ: AccessRule = { action: 'access', subject: 'fruitz' }
export const MODELS: AccessRule = { action: 'access', subject: 'models' }
export const OTP: AccessRule = { action: 'access', subject: 'OTP' }
export const ACL_DEMO: AccessRule = { action: 'read', subject: 'AclDemo' }

/** What a section file sets once for all its entries. */
export interface SectionDefaults {
  /** Nav section of entries without a group (a group knows its section). */
  nav: NavSectionId
  layout?: LayoutId
  access?: Access
  /** Search category of the entries that are in the nav. */
  search?: SearchCategory
}

export interface RouteOptions<P extends object> {
  page?: () => Promise<{ default: ComponentType<P> }>
  /** Given to the page: one page module serves several routes (e.g. `{ platform: 'tinder' }`). */
  props?: P
  access?: Access
  /** i18n key; defaults to `titles.<name>` (registry.test checks that every title is a key). */
  title?: I18nKey
  layout?: LayoutId
  /**
   * A grouped entry sits in its group's section, resolved by app/nav.ts (the nav tree and its icons
   * stay out of the entry chunk); others in the file's section unless they name one.
   */
  nav?: NavEntry
  /** Defaults to the file's category when the entry is in the nav; `null`: not searchable. */
  search?: SearchCategory | null
  redirect?: AppRoute['redirect']
}

/** A page whose props are required must be given them. */
type PropsOf<P extends object> = object extends P ? unknown : { props: P }

/**
 * The one way to write a registry entry. `defineSection` fixes a file's defaults; the returned
 * `route(name, path, options)` builds an entry, so a screen is one line:
 * `route('userList', '/apps/user/list', { page: () => import('…/user-list-page'), nav: { group: 'user', icon: List } })`.
 */
export function defineSection(defaults: SectionDefaults) {
  return function route<const N extends string, P extends object = object>(
    name: N,
    path: string,
    options: RouteOptions<P> & PropsOf<P>,
  ): AppRoute<N> {
    const { nav, search, page, props, access = defaults.access, layout = defaults.layout ?? 'default', redirect } = options
    // The default is not typed from the name (test registries use any name); registry.test checks the keys.
    const title = options.title ?? (`titles.${name}` as I18nKey)
    if (!access) throw new Error(`Route "${name}" has no access rule`)
    const entry: AppRoute<N> = { name, path, layout, access, title }
    if (page) entry.page = page as PageLoader
    if (props) entry.props = props as Record<string, unknown>
    if (redirect) entry.redirect = redirect
    if (nav) entry.nav = { section: defaults.nav, ...nav }
    const category = search === undefined ? (nav ? defaults.search : undefined) : (search ?? undefined)
    if (category) entry.search = category
    return entry
  }
}

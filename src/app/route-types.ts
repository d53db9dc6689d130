import type { LucideIcon } from 'lucide-react'
import type { ComponentType } from 'react'
import type { AccessRule } from '@/lib/ability'
import type { Session } from '@/lib/session'
import type { RouteName } from '@/lib/paths'

export type Access = 'public' | 'guestOnly' | AccessRule
export type SearchCategory = 'dashboards' | 'frontPages' | 'appsPages' | 'userInterface' | 'formsTables' | 'chartsMisc'
export type NavSectionId = 'business' | 'dashboards' | 'apps' | 'pages' | 'ui' | 'forms' | 'charts' | 'misc'
export type NavGroupId =
  | 'tinder' | 'fruitz' | 'otp' | 'dashboards' | 'ecommerce' | 'academy' | 'logistics' | 'email' | 'invoice' | 'user' | 'roles'
  | 'account' | 'authentication' | 'misc' | 'frontPages' | 'wizard' | 'components' | 'extensions' | 'forms' | 'tables' | 'charts' | 'navLevels'

export interface NavEntry {
  section: NavSectionId
  group?: NavGroupId
  icon: LucideIcon
  order: number
  /** i18n key of the label; defaults to the route's title. */
  label?: string
  /** Concrete params for a path with placeholders (e.g. { tab: 'account' }). */
  params?: Record<string, string>
  badge?: string
  disabled?: boolean
}

/** One entry of THE registry: path, lazy page, layout, access rule, title, nav and search. */
export interface AppRoute {
  name: RouteName
  path: string
  layout: 'blank' | 'default'
  access: Access
  /** i18n key (common namespace) of the document title and breadcrumb. */
  title: string
  page?: () => Promise<{ default: ComponentType }>
  /** A redirect computed from the session and the current location. */
  redirect?: (ctx: { session: Session; search: string; params: Record<string, string | undefined> }) => string
  nav?: NavEntry
  search?: SearchCategory
}

/** A registry entry without its path: the path comes from lib/paths.ts by name. */
export type RouteDef = Omit<AppRoute, 'path'>

import {
  AppWindow, BookOpen, ChartPie, Cherry, Component, FileText, Flame, FormInput, Home, LayoutDashboard, Lock, Mail, MessageSquare,
  Navigation, Settings, ShoppingCart, Smartphone, Table2, Truck, Users, Wand2, type LucideIcon,
} from 'lucide-react'
import type { AppAbility } from '@/lib/ability'
import { fillPath } from '@/lib/paths'
import type { AppRoute, NavGroupId, NavSectionId, SearchCategory } from './route-types'
import { routes } from './routes'

/** Sections and groups of the nav; their items come from the route registry. */
export const NAV_SECTIONS: { id: NavSectionId; label: string }[] = [
  { id: 'business', label: 'nav.sections.business' },
  { id: 'dashboards', label: 'nav.sections.dashboards' },
  { id: 'apps', label: 'nav.sections.apps' },
  { id: 'pages', label: 'nav.sections.pages' },
  { id: 'ui', label: 'nav.sections.ui' },
  { id: 'forms', label: 'nav.sections.forms' },
  { id: 'charts', label: 'nav.sections.charts' },
  { id: 'misc', label: 'nav.sections.misc' },
]

export const NAV_GROUPS: Record<NavGroupId, { label: string; icon: LucideIcon }> = {
  tinder: { label: 'nav.groups.tinder', icon: Flame },
  fruitz: { label: 'nav.groups.fruitz', icon: Cherry },
  otp: { label: 'nav.groups.otp', icon: Smartphone },
  dashboards: { label: 'nav.groups.dashboards', icon: Home },
  ecommerce: { label: 'nav.groups.ecommerce', icon: ShoppingCart },
  academy: { label: 'nav.groups.academy', icon: BookOpen },
  logistics: { label: 'nav.groups.logistics', icon: Truck },
  email: { label: 'nav.groups.email', icon: Mail },
  invoice: { label: 'nav.groups.invoice', icon: FileText },
  user: { label: 'nav.groups.user', icon: Users },
  roles: { label: 'nav.groups.roles', icon: Lock },
  account: { label: 'nav.groups.account', icon: Settings },
  authentication: { label: 'nav.groups.authentication', icon: Lock },
  misc: { label: 'nav.groups.misc', icon: AppWindow },
  frontPages: { label: 'nav.groups.frontPages', icon: LayoutDashboard },
  wizard: { label: 'nav.groups.wizard', icon: Wand2 },
  components: { label: 'nav.groups.components', icon: Component },
  extensions: { label: 'nav.groups.extensions', icon: MessageSquare },
  forms: { label: 'nav.groups.forms', icon: FormInput },
  tables: { label: 'nav.groups.tables', icon: Table2 },
  charts: { label: 'nav.groups.charts', icon: ChartPie },
  navLevels: { label: 'nav.groups.navLevels', icon: Navigation },
}

export interface NavLink {
  kind: 'link'
  key: string
  label: string
  icon: LucideIcon
  to: string
  badge?: string
  disabled?: boolean
}
export interface NavGroup {
  kind: 'group'
  key: string
  label: string
  icon: LucideIcon
  children: NavLink[]
}
export interface NavSection {
  key: NavSectionId
  label: string
  items: (NavLink | NavGroup)[]
}

export function canOpen(route: AppRoute, ability: AppAbility): boolean {
  const a = route.access
  if (a === 'public' || a === 'guestOnly') return true
  return ability.can(a.action, a.subject)
}

const hrefOf = (r: AppRoute) => fillPath(r.path, r.nav?.params) || '/'

/**
 * The vertical/horizontal nav: an item shows when the user may perform its action on its
 * subject; a group shows if any child is allowed; an empty section is dropped.
 */
export function buildNav(ability: AppAbility, source: AppRoute[] = routes): NavSection[] {
  const visible = source.filter((r) => r.nav && canOpen(r, ability)).sort((a, b) => a.nav!.order - b.nav!.order)
  return NAV_SECTIONS.map((section) => {
    const items: (NavLink | NavGroup)[] = []
    for (const r of visible.filter((v) => v.nav!.section === section.id)) {
      const link: NavLink = { kind: 'link', key: r.name, label: r.nav!.label ?? r.title, icon: r.nav!.icon, to: hrefOf(r), badge: r.nav!.badge, disabled: r.nav!.disabled }
      const groupId = r.nav!.group
      if (!groupId) {
        items.push(link)
        continue
      }
      let group = items.find((i): i is NavGroup => i.kind === 'group' && i.key === groupId)
      if (!group) {
        group = { kind: 'group', key: groupId, label: NAV_GROUPS[groupId].label, icon: NAV_GROUPS[groupId].icon, children: [] }
        items.push(group)
      }
      group.children.push(link)
    }
    return { key: section.id, label: section.label, items }
  }).filter((s) => s.items.length > 0)
}

export interface SearchGroup {
  title: SearchCategory
  category: SearchCategory
  children: { url: string; icon: string; title: string }[]
}

/** The app-search index (served by /api/app-bar/search), derived from the same registry. */
export function buildSearchIndex(source: AppRoute[] = routes): SearchGroup[] {
  const categories: SearchCategory[] = ['dashboards', 'frontPages', 'appsPages', 'userInterface', 'formsTables', 'chartsMisc']
  return categories.map((category) => ({
    title: category,
    category,
    children: source
      .filter((r) => r.search === category)
      .map((r) => ({ url: hrefOf(r), icon: r.nav?.icon.displayName ?? 'circle', title: r.title })),
  }))
}

/** Breadcrumb trail of a route: section, group, page (i18n keys). */
export function breadcrumbOf(route: AppRoute | undefined): string[] {
  if (!route?.nav) return route ? [route.title] : []
  const section = NAV_SECTIONS.find((s) => s.id === route.nav!.section)
  const group = route.nav.group ? NAV_GROUPS[route.nav.group] : undefined
  return [section?.label, group?.label, route.title].filter((x): x is string => Boolean(x))
}

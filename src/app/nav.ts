import type { NavIconName } from './nav-icons'
import type { AppAbility } from '@/lib/ability'
import { fillPath } from '@/lib/paths'
import { NAV_GROUPS, NAV_SECTION_IDS, groupChain, sectionLabel, type NavSectionId } from './nav-tree'
import { SEARCH_CATEGORIES, type Access, type AppRoute, type NavEntry, type NavOnlyItem, type SearchCategory } from './route-types'
import { navOnlyItems, routes } from './routes'
import type { I18nKey } from '@/i18n/i18n-keys'

export interface NavLink {
  kind: 'link'
  key: string
  label: I18nKey
  icon: NavIconName
  /** Absent for items that lead nowhere (the template's nav-levels demo). */
  to?: string
  badge?: string
  disabled?: boolean
}
export interface NavGroup {
  kind: 'group'
  key: string
  label: I18nKey
  icon: NavIconName
  children: NavItem[]
}
export type NavItem = NavLink | NavGroup
export interface NavSection {
  key: NavSectionId
  label: I18nKey
  items: NavItem[]
}

export function canOpen(route: { access: Access }, ability: AppAbility): boolean {
  const a = route.access
  if (a === 'public' || a === 'guestOnly') return true
  return ability.can(a.action, a.subject)
}

const hrefOf = (r: AppRoute) => fillPath(r.path, r.nav?.params) || '/'

/** The nav section of an entry: its group's, else its own. */
export const sectionOf = (nav: NavEntry): NavSectionId | undefined => (nav.group ? NAV_GROUPS[nav.group].section : nav.section)

/** Whether a nav item (or one of its descendants) is the current page. */
export function isActiveItem(item: NavItem, pathname: string): boolean {
  return linksOf(item).some((l) => l.to !== undefined && (pathname === l.to || pathname.startsWith(`${l.to}/`)))
}

/** Every link under a nav item (itself, or a group's descendants). */
export function linksOf(item: NavItem): NavLink[] {
  return item.kind === 'link' ? [item] : item.children.flatMap(linksOf)
}

interface Placed {
  nav: NavEntry
  link: NavLink
}

/**
 * The vertical/horizontal nav: an item shows when the user may perform its action on its
 * subject; a group shows if any child is allowed; an empty section is dropped. Groups nest as the
 * nav tree says (up to three levels: group, sub-group, link).
 */
export function buildNav(
  ability: AppAbility,
  source: AppRoute[] = routes,
  extra: NavOnlyItem[] = source === routes ? navOnlyItems : [],
): NavSection[] {
  const placed: Placed[] = [
    ...source
      .filter((r) => r.nav && canOpen(r.nav.access ? { access: r.nav.access } : r, ability))
      .map((r) => ({
        nav: r.nav!,
        link: {
          kind: 'link',
          key: r.name,
          label: r.nav!.label ?? r.title,
          icon: r.nav!.icon,
          to: hrefOf(r),
          badge: r.nav!.badge,
          disabled: r.nav!.disabled,
        } satisfies NavLink,
      })),
    ...extra
      .filter((e) => canOpen(e, ability))
      .map((e) => ({
        nav: e.nav,
        link: {
          kind: 'link',
          key: e.key,
          label: e.nav.label,
          icon: e.nav.icon,
          badge: e.nav.badge,
          disabled: e.nav.disabled,
        } satisfies NavLink,
      })),
  ]
  const sorted = placed
    .map((p, i) => ({ p, at: p.nav.order ?? i }))
    .sort((a, b) => a.at - b.at)
    .map((x) => x.p)
  return NAV_SECTION_IDS.map((id) => {
    const items: NavItem[] = []
    for (const { nav, link } of sorted.filter((p) => sectionOf(p.nav) === id)) {
      let container = items
      for (const g of nav.group ? groupChain(nav.group) : []) {
        let group = container.find((i): i is NavGroup => i.kind === 'group' && i.key === g.id)
        if (!group) {
          group = { kind: 'group', key: g.id, label: g.label, icon: g.icon, children: [] }
          container.push(group)
        }
        container = group.children
      }
      container.push(link)
    }
    return { key: id, label: sectionLabel(id), items }
  }).filter((s) => s.items.length > 0)
}

export interface SearchGroup {
  title: SearchCategory
  category: SearchCategory
  children: { url: string; icon: string; title: string }[]
}

/** The app-search index (served by /api/app-bar/search), derived from the same registry. */
export function buildSearchIndex(source: AppRoute[] = routes): SearchGroup[] {
  return SEARCH_CATEGORIES.map((category) => ({
    title: category,
    category,
    children: source.filter((r) => r.search === category).map((r) => ({ url: hrefOf(r), icon: r.nav?.icon ?? 'Circle', title: r.title })),
  }))
}

/**
 * A trail's labels as shown: a level that reads like the one before it is left out (the
 * dashboards' section and its group are both "Dashboards": "Dashboards > Accounts", not
 * "Dashboards > Dashboards > Accounts"). Compared as translated, so in each language.
 */
export function trailLabels(trail: readonly I18nKey[], t: (key: I18nKey) => string): { key: I18nKey; label: string }[] {
  const out: { key: I18nKey; label: string }[] = []
  for (const key of trail) {
    const label = t(key)
    if (out.at(-1)?.label.toLocaleLowerCase() !== label.toLocaleLowerCase()) out.push({ key, label })
  }
  return out
}

/** Breadcrumb trail of a route: section, groups (outermost first), page (i18n keys). */
export function breadcrumbOf(route: AppRoute | undefined): I18nKey[] {
  if (!route?.nav) return route ? [route.title] : []
  const groups = route.nav.group ? groupChain(route.nav.group).map((g) => g.label) : []
  const section = sectionOf(route.nav)
  return [section && sectionLabel(section), ...groups, route.title].filter((k): k is I18nKey => Boolean(k))
}

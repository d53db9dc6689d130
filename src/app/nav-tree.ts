import type { NavIconName } from '@/app/nav-icons'
import type { I18nKey } from '@/i18n/i18n-keys'

/**
 * THE table of the nav's sections and groups, in display order: a section holds its groups; a
 * group may sit in another group (`parent`, the third nav level). Ids, types and labels all derive
 * from it: section `s` is labelled `nav.sections.<s>`, group `g` `nav.groups.<g>` (common.json).
 * A new group is one line here (+ its label in fr/en/ar).
 */
export const NAV_TREE = {
  business: { tinder: { icon: 'Flame' }, fruitz: { icon: 'Cherry' }, otp: { icon: 'Smartphone' } },
  dashboards: { dashboards: { icon: 'Home' } },
  apps: {
    ecommerce: { icon: 'ShoppingCart' },
    academy: { icon: 'BookOpen' },
    logistics: { icon: 'Truck' },
    email: { icon: 'Mail' },
    invoice: { icon: 'FileText' },
    user: { icon: 'Users' },
    roles: { icon: 'Lock' },
  },
  pages: {
    account: { icon: 'Settings' },
    authentication: { icon: 'Lock' },
    misc: { icon: 'AppWindow' },
    frontPages: { icon: 'LayoutDashboard' },
    wizard: { icon: 'Wand2' },
  },
  ui: { cards: { icon: 'CreditCard' }, components: { icon: 'Component' }, extensions: { icon: 'MessageSquare' } },
  forms: { forms: { icon: 'FormInput' }, tables: { icon: 'Table2' } },
  charts: { charts: { icon: 'ChartPie' } },
  misc: { navLevels: { icon: 'Navigation' }, navLevel22: { icon: 'Layers', parent: 'navLevels' } },
} as const satisfies Record<string, Record<string, { icon: NavIconName; parent?: string }>>

export type NavSectionId = keyof typeof NAV_TREE
export type NavGroupId = { [S in NavSectionId]: keyof (typeof NAV_TREE)[S] }[NavSectionId]

export interface NavGroupInfo {
  id: NavGroupId
  section: NavSectionId
  label: I18nKey
  icon: NavIconName
  parent?: NavGroupId
}

export const NAV_SECTION_IDS = Object.keys(NAV_TREE) as NavSectionId[]
export const sectionLabel = (id: NavSectionId): I18nKey => `nav.sections.${id}`
const groupLabel = (id: NavGroupId): I18nKey => `nav.groups.${id}`

export const NAV_GROUPS = Object.fromEntries(
  NAV_SECTION_IDS.flatMap((section) =>
    Object.entries(NAV_TREE[section] as Record<string, { icon: NavIconName; parent?: NavGroupId }>).map(([id, g]) => [
      id,
      { id: id as NavGroupId, section, label: groupLabel(id as NavGroupId), icon: g.icon, parent: g.parent },
    ]),
  ),
) as Record<NavGroupId, NavGroupInfo>

/** A group and its ancestors, outermost first (`navLevel22` -> [navLevels, navLevel22]). */
export function groupChain(id: NavGroupId): NavGroupInfo[] {
  const chain: NavGroupInfo[] = []
  for (let g: NavGroupInfo | undefined = NAV_GROUPS[id]; g; g = g.parent ? NAV_GROUPS[g.parent] : undefined) chain.unshift(g)
  return chain
}

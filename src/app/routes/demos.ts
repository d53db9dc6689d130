import { Circle, CircleOff } from 'lucide-react'
import type { NavGroupId } from '../nav-tree'
import type { ComponentType } from 'react'
import type { AppRoute, NavOnlyItem, SearchCategory } from '../route-types'
import { ADMIN, defineSection } from './define'
import type { I18nKey } from '@/i18n/i18n-keys'

/** Where each demo group lives: URL prefix, nav group and search category (SPEC section 2). */
export const DEMO_GROUPS = {
  components: { prefix: '/components', group: 'components', search: 'userInterface' },
  extensions: { prefix: '/extensions', group: 'extensions', search: 'userInterface' },
  forms: { prefix: '/forms', group: 'forms', search: 'formsTables' },
  tables: { prefix: '/tables', group: 'tables', search: 'formsTables' },
  charts: { prefix: '/charts', group: 'charts', search: 'chartsMisc' },
} as const satisfies Record<string, { prefix: string; group: NavGroupId; search: SearchCategory }>

export interface DemoRow {
  /** Last path segment, e.g. `alert` -> /components/alert (route name `demo-alert`). */
  slug: string
  group: keyof typeof DEMO_GROUPS
  /** i18n key of the title (common namespace). */
  title: I18nKey
  /** A demo page takes no props. */
  page: () => Promise<{ default: ComponentType }>
}

/**
 * THE demo table: one row per demo page (components, forms, tables, charts…), mapped into routes,
 * nav and search by `demoRoutes`. Demo pages come with later issues: one row each.
 */
export const DEMO_PAGES = [] as const satisfies readonly DemoRow[]

export type DemoRouteName = `demo-${(typeof DEMO_PAGES)[number]['slug']}`

/** The registry entries of demo rows (admin only, default layout). */
export function demoRoutes<N extends string = DemoRouteName>(rows: readonly DemoRow[]): AppRoute<N>[] {
  return rows.map((row) => {
    const where = DEMO_GROUPS[row.group]
    const route = defineSection({ nav: 'ui', access: ADMIN, search: where.search })
    return route(`demo-${row.slug}` as N, `${where.prefix}/${row.slug}`, { title: row.title, page: row.page, nav: { group: where.group, icon: Circle } })
  })
}

/**
 * Nav entries that lead nowhere, as in the template: the nav levels (three levels deep) and a
 * disabled item, in the misc section, admin only.
 */
export const demoNavItems: NavOnlyItem[] = [
  { key: 'navLevel21', access: ADMIN, nav: { group: 'navLevels', icon: Circle, label: 'nav.levels.level21' } },
  { key: 'navLevel31', access: ADMIN, nav: { group: 'navLevel22', icon: Circle, label: 'nav.levels.level31' } },
  { key: 'navLevel32', access: ADMIN, nav: { group: 'navLevel22', icon: Circle, label: 'nav.levels.level32' } },
  { key: 'disabledMenu', access: ADMIN, nav: { section: 'misc', icon: CircleOff, label: 'nav.disabledMenu', disabled: true } },
]

import { describe, expect, it } from 'vitest'
import ar from '@/i18n/locales/ar/common.json'
import en from '@/i18n/locales/en/common.json'
import fr from '@/i18n/locales/fr/common.json'
import { fillPath, linkTo, pathOf } from '@/lib/paths'
import { resolveKey } from '@/mocks/lib/search-index'
import { breadcrumbOf, buildSearchIndex, sectionOf, trailLabels } from '../nav'
import { NAV_GROUPS, NAV_SECTION_IDS, sectionLabel } from '../nav-tree'
import { ADMIN, GLOBAL, defineSection } from './define'
import { navOnlyItems, routeByName, routes } from './index'

const LOCALES = { fr, en, ar } as Record<string, Record<string, unknown>>

/** Every i18n key the registry shows: titles, nav labels, group and section labels, search titles. */
function registryKeys(): string[] {
  const keys = new Set<string>()
  for (const r of routes) {
    keys.add(r.title)
    if (r.nav?.label) keys.add(r.nav.label)
    for (const k of breadcrumbOf(r)) keys.add(k)
  }
  for (const item of navOnlyItems) keys.add(item.nav.label)
  for (const g of Object.values(NAV_GROUPS)) keys.add(g.label)
  for (const s of NAV_SECTION_IDS) keys.add(sectionLabel(s))
  for (const group of buildSearchIndex()) for (const c of group.children) keys.add(c.title)
  return [...keys]
}

describe('the route registry', () => {
  it('has every title, nav label, group and section label and search title in fr, en and ar', () => {
    const keys = registryKeys()
    expect(keys.length).toBeGreaterThan(40)
    const missing = Object.entries(LOCALES).flatMap(([lang, messages]) =>
      keys.filter((k) => resolveKey(messages, k) === undefined).map((k) => `${lang}:${k}`),
    )
    expect(missing).toEqual([])
  })

  it('hands every path to lib/paths, so linkTo builds the links of the registry', () => {
    for (const r of routes) expect(pathOf(r.name), r.name).toBe(r.path)
    expect(linkTo('userView', { id: 3 })).toBe('/apps/user/view/3')
    expect(linkTo('accountSettingsTab', { tab: 'security' })).toBe('/pages/account-settings/security')
    expect(() => pathOf('nope' as never)).toThrow(/Unknown route "nope"/)
    const paths = routes.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('serves Tinder and Fruitz from one page module each, told the platform by props', () => {
    const tinder = routeByName.get('tinderAccounts')!
    const fruitz = routeByName.get('fruitzAccounts')!
    expect(tinder.page).toBe(fruitz.page)
    expect(tinder.props).toEqual({ platform: 'tinder' })
    expect(fruitz.props).toEqual({ platform: 'fruitz' })
    expect(routeByName.get('tinderStrategies')!.page).toBe(routeByName.get('fruitzStrategies')!.page)
    expect(routeByName.get('fruitzStrategies')!.props).toEqual({ platform: 'fruitz' })
  })

  it('keeps the rules of the screens (admin-only apps and OTP admin history, global account pages)', () => {
    for (const name of ['userList', 'userView', 'roles', 'permissions', 'otpAdminHistory'] as const)
      expect(routeByName.get(name)!.access, name).toEqual(ADMIN)
    for (const name of ['accountSettingsTab', 'userProfileTab'] as const) expect(routeByName.get(name)!.access, name).toEqual(GLOBAL)
    expect(routeByName.get('login')).toMatchObject({ layout: 'blank', access: 'guestOnly' })
    expect(routeByName.get('notFound')).toMatchObject({ layout: 'blank', access: 'public', path: '*' })
  })
})

describe('defineSection / route()', () => {
  const route = defineSection({ nav: 'apps', access: ADMIN, search: 'appsPages' })
  const page = async () => ({ default: () => null })
  const Icon = routeByName.get('userList')!.nav!.icon

  it('fills the title, layout, access and search from the file; the nav section from the group', () => {
    const r = route('invoiceList', '/apps/invoice/list', { page, nav: { group: 'invoice', icon: Icon } })
    expect(r).toMatchObject({
      name: 'invoiceList',
      path: '/apps/invoice/list',
      title: 'titles.invoiceList',
      layout: 'default',
      access: ADMIN,
      search: 'appsPages',
    })
    expect(r.nav).toMatchObject({ group: 'invoice' })
    expect(sectionOf(r.nav!)).toBe('apps')
    expect(sectionOf(route('x', '/x', { page, nav: { group: 'tinder', icon: Icon } }).nav!)).toBe('business')
    expect(sectionOf(route('y', '/y', { page, nav: { icon: Icon } }).nav!)).toBe('apps')
    expect(sectionOf(route('z', '/z', { page, nav: { section: 'misc', icon: Icon } }).nav!)).toBe('misc')
  })

  it('makes only nav entries searchable by default; search can be set or switched off', () => {
    expect(route('a', '/a', { page }).search).toBeUndefined()
    expect(route('b', '/b', { page, search: 'chartsMisc' }).search).toBe('chartsMisc')
    expect(route('c', '/c', { page, nav: { icon: Icon }, search: null }).search).toBeUndefined()
  })

  it('type-checks the props against the page (given when required, of the right type)', () => {
    const PlatformPage = async () => ({ default: ({ platform }: { platform: 'tinder' | 'fruitz' }) => platform })
    expect(route('ok', '/ok', { page: PlatformPage, props: { platform: 'fruitz' } }).props).toEqual({ platform: 'fruitz' })
    // @ts-expect-error -- not a platform
    route('bad', '/bad', { page: PlatformPage, props: { platform: 'bumble' } })
    // @ts-expect-error -- the page needs its props
    route('none', '/none', { page: PlatformPage })
  })

  it('refuses an entry without an access rule', () => {
    const open = defineSection({ nav: 'pages' })
    expect(() => open('z', '/z', { page })).toThrow(/no access rule/)
  })

  it('resolves the breadcrumb through nested groups', () => {
    const r = route('deep', '/deep', { page, nav: { group: 'navLevel22', icon: Icon } })
    expect(breadcrumbOf(r)).toEqual(['nav.sections.misc', 'nav.groups.navLevels', 'nav.groups.navLevel22', 'titles.deep'])
    expect(fillPath(r.path)).toBe('/deep')
  })

  it('shows no breadcrumb level twice in a row, in any language (the dashboards section and group)', () => {
    const label = (messages: Record<string, unknown>) => (key: string) => String(resolveKey(messages, key))
    const accounts = routeByName.get('dashboardAccounts')!
    expect(trailLabels(breadcrumbOf(accounts), label(en)).map((l) => l.label)).toEqual(['Dashboards', 'Accounts'])
    expect(trailLabels(breadcrumbOf(accounts), label(fr)).map((l) => l.key)).toEqual([
      'nav.sections.dashboards',
      'titles.dashboardAccounts',
    ])
    for (const [lang, messages] of Object.entries(LOCALES))
      for (const r of routes) {
        const shown = trailLabels(breadcrumbOf(r), label(messages)).map((l) => l.label)
        expect(
          shown.filter((l, i) => i > 0 && l === shown[i - 1]),
          `${lang} ${r.name}`,
        ).toEqual([])
      }
  })
})

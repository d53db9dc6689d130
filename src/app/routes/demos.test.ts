import { describe, expect, it } from 'vitest'
import { buildAbility } from '@/lib/ability'
import { buildNav, buildSearchIndex, linksOf, sectionOf } from '../nav'
import { DEMO_GROUPS, demoRoutes, type DemoRow } from './demos'

const page = async () => ({ default: () => null })
/** Any existing title key: the fixture's demo pages have none of their own. */
const title = 'titles.home'
const fixture: DemoRow[] = [
  { slug: 'alert', group: 'components', title, page },
  { slug: 'swiper', group: 'extensions', title, page },
  { slug: 'textfield', group: 'forms', title, page },
  { slug: 'simple-table', group: 'tables', title, page },
  { slug: 'apex-chart', group: 'charts', title, page },
  { slug: 'checkout', group: 'wizard', title, page },
]

describe('the demo table', () => {
  const routes = demoRoutes<string>(fixture)

  it('maps each row to a route under its group prefix, admin only, in the nav group of its group', () => {
    expect(routes.map((r) => [r.name, r.path, sectionOf(r.nav!), r.nav?.group])).toEqual([
      ['demo-alert', '/components/alert', 'ui', 'components'],
      ['demo-swiper', '/extensions/swiper', 'ui', 'extensions'],
      ['demo-textfield', '/forms/textfield', 'forms', 'forms'],
      ['demo-simple-table', '/tables/simple-table', 'forms', 'tables'],
      ['demo-apex-chart', '/charts/apex-chart', 'charts', 'charts'],
      ['demo-checkout', '/wizard-examples/checkout', 'pages', 'wizard'],
    ])
    for (const r of routes) {
      expect(r).toMatchObject({ layout: 'default', access: { action: 'manage', subject: 'all' }, page })
      expect(r.nav!.icon).toBe('Circle')
    }
  })

  it('puts each group in its search category (userInterface, formsTables, chartsMisc, appsPages)', () => {
    const index = Object.fromEntries(buildSearchIndex(routes).map((g) => [g.category, g.children.map((c) => c.url)]))
    expect(index.userInterface).toEqual(['/components/alert', '/extensions/swiper'])
    expect(index.formsTables).toEqual(['/forms/textfield', '/tables/simple-table'])
    expect(index.chartsMisc).toEqual(['/charts/apex-chart'])
    expect(index.appsPages).toEqual(['/wizard-examples/checkout'])
    expect(Object.values(DEMO_GROUPS).map((g) => g.search)).toEqual([
      'userInterface',
      'userInterface',
      'formsTables',
      'formsTables',
      'chartsMisc',
      'appsPages',
    ])
  })

  it('shows the rows in the nav to an admin only', () => {
    const admin = buildNav(buildAbility([{ action: 'manage', subject: 'all' }]), routes)
    expect(admin.map((s) => s.key)).toEqual(['pages', 'ui', 'forms', 'charts'])
    expect(admin[0]!.items.map((i) => i.key)).toEqual(['wizard'])
    expect(admin[1]!.items.map((i) => i.key)).toEqual(['components', 'extensions'])
    expect(admin.flatMap((s) => s.items.flatMap(linksOf)).map((l) => l.to)).toContain('/tables/simple-table')
    expect(buildNav(buildAbility([{ action: 'access', subject: 'global' }]), routes)).toEqual([])
  })
})

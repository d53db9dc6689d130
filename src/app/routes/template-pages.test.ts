import { describe, expect, it } from 'vitest'
import en from '@/i18n/locales/en/common.json'
import { buildAbility } from '@/lib/ability'
import { buildNav, buildSearchIndex, linksOf } from '../nav'
import { ADMIN } from './define'
import { routeByName, routes } from './index'

const AUTH_DEMOS = routes.filter((r) => r.path.startsWith('/pages/authentication/'))

describe('authentication demos, misc pages and dialog examples in the registry (issue #22)', () => {
  it('has the thirteen authentication demos: public, blank layout, in the Authentication group and the search', () => {
    expect(AUTH_DEMOS.map((r) => r.path.replace('/pages/authentication/', '')).sort()).toEqual(
      ['forgot-password', 'login', 'register', 'reset-password', 'two-steps', 'verify-email']
        .flatMap((s) => [`${s}-v1`, `${s}-v2`])
        .concat('register-multi-steps')
        .sort(),
    )
    for (const r of AUTH_DEMOS) {
      expect(r, r.name).toMatchObject({ access: 'public', layout: 'blank', search: 'appsPages' })
      expect(r.nav?.group, r.name).toBe('authentication')
    }
    // One page module, told the screen and the layout by props.
    expect(routeByName.get('loginV1')!.page).toBe(routeByName.get('twoStepsV2')!.page)
    expect(routeByName.get('twoStepsV2')!.props).toEqual({ screen: 'twoSteps', variant: 'v2' })
  })

  it('puts coming soon, under maintenance and the 401 / 404 / 500 pages under Pages > Misc, public, with their titles', () => {
    for (const name of ['comingSoon', 'underMaintenance', 'miscNotFound', 'miscNotAuthorized', 'miscServerError'] as const) {
      expect(routeByName.get(name), name).toMatchObject({ access: 'public', layout: 'blank', nav: { group: 'misc' } })
    }
    const titles = en.titles as Record<string, string>
    expect(titles[routeByName.get('miscNotAuthorized')!.title.replace('titles.', '')]).toBe('Not Authorized - 401')
    expect(titles[routeByName.get('miscNotFound')!.title.replace('titles.', '')]).toBe('Page Not Found - 404')
    expect(titles[routeByName.get('miscServerError')!.title.replace('titles.', '')]).toBe('Server Error - 500')
  })

  it('keeps typography, icons and the dialog examples for the admin, in the app search', () => {
    expect(routeByName.get('typography')).toMatchObject({ access: ADMIN, layout: 'default', search: 'userInterface' })
    expect(routeByName.get('icons')).toMatchObject({ access: ADMIN, layout: 'default', search: 'userInterface' })
    expect(routeByName.get('dialogExamples')).toMatchObject({ access: ADMIN, layout: 'default', search: 'appsPages' })
    const searchable = buildSearchIndex().flatMap((g) => g.children.map((c) => c.title))
    for (const key of ['titles.loginV1', 'titles.registerMultiSteps', 'titles.comingSoon', 'titles.icons', 'titles.dialogExamples'])
      expect(searchable).toContain(key)
  })
  it('lists the public template demos in the nav for the admin only (any visitor may still open them)', () => {
    const hrefs = (rules: Parameters<typeof buildAbility>[0]) =>
      buildNav(buildAbility(rules))
        .flatMap((s) => s.items.flatMap(linksOf))
        .map((l) => l.to)
    const admin = hrefs([{ action: 'manage', subject: 'all' }])
    const client = hrefs([{ action: 'read', subject: 'AclDemo' }])
    for (const path of [
      '/pages/authentication/login-v1',
      '/pages/authentication/register-multi-steps',
      '/pages/misc/coming-soon',
      '/pages/misc/page-not-found',
    ]) {
      expect(admin).toContain(path)
      expect(client).not.toContain(path)
    }
    expect(client).toEqual(['/access-control'])
  })
})

import { describe, expect, it } from 'vitest'
import { buildAbility } from '@/lib/ability'
import { buildNav, canOpen, isActiveItem, linksOf } from './nav'
import type { AppRoute } from './route-types'
import { routes } from './routes'

const fake: AppRoute[] = [
  {
    name: 'login',
    path: '/a',
    layout: 'default',
    access: { action: 'access', subject: 'tinder' },
    title: 'titles.login',
    nav: { section: 'business', group: 'tinder', icon: 'Circle', order: 2 },
  },
  {
    name: 'register',
    path: '/b',
    layout: 'default',
    access: { action: 'access', subject: 'tinder' },
    title: 'titles.register',
    nav: { section: 'business', group: 'tinder', icon: 'Circle', order: 1 },
  },
  {
    name: 'forgotPassword',
    path: '/c',
    layout: 'default',
    access: { action: 'access', subject: 'OTP' },
    title: 'titles.forgotPassword',
    nav: { section: 'business', group: 'otp', icon: 'Circle', order: 3 },
  },
  {
    name: 'accessControl',
    path: '/d',
    layout: 'default',
    access: { action: 'read', subject: 'AclDemo' },
    title: 'titles.accessControl',
    nav: { section: 'misc', icon: 'Circle', order: 4 },
  },
]

describe('nav derived from the registry', () => {
  it('shows only what the ability allows; groups show if any child is allowed; empty sections drop', () => {
    const nav = buildNav(buildAbility([{ action: 'access', subject: 'tinder' }]), fake)
    expect(nav.map((s) => s.key)).toEqual(['business'])
    const group = nav[0]!.items[0]!
    expect(group.kind).toBe('group')
    expect(group.kind === 'group' && group.children.map((c) => c.kind === 'link' && c.to)).toEqual(['/b', '/a'])
  })

  it('shows everything to manage-all', () => {
    const nav = buildNav(buildAbility([{ action: 'manage', subject: 'all' }]), fake)
    expect(
      nav
        .flatMap((s) => s.items.flatMap(linksOf))
        .map((l) => l.to)
        .sort(),
    ).toEqual(['/a', '/b', '/c', '/d'])
  })

  it('every registry route with a rule has a unique name and a page or a redirect', () => {
    const names = routes.map((r) => r.name)
    expect(new Set(names).size).toBe(names.length)
    for (const r of routes) expect(Boolean(r.page || r.redirect), r.name).toBe(true)
  })

  it('the client may open access-control and nothing of the business areas', () => {
    const client = buildAbility([{ action: 'read', subject: 'AclDemo' }])
    const allowed = routes.filter((r) => typeof r.access === 'object' && canOpen(r, client)).map((r) => r.name)
    expect(allowed).toEqual(['accessControl'])
  })
})

describe('nav levels and disabled items', () => {
  const admin = buildAbility([{ action: 'manage', subject: 'all' }])
  const misc = (nav: ReturnType<typeof buildNav>) => nav.find((s) => s.key === 'misc')

  it('nests a sub-group under its parent group (three levels) and keeps items that lead nowhere', () => {
    const section = misc(buildNav(admin))!
    const levels = section.items.find((i) => i.key === 'navLevels')
    expect(levels?.kind).toBe('group')
    const children = levels!.kind === 'group' ? levels!.children : []
    expect(children.map((c) => [c.kind, c.key])).toEqual([
      ['link', 'navLevel21'],
      ['group', 'navLevel22'],
    ])
    const level22 = children[1]!
    expect(level22.kind === 'group' && level22.children.map((c) => c.kind === 'link' && [c.label, c.to])).toEqual([
      ['nav.levels.level31', undefined],
      ['nav.levels.level32', undefined],
    ])
  })

  it('lists the disabled menu as a disabled link, and the whole set for admins only', () => {
    const disabled = misc(buildNav(admin))!.items.find((i) => i.key === 'disabledMenu')
    expect(disabled).toMatchObject({ kind: 'link', disabled: true, label: 'nav.disabledMenu' })
    const client = misc(buildNav(buildAbility([{ action: 'read', subject: 'AclDemo' }])))!
    expect(client.items.map((i) => i.key)).toEqual(['accessControl'])
  })

  it('counts a group active when any descendant is the current page', () => {
    const nav = buildNav(admin, [
      {
        name: 'userList',
        path: '/deep',
        layout: 'default',
        access: 'public',
        title: 'titles.userList',
        nav: { section: 'misc', group: 'navLevel22', icon: 'Circle' },
      },
    ])
    const top = nav[0]!.items[0]!
    expect(linksOf(top).map((l) => l.to)).toEqual(['/deep'])
    expect(isActiveItem(top, '/deep')).toBe(true)
    expect(isActiveItem(top, '/deeper')).toBe(false)
  })
})

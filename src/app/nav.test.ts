import { describe, expect, it } from 'vitest'
import { buildAbility } from '@/lib/ability'
import { buildNav, canOpen, linksOf } from './nav'
import type { AppRoute } from './route-types'
import { routes } from './routes'
import { Circle } from 'lucide-react'

const fake: AppRoute[] = [
  { name: 'login', path: '/a', layout: 'default', access: { action: 'access', subject: 'tinder' }, title: 'a', nav: { section: 'business', group: 'tinder', icon: Circle, order: 2 } },
  { name: 'register', path: '/b', layout: 'default', access: { action: 'access', subject: 'tinder' }, title: 'b', nav: { section: 'business', group: 'tinder', icon: Circle, order: 1 } },
  { name: 'forgotPassword', path: '/c', layout: 'default', access: { action: 'access', subject: 'OTP' }, title: 'c', nav: { section: 'business', group: 'otp', icon: Circle, order: 3 } },
  { name: 'accessControl', path: '/d', layout: 'default', access: { action: 'read', subject: 'AclDemo' }, title: 'd', nav: { section: 'misc', icon: Circle, order: 4 } },
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
    expect(nav.flatMap((s) => s.items.flatMap(linksOf)).map((l) => l.to).sort()).toEqual(['/a', '/b', '/c', '/d'])
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

import { describe, expect, it } from 'vitest'
import { buildAbility } from '@/lib/ability'
import { decide, loginUrl, rootRedirect } from './guard'
import { afterLogin } from '@/lib/paths'

const admin = buildAbility([{ action: 'manage', subject: 'all' }])
const client = buildAbility([{ action: 'read', subject: 'AclDemo' }])
const otp = buildAbility([
  { action: 'access', subject: 'OTP' },
  { action: 'access', subject: 'global' },
])
const none = buildAbility([])
const at = (pathname: string, search = '') => ({ pathname, search })

describe('route guard (SPEC section 2, four rules)', () => {
  it('1. always allows public routes, signed in or not', () => {
    expect(decide({ matched: ['public'], isLoggedIn: false, ability: none, ...at('/not-authorized') })).toEqual({ kind: 'allow' })
    expect(decide({ matched: ['public'], isLoggedIn: true, ability: client, ...at('/x') })).toEqual({ kind: 'allow' })
  })

  it('2. sends a signed-in user away from guest-only routes to /, lets a visitor in', () => {
    expect(decide({ matched: ['guestOnly'], isLoggedIn: true, ability: client, ...at('/login') })).toEqual({ kind: 'redirect', to: '/' })
    expect(decide({ matched: ['guestOnly'], isLoggedIn: false, ability: none, ...at('/login') })).toEqual({ kind: 'allow' })
  })

  it('3. allows when any matched rule is permitted', () => {
    const rule = { action: 'access', subject: 'OTP' } as const
    expect(decide({ matched: [rule], isLoggedIn: true, ability: otp, ...at('/otp/numbers') })).toEqual({ kind: 'allow' })
    expect(decide({ matched: [rule], isLoggedIn: true, ability: admin, ...at('/otp/numbers') })).toEqual({ kind: 'allow' })
    expect(decide({ matched: [{ action: 'read', subject: 'AclDemo' }, rule], isLoggedIn: true, ability: client, ...at('/x') })).toEqual({
      kind: 'allow',
    })
  })

  it('4a. sends a denied signed-in user to not-authorized', () => {
    expect(
      decide({ matched: [{ action: 'manage', subject: 'all' }], isLoggedIn: true, ability: otp, ...at('/otp/order/admin-history') }),
    ).toEqual({ kind: 'redirect', to: '/not-authorized' })
    expect(
      decide({ matched: [{ action: 'access', subject: 'tinder' }], isLoggedIn: true, ability: client, ...at('/tinder/accounts') }),
    ).toEqual({ kind: 'redirect', to: '/not-authorized' })
  })

  it('4b. sends a visitor to login keeping the query and adding `to`', () => {
    expect(
      decide({ matched: [{ action: 'read', subject: 'AclDemo' }], isLoggedIn: false, ability: none, ...at('/access-control', '?tab=2') }),
    ).toEqual({
      kind: 'redirect',
      to: '/login?tab=2&to=%2Faccess-control',
    })
  })

  it('4b. omits `to` when the attempted path is the root', () => {
    expect(loginUrl('/', '')).toBe('/login')
    expect(loginUrl('/', '?a=1')).toBe('/login?a=1')
  })
})

describe('root redirect (DECISIONS section 4)', () => {
  it.each([
    [[{ action: 'access', subject: 'tinder' }], '/tinder/accounts'],
    [[{ action: 'access', subject: 'fruitz' }], '/fruitz/accounts'],
    [[{ action: 'access', subject: 'OTP' }], '/otp/order/default'],
    [[{ action: 'manage', subject: 'all' }], '/tinder/accounts'],
    [[{ action: 'read', subject: 'AclDemo' }], '/access-control'],
  ])('%j -> %s', (rules, to) => {
    expect(rootRedirect(rules, '')).toBe(to)
  })

  it('goes to login keeping the query string when there are no rules', () => {
    expect(rootRedirect([], '?utm=x')).toBe('/login?utm=x')
    expect(rootRedirect([], '')).toBe('/login')
  })

  it('decides by the FIRST rule only', () => {
    expect(rootRedirect([{ subject: 'fruitz' }, { subject: 'tinder' }], '')).toBe('/fruitz/accounts')
  })
})

describe('after login', () => {
  it('follows a local `to` and ignores foreign ones', () => {
    expect(afterLogin('?to=%2Faccess-control')).toBe('/access-control')
    expect(afterLogin('?to=https://evil.example.com')).toBe('/')
    expect(afterLogin('?to=//evil.example.com')).toBe('/')
    expect(afterLogin('')).toBe('/')
  })
})

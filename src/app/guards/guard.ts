import type { AppAbility } from '@/lib/ability'
import type { Access } from '../route-types'

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string }

export interface GuardInput {
  /** Access rules of every matched route (outermost first). */
  matched: Access[]
  isLoggedIn: boolean
  ability: AppAbility
  pathname: string
  search: string
}

/**
 * The route guard, SPEC section 2, in order:
 * 1. public routes are always allowed;
 * 2. guest-only routes send a signed-in user (userData and accessToken) to `/`;
 * 3. otherwise allowed if any matched route's rule is permitted by the ability;
 * 4. denied: signed-in -> not-authorized; visitor -> login with the query plus `to`
 *    (omitted when the path is `/`).
 */
export function decide({ matched, isLoggedIn, ability, pathname, search }: GuardInput): GuardDecision {
  if (matched.includes('public')) return { kind: 'allow' }
  if (matched.includes('guestOnly')) return isLoggedIn ? { kind: 'redirect', to: '/' } : { kind: 'allow' }
  const allowed = matched.some((rule) => typeof rule === 'object' && ability.can(rule.action, rule.subject))
  if (allowed && isLoggedIn) return { kind: 'allow' }
  if (isLoggedIn) return { kind: 'redirect', to: '/not-authorized' }
  return { kind: 'redirect', to: loginUrl(pathname, search) }
}

export function loginUrl(pathname: string, search: string): string {
  const query = new URLSearchParams(search)
  if (pathname !== '/') query.set('to', pathname)
  const qs = query.toString()
  return `/login${qs ? `?${qs}` : ''}`
}

/**
 * Root redirect, DECISIONS section 4, by the first stored rule's subject: tinder, fruitz, OTP,
 * all (admin) -> tinder accounts; any other rule -> /access-control; none -> /login keeping the
 * query string.
 */
export function rootRedirect(rules: { subject: unknown }[], search: string): string {
  const first = rules[0]
  if (!first) return `/login${search}`
  const subject = Array.isArray(first.subject) ? first.subject.join(',') : String(first.subject)
  if (subject.includes('tinder')) return '/tinder/accounts'
  if (subject.includes('fruitz')) return '/fruitz/accounts'
  if (subject.includes('OTP')) return '/otp/order/default'
  if (subject === 'all') return '/tinder/accounts'
  return '/access-control'
}

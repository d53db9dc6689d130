// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeCookie, writeCookie } from './cookies'
import { session } from './session'

const user = { id: 1, fullName: 'Ada Admin', username: 'ada', email: 'ada@example.com', avatar: null, role: 'admin' }
const rules = [{ action: 'manage', subject: 'all' }]

afterEach(() => session.end())

describe('session.refresh (another tab may have signed in or out)', () => {
  it('keeps the same session and tells no one when the cookies did not change', () => {
    session.start({ accessToken: 'token-1', userData: user, userAbilityRules: rules })
    const before = session.get()
    const listener = vi.fn()
    const unsubscribe = session.subscribe(listener)
    session.refresh()
    session.refresh()
    unsubscribe()
    expect(listener).not.toHaveBeenCalled()
    expect(session.get()).toBe(before)
  })

  it('makes a new session and tells the subscribers when another tab signed out', () => {
    session.start({ accessToken: 'token-1', userData: user, userAbilityRules: rules })
    const listener = vi.fn()
    const unsubscribe = session.subscribe(listener)
    // What the other tab's sign-out leaves in the shared cookie jar.
    removeCookie('accessToken')
    removeCookie('userData')
    removeCookie('userAbilityRules')
    session.refresh()
    unsubscribe()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(session.isLoggedIn()).toBe(false)
    expect(session.get().ability.can('manage', 'all')).toBe(false)
  })

  it('picks up another user signed in by another tab', () => {
    session.start({ accessToken: 'token-1', userData: user, userAbilityRules: rules })
    writeCookie('accessToken', 'token-2')
    writeCookie('userData', { ...user, id: 2, fullName: 'Bob Client', role: 'client' })
    writeCookie('userAbilityRules', [{ action: 'read', subject: 'Profile' }])
    session.refresh()
    expect(session.get().userData?.fullName).toBe('Bob Client')
    expect(session.get().ability.can('manage', 'all')).toBe(false)
  })
})

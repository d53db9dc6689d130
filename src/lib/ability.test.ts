import { describe, expect, it } from 'vitest'
import { buildAbility } from './ability'

describe('buildAbility', () => {
  it("'manage' 'all' allows every action on every subject", () => {
    const admin = buildAbility([{ action: 'manage', subject: 'all' }])
    expect(admin.can('access', 'tinder')).toBe(true)
    expect(admin.can('delete', 'OTP')).toBe(true)
    expect(admin.can('read', 'AclDemo')).toBe(true)
  })

  it('an action/subject rule allows that pair only', () => {
    const operator = buildAbility([
      { action: 'access', subject: 'tinder' },
      { action: 'access', subject: 'global' },
    ])
    expect(operator.can('access', 'tinder')).toBe(true)
    expect(operator.can('access', 'global')).toBe(true)
    expect(operator.can('access', 'fruitz')).toBe(false)
    expect(operator.can('read', 'tinder')).toBe(false)
    expect(operator.can('manage', 'all')).toBe(false)
  })

  it("'manage' on one subject allows any action on it; no rules allow nothing", () => {
    expect(buildAbility([{ action: 'manage', subject: 'models' }]).can('update', 'models')).toBe(true)
    expect(buildAbility([{ action: 'manage', subject: 'models' }]).can('update', 'OTP')).toBe(false)
    expect(buildAbility([]).can('access', 'global')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import type { AnyI18nKey, I18nKey } from './i18n-keys'

describe('typed i18n keys', () => {
  it('accepts the keys of the French locale files and refuses others (checked by tsc)', () => {
    const keys: AnyI18nKey[] = ['app.name', 'users:fields.email', 'common:actions.save']
    const own: I18nKey<'users'> = 'fields.email'
    // @ts-expect-error not a key of common.json
    const unknown: AnyI18nKey = 'app.nope'
    // @ts-expect-error a users key without its namespace
    const unprefixed: I18nKey = 'fields.email'
    // @ts-expect-error an object, not a text
    const branch: AnyI18nKey = 'app'
    expect([...keys, own, unknown, unprefixed, branch]).toHaveLength(7)
  })
})

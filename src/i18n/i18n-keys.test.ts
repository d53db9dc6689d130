import { describe, expect, it } from 'vitest'
import type { TFunction } from 'i18next'
import type { AnyI18nKey, I18nKey, I18nSubKey } from './i18n-keys'

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

  it('types t() itself (src/i18n/i18next.d.ts): unknown keys and namespaces the hook did not load are refused (checked by tsc)', () => {
    const t = ((key: string) => key) as unknown as TFunction<readonly ['users', 'common']>
    const usersOnly = t as unknown as TFunction<'users'>
    const ok = [t('fields.email'), t('common:actions.save'), t('users:fields.email'), usersOnly('fields.email')]
    // @ts-expect-error not a key of users.json
    const unknown = t('fields.nope')
    // @ts-expect-error common is not loaded by useTranslation('users'): use useTranslation(['users', 'common'])
    const notLoaded = usersOnly('common:actions.save')
    const billing: I18nSubKey<'users', 'billing'> = 'manualCard'
    // @ts-expect-error not a key under users:billing
    const wrongBilling: I18nSubKey<'users', 'billing'> = 'bitcoin'
    expect([...ok, unknown, notLoaded, billing, wrongBilling]).toHaveLength(8)
  })
})

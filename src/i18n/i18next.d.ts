/**
 * Types `t()` against the French locale files (the source language): an unknown key, a key of a
 * namespace the hook did not load, or a missing `{{placeholder}}` value is a type error.
 * Keys held in data are typed with `I18nKey<'ns'>` / `AnyI18nKey` (./i18n-keys.ts).
 */
import 'i18next'
import type { I18nResources } from './i18n-keys'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: I18nResources
    returnNull: false
  }
}

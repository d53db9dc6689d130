/**
 * Typed translation keys, from the French locale files (the source language; locales.test.ts
 * keeps en and ar in step). Types only: the namespaces stay lazy-loaded JSON per language.
 *
 * `I18nKey<'users'>` is a key of one namespace ('fields.email'), `AnyI18nKey` a key of the
 * default namespace or a prefixed key of any namespace ('users:fields.email'). Use them for keys
 * held in data (registry titles, column headers, status labels) instead of `string`.
 *
 * `t()` itself is typed from the same resources (src/i18n/i18next.d.ts, i18next's CustomTypeOptions).
 */
import type academy from './locales/fr/academy.json'
import type account from './locales/fr/account.json'
import type chat from './locales/fr/chat.json'
import type calendar from './locales/fr/calendar.json'
import type common from './locales/fr/common.json'
import type demos from './locales/fr/demos.json'
import type dashboards from './locales/fr/dashboards.json'
import type ecommerce from './locales/fr/ecommerce.json'
import type email from './locales/fr/email.json'
import type forms from './locales/fr/forms.json'
import type formDemos from './locales/fr/form-demos.json'
import type front from './locales/fr/front.json'
import type invoices from './locales/fr/invoices.json'
import type logistics from './locales/fr/logistics.json'
import type models from './locales/fr/models.json'
import type otp from './locales/fr/otp.json'
import type pages from './locales/fr/pages.json'
import type platform from './locales/fr/platform.json'
import type profile from './locales/fr/profile.json'
import type roles from './locales/fr/roles.json'
import type startup from './locales/fr/startup.json'
import type users from './locales/fr/users.json'

export interface I18nResources {
  academy: typeof academy
  account: typeof account
  chat: typeof chat
  calendar: typeof calendar
  common: typeof common
  demos: typeof demos
  dashboards: typeof dashboards
  ecommerce: typeof ecommerce
  email: typeof email
  forms: typeof forms
  'form-demos': typeof formDemos
  front: typeof front
  invoices: typeof invoices
  logistics: typeof logistics
  models: typeof models
  otp: typeof otp
  pages: typeof pages
  platform: typeof platform
  profile: typeof profile
  roles: typeof roles
  startup: typeof startup
  users: typeof users
}
export type I18nNamespace = keyof I18nResources

/** The dotted paths of the string leaves of a locale object. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? `${K}.${Leaves<T[K]>}`
        : never
}[keyof T & string]

export type I18nKey<NS extends I18nNamespace = 'common'> = Leaves<I18nResources[NS]>
export type AnyI18nKey = I18nKey | { [NS in I18nNamespace]: `${NS}:${I18nKey<NS>}` }[I18nNamespace]

/** The keys under a prefix of a namespace: `I18nSubKey<'users', 'billing'>` is 'manualCard' | …. */
export type I18nSubKey<NS extends I18nNamespace, Prefix extends string> =
  I18nKey<NS> extends infer K ? (K extends `${Prefix}.${infer Rest}` ? Rest : never) : never

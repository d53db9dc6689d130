import type { Table } from 'dexie'
import { db } from '../db'
import { digitsOf, searchFold, type SearchProjection } from '../lib/list-index'
import type { RecordField, RecordKind } from '@/api/contracts/search'
import type { Platform, StoredAccount } from '@/api/contracts/platform'
import { ACCESS as OTP_ACCESS, ADMIN } from './otp/ledger'
import { accessRule, tables } from './platform/shared'

/**
 * The record groups of GET /api/search/records (issue #23): for each, the table it searches, the
 * rule its screens and endpoints need (the business areas' own rules; template screens: manage
 * all), the fields it searches (digits: compared as digits, like phones) and what a hit shows.
 */

interface Rule {
  action: string
  subject: string
}
interface Field<T> {
  name: RecordField
  get: (row: T) => string | number | null | undefined
  digits?: boolean
}
export interface RecordGroupSpec<T> {
  kind: RecordKind
  /** Looked up per request: tests open a new connection to the database (reopenDb). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: () => Table<T, any, any>
  rule: Rule
  fields: Field<T>[]
  title: (row: T) => string
  subtitle: (row: T) => string | null
  /** the record's identifying text (its list is filtered on it) */
  key: (row: T) => string
  /** the owner of the record (OTP orders: an operator finds only their own) */
  owner?: (row: T) => number
  /** a record the search never finds (a deleted e-mail) */
  hidden?: (row: T) => boolean
}

/** The value of a field as shown (numbers as text). */
export const valueOf = <T>(field: Field<T>, row: T): string => {
  const v = field.get(row)
  return v === null || v === undefined ? '' : String(v)
}

/** The search projection of a group: its folded fields (digits fields as digits) and the owner. */
export const projectionOf =
  <T>(spec: RecordGroupSpec<T>) =>
  (row: T): SearchProjection => {
    if (spec.hidden?.(row)) return { fields: [] }
    const fields = spec.fields.map((f) => (f.digits ? digitsOf(valueOf(f, row)) : searchFold(valueOf(f, row))))
    return spec.owner ? { fields, owner: spec.owner(row) } : { fields }
  }

const define = <T>(spec: RecordGroupSpec<T>) => spec as RecordGroupSpec<unknown>

const accountGroup = (platform: Platform) =>
  define<StoredAccount>({
    kind: platform === 'tinder' ? 'tinderAccounts' : 'fruitzAccounts',
    table: () => tables(platform).accounts,
    rule: accessRule(platform),
    fields: [
      { name: 'name', get: (a) => a.name },
      { name: 'phone', get: (a) => a.phone, digits: true },
      { name: 'city', get: (a) => a.city },
    ],
    title: (a) => a.name,
    subtitle: (a) => a.phone,
    key: (a) => a.phone,
  })

export const RECORD_GROUPS: RecordGroupSpec<unknown>[] = [
  define({
    kind: 'users',
    table: () => db.users,
    rule: ADMIN,
    fields: [
      { name: 'name', get: (u) => u.fullName },
      { name: 'email', get: (u) => u.email },
      { name: 'username', get: (u) => u.username },
      { name: 'phone', get: (u) => u.contact, digits: true },
    ],
    title: (u) => u.fullName,
    subtitle: (u) => u.email,
    key: (u) => String(u.id),
  }),
  accountGroup('tinder'),
  accountGroup('fruitz'),
  define({
    kind: 'models',
    table: () => db.models,
    rule: { action: 'access', subject: 'models' },
    fields: [
      { name: 'name', get: (m) => m.name },
      { name: 'tags', get: (m) => m.tags.join(', ') },
    ],
    title: (m) => m.name,
    subtitle: (m) => m.tags.join(', ') || null,
    key: (m) => m.name,
  }),
  define({
    kind: 'otpOrders',
    table: () => db.otpOrders,
    rule: OTP_ACCESS,
    fields: [
      { name: 'phone', get: (o) => o.phone, digits: true },
      { name: 'number', get: (o) => o.id, digits: true },
      { name: 'code', get: (o) => o.code, digits: true },
    ],
    title: (o) => o.phone,
    subtitle: (o) => `#${o.id}`,
    key: (o) => o.phone,
    owner: (o) => o.userId,
  }),
  define({
    kind: 'customers',
    table: () => db.ecommerceCustomers,
    rule: ADMIN,
    fields: [
      { name: 'name', get: (c) => c.customer },
      { name: 'email', get: (c) => c.email },
      { name: 'number', get: (c) => c.customerId, digits: true },
    ],
    title: (c) => c.customer,
    subtitle: (c) => c.email,
    key: (c) => String(c.id),
  }),
  define({
    kind: 'orders',
    table: () => db.ecommerceOrders,
    rule: ADMIN,
    fields: [
      { name: 'number', get: (o) => o.order, digits: true },
      { name: 'name', get: (o) => o.customer },
      { name: 'email', get: (o) => o.email },
    ],
    title: (o) => `#${o.order}`,
    subtitle: (o) => o.customer,
    key: (o) => String(o.id),
  }),
  define({
    kind: 'invoices',
    table: () => db.invoices,
    rule: ADMIN,
    fields: [
      { name: 'number', get: (i) => i.id, digits: true },
      { name: 'name', get: (i) => i.client.name },
      { name: 'company', get: (i) => i.client.company },
      { name: 'email', get: (i) => i.client.companyEmail },
    ],
    title: (i) => `#${i.id}`,
    subtitle: (i) => i.client.name,
    key: (i) => String(i.id),
  }),
  define({
    kind: 'emails',
    table: () => db.emails,
    rule: ADMIN,
    fields: [
      { name: 'subject', get: (e) => e.subject },
      { name: 'sender', get: (e) => e.from.name },
      { name: 'email', get: (e) => e.from.email },
    ],
    title: (e) => e.subject,
    subtitle: (e) => e.from.name,
    key: (e) => e.subject,
    hidden: (e) => e.isDeleted,
  }),
]

import { db } from '../../db'
import { fold, haystack, listKeys, tableVersion, type Order } from '../../lib/list-index'
import { memoByTables } from '../../lib/list-index'
import { param, parseListQuery, type ParsedListQuery } from '../../lib/list-index'
import {
  ORDER_SORT_KEYS,
  OTP_STATUSES,
  fromCents,
  toCents,
  type OrderTotals,
  type OrderUser,
  type OtpOrderRecord,
  type OtpStatus,
} from '@/api/contracts/otp'
import { countryNames } from './ledger'

/** Start (or end, inclusive) of a local calendar day given as YYYY-MM-DD; also accepts a full ISO date-time. */
function dayBound(value: string | undefined, end: boolean): number | undefined {
  if (!value) return undefined
  const t = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`).getTime() : Date.parse(value)
  return Number.isNaN(t) ? undefined : t
}

/**
 * What the order lists keep in memory per order (list-index.ts): the searched text (id, phone,
 * code, service, country and its names), and what the criteria, sorts and totals need.
 */
interface ProjectedOrder {
  text: string
  userId: number
  status: OtpStatus
  createdAt: number
  cents: number
  refunded: boolean
  phone: string
  expiresAt: string
}
const projectOrder = (o: OtpOrderRecord): ProjectedOrder => ({
  text: haystack(o.id, o.phone, o.phone.replace('+', ''), o.code, o.service, o.country, ...countryNames(o.country)),
  userId: o.userId,
  status: o.status,
  createdAt: Date.parse(o.createdAt),
  cents: toCents(o.price),
  refunded: Boolean(o.refundedAt),
  phone: o.phone,
  expiresAt: o.expiresAt,
})

const STATUS_ORDER = Object.fromEntries(OTP_STATUSES.map((s, i) => [s, i])) as Record<OtpStatus, number>
type OrderSortKey = (typeof ORDER_SORT_KEYS)[number]
const ORDER_ORDER: Record<Exclude<OrderSortKey, 'user'>, Order<ProjectedOrder>> = {
  id: { index: null },
  createdAt: { index: 'createdAt' },
  price: { id: 'price', key: (p) => p.cents },
  status: { id: 'status', key: (p) => STATUS_ORDER[p.status] },
  service: { index: 'service' },
  country: { index: 'country' },
  phone: { id: 'phone', key: (p) => p.phone },
  expiresAt: { id: 'expiresAt', key: (p) => p.expiresAt },
}

/**
 * The staff accounts as order users (admin list: the user column, the search by name or email and
 * the user sort): a handful of sign-in accounts, read once and kept until that table is written.
 */
export function orderUsers(): Promise<Map<number, OrderUser>> {
  return memoByTables('otp|users', [db.accounts], async () => {
    const rows = await db.accounts.toArray()
    return new Map(rows.map((a) => [a.id, { id: a.id, fullName: a.fullName, email: a.email, avatar: a.avatar }]))
  })
}

interface OrderList {
  query: ParsedListQuery<OrderSortKey>
  keys: number[]
  totals: OrderTotals
}

/**
 * The orders matching the list parameters (q, status one or comma-separated, service, country,
 * dateFrom/dateTo, userId), in order, with the totals over all of them. `own` restricts to one
 * user's orders; `users` (admin list) adds their names and emails to the search and the user sort.
 * Equalities are answered by indexes, the rest by the projection; the totals are added up from the
 * projection while it is tested (no record is read), and checked against the count.
 */
export async function listOrders(url: string, own: number | undefined, users?: () => Promise<Map<number, OrderUser>>): Promise<OrderList> {
  const query = parseListQuery(url, ORDER_SORT_KEYS)
  const p = query.params
  const statuses = param(p, 'status')
    ?.split(',')
    .map((s) => s.trim())
  const status = statuses?.length === 1 ? statuses[0] : undefined
  const statusSet = statuses && statuses.length > 1 ? new Set<string>(statuses) : undefined
  const from = dayBound(param(p, 'dateFrom'), false)
  const to = dayBound(param(p, 'dateTo'), true)
  const userParam = param(p, 'userId')
  const userId = userParam === undefined ? undefined : Number(userParam)
  const noUser = userId !== undefined && String(userId) !== userParam // as `String(o.userId) === userId` before: nobody
  const q = query.q
  const sortBy = own !== undefined && query.sortBy === 'user' ? undefined : query.sortBy

  const needUsers = users && (q !== '' || sortBy === 'user')
  const people = needUsers ? await users() : undefined
  const userMatch =
    people && q ? new Set([...people.values()].filter((u) => haystack(u.fullName, u.email).includes(q)).map((u) => u.id)) : undefined
  let order: Order<ProjectedOrder> = { index: 'createdAt', desc: true }
  if (sortBy === 'user') {
    const names = new Map([...(people ?? new Map<number, OrderUser>()).values()].map((u) => [u.id, fold(u.fullName) ?? '']))
    order = { id: `user@${tableVersion(db.accounts)}`, key: (o) => names.get(o.userId) ?? '', desc: query.orderBy === 'desc' }
  } else if (sortBy) order = { ...ORDER_ORDER[sortBy], desc: query.orderBy === 'desc' }

  const matches = (o: ProjectedOrder) =>
    !noUser &&
    (!statusSet || statusSet.has(o.status)) &&
    (from === undefined || o.createdAt >= from) &&
    (to === undefined || o.createdAt <= to) &&
    (!q || o.text.includes(q) || (userMatch?.has(o.userId) ?? false))
  const sum = { count: 0, spent: 0, refunded: 0 }
  const keys = (await listKeys({
    table: db.otpOrders,
    where: [
      // One user's orders of one status: the compound index answers both at once.
      ...(own !== undefined && status !== undefined
        ? [['[userId+status]', [own, status]] as const]
        : [['userId', own] as const, ['status', status] as const]),
      ['userId', noUser ? undefined : userId],
      ['service', param(p, 'service')],
      ['country', param(p, 'country')?.toUpperCase()],
    ],
    projection: { id: 'list', project: projectOrder },
    test: (o) => {
      if (!matches(o)) return false
      sum.count += 1
      sum.spent += o.cents
      if (o.refunded) sum.refunded += o.cents
      return true
    },
    order,
  })) as number[]
  if (sum.count !== keys.length) {
    // The engine did not test each listed order exactly once: add the totals up from the records.
    Object.assign(sum, { count: 0, spent: 0, refunded: 0 })
    for (const o of await db.otpOrders.bulkGet(keys)) {
      if (!o) continue
      sum.count += 1
      sum.spent += toCents(o.price)
      if (o.refundedAt) sum.refunded += toCents(o.price)
    }
  }
  const totals = {
    count: sum.count,
    spent: fromCents(sum.spent),
    refunded: fromCents(sum.refunded),
    net: fromCents(sum.spent - sum.refunded),
  }
  return { query, keys, totals }
}

import { createMongoAbility } from '@casl/ability'
import { http } from '../lib/http'
import { z } from 'zod'
import { db } from '../db'
import { requireAuth } from '../lib/auth'
import { fold, haystack, listKeys, pageOfKeys, tableVersion, type Order } from '../lib/list-index'
import { memoByTables } from '../lib/list-extras'
import { param, parseListQuery, type ParsedListQuery } from '../lib/list-query'
import { fictionalPhone, smsCode } from '../lib/otp-phone'
import { created, fail, json } from '../lib/respond'
import { readBody } from '../lib/body'
import type { LoginAccount } from '@/api/contracts/auth'
import {
  CATALOG_SORT_KEYS, DIAL_CODES, OTP_MESSAGES, OTP_ORDER_TTL_MS, OTP_STATUSES, ORDER_SORT_KEYS, fromCents, newOrderRequest, otpSettings, toCents,
  topUpRequest,
  type AdminOrder, type AdminOrderListResponse, type BalanceResponse, type CatalogEntry, type CatalogResponse, type OrderListResponse,
  type OrderTotals, type OrderUser, type OtpOrder, type OtpOrderRecord, type OtpSettings, type OtpStatus,
} from '@/api/contracts/otp'

/**
 * OTP area (DECISIONS section 6). Time is always read from `Date.now()` (tests move it with
 * vi.setSystemTime). Nothing runs on a timer: a waiting order's state is worked out whenever it
 * is read — the code lands at its stored `arrivesAt`; one still waiting at `expiresAt` expires and
 * is refunded, once, inside a transaction that re-checks the status.
 */
const ACCESS = { action: 'access', subject: 'OTP' }
const ADMIN = { action: 'manage', subject: 'all' }
export const CODE_DELAY_KEY = 'otpCodeDelayMs'

const isAdmin = (account: LoginAccount) => createMongoAbility(account.abilityRules as never).can('manage', 'all')
const addEur = (a: number, b: number) => fromCents(toCents(a) + toCents(b))
const toWire = ({ arrivesAt: _arrivesAt, ...order }: OtpOrderRecord): OtpOrder => order

async function balanceOf(userId: number): Promise<number> {
  return (await db.otpBalances.get(userId))?.balance ?? 0
}

/** Gives an order's price back to its owner and its number back to the stock (call inside a transaction). */
async function refund(order: OtpOrderRecord): Promise<void> {
  await db.otpBalances.put({ userId: order.userId, balance: addEur(await balanceOf(order.userId), order.price) })
  const entry = await db.otpCatalog.get(`${order.service}-${order.country}`)
  if (entry) await db.otpCatalog.update(entry.id, { stock: entry.stock + 1 })
}

const isDue = (o: OtpOrderRecord, now: number) => o.status === 'waiting' && (now >= Date.parse(o.arrivesAt) || now >= Date.parse(o.expiresAt))

/** Brings waiting orders up to date at `Date.now()`; each change is re-checked inside the transaction. */
async function settle(ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await db.transaction('rw', [db.otpOrders, db.otpBalances, db.otpCatalog], async () => {
    const now = Date.now()
    for (const id of ids) {
      const o = await db.otpOrders.get(id)
      if (!o || !isDue(o, now)) continue
      if (Date.parse(o.arrivesAt) < Date.parse(o.expiresAt) && now >= Date.parse(o.arrivesAt)) {
        await db.otpOrders.update(id, { status: 'received', code: smsCode(Math.random), receivedAt: o.arrivesAt })
      } else {
        await db.otpOrders.update(id, { status: 'expired', refundedAt: o.expiresAt })
        await refund(o)
      }
    }
  })
}

/** Reads orders, settling any that are due, and reads them again if something changed. */
async function readSettled(read: () => Promise<OtpOrderRecord[]>): Promise<OtpOrderRecord[]> {
  const rows = await read()
  const now = Date.now()
  const due = rows.filter((o) => isDue(o, now)).map((o) => o.id)
  if (due.length === 0) return rows
  await settle(due)
  return read()
}

const waitingOf = (userId: number) => () => db.otpOrders.where('[userId+status]').equals([userId, 'waiting']).toArray()
/** Every waiting order (only those can be due). */
const allWaiting = () => db.otpOrders.where('status').equals('waiting').toArray()

async function codeDelayMs(): Promise<number> {
  const value = (await db.meta.get(CODE_DELAY_KEY))?.value
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value
  return 5_000 + Math.floor(Math.random() * 25_001)
}

// ---- list filters -------------------------------------------------------------------------

const displayNames = ['en', 'fr', 'ar'].map((lng) => new Intl.DisplayNames([lng], { type: 'region' }))
const namesByCode = new Map<string, string[]>()
/** Country names in the three languages, so a search for "Allemagne", "Germany" or "ألمانيا" finds DE. */
function countryNames(code: string): string[] {
  let names = namesByCode.get(code)
  if (!names) namesByCode.set(code, (names = displayNames.map((d) => d.of(code) ?? '')))
  return names
}

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
function orderUsers(): Promise<Map<number, OrderUser>> {
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
async function listOrders(url: string, own: number | undefined, users?: () => Promise<Map<number, OrderUser>>): Promise<OrderList> {
  const query = parseListQuery(url, ORDER_SORT_KEYS)
  const p = query.params
  const statuses = param(p, 'status')?.split(',').map((s) => s.trim())
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
  const userMatch = people && q ? new Set([...people.values()].filter((u) => haystack(u.fullName, u.email).includes(q)).map((u) => u.id)) : undefined
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
      ...(own !== undefined && status !== undefined ? [['[userId+status]', [own, status]] as const] : [['userId', own] as const, ['status', status] as const]),
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
  const totals = { count: sum.count, spent: fromCents(sum.spent), refunded: fromCents(sum.refunded), net: fromCents(sum.spent - sum.refunded) }
  return { query, keys, totals }
}

/** What the catalog list keeps in memory per entry: the searched text (service, country and its names) and the stock. */
const projectCatalog = (c: CatalogEntry) => ({ text: haystack(c.service, c.country, ...countryNames(c.country)), stock: c.stock })

const orderId = z.coerce.number().int().positive()

/** The order if the caller may see it (its owner, or an admin), else undefined. */
async function visibleOrder(rawId: unknown, account: LoginAccount): Promise<OtpOrderRecord | undefined> {
  const id = orderId.safeParse(rawId)
  if (!id.success) return undefined
  const [order] = await readSettled(async () => {
    const o = await db.otpOrders.get(id.data)
    return o ? [o] : []
  })
  return order && (order.userId === account.id || isAdmin(account)) ? order : undefined
}

type Outcome = { ok: true; order: OtpOrderRecord } | { ok: false; status: number; message: string }

/** Cancel or finish: re-read inside the transaction so two clicks cannot both succeed. */
async function transition(id: number, from: OtpStatus, message: string, apply: (o: OtpOrderRecord) => Promise<Partial<OtpOrderRecord>>): Promise<Outcome> {
  return db.transaction('rw', [db.otpOrders, db.otpBalances, db.otpCatalog], async (): Promise<Outcome> => {
    const o = await db.otpOrders.get(id)
    if (!o) return { ok: false, status: 404, message: OTP_MESSAGES.notFound }
    if (o.status !== from) return { ok: false, status: 409, message }
    const changes = await apply(o)
    await db.otpOrders.update(id, changes)
    return { ok: true, order: { ...o, ...changes } }
  })
}

export const otpHandlers = [
  http.get('*/api/otp/catalog', async ({ request }) => {
    await requireAuth(request, ACCESS)
    const query = parseListQuery(request.url, CATALOG_SORT_KEYS)
    const inStock = param(query.params, 'inStock') === 'true'
    const q = query.q
    const keys = await listKeys({
      table: db.otpCatalog,
      where: [
        ['service', param(query.params, 'service')],
        ['country', param(query.params, 'country')?.toUpperCase()],
      ],
      projection: { id: 'list', project: projectCatalog },
      test: inStock || q ? (c) => (!inStock || c.stock > 0) && (!q || c.text.includes(q)) : undefined,
      // Every sort key is an index (service, country, price, stock); none keeps the stored order.
      order: query.sortBy ? { index: query.sortBy, desc: query.orderBy === 'desc' } : { index: null },
    })
    const catalog = await pageOfKeys(db.otpCatalog, keys, query.page, query.itemsPerPage)
    return json({ catalog, total: keys.length } satisfies CatalogResponse)
  }),

  http.get('*/api/otp/balance', async ({ request }) => {
    const account = await requireAuth(request, ACCESS)
    await readSettled(waitingOf(account.id))
    return json({ balance: await balanceOf(account.id) } satisfies BalanceResponse)
  }),

  http.post('*/api/otp/balance/top-up', async ({ request }) => {
    const account = await requireAuth(request, ACCESS)
    const body = await readBody(request, topUpRequest)
    const userId = account.id
    const balance = await db.transaction('rw', db.otpBalances, async () => {
      const next = addEur(await balanceOf(userId), body.amount)
      await db.otpBalances.put({ userId, balance: next })
      return next
    })
    return created({ balance } satisfies BalanceResponse)
  }),

  http.get('*/api/otp/settings', async ({ request }) => {
    await requireAuth(request, ADMIN)
    const value = (await db.meta.get(CODE_DELAY_KEY))?.value
    return json({ codeDelayMs: typeof value === 'number' ? value : null } satisfies OtpSettings)
  }),

  http.put('*/api/otp/settings', async ({ request }) => {
    await requireAuth(request, ADMIN)
    const body = await readBody(request, otpSettings)
    if (body.codeDelayMs === null) await db.meta.delete(CODE_DELAY_KEY)
    else await db.meta.put({ key: CODE_DELAY_KEY, value: body.codeDelayMs })
    return json(body satisfies OtpSettings)
  }),

  http.post('*/api/otp/orders', async ({ request }) => {
    const account = await requireAuth(request, ACCESS)
    const body = await readBody(request, newOrderRequest)
    const userId = account.id
    const { service, country } = body
    await readSettled(waitingOf(userId)) // an expiry refund counts towards this purchase
    const delay = await codeDelayMs()
    const outcome = await db.transaction('rw', [db.otpCatalog, db.otpBalances, db.otpOrders], async (): Promise<Outcome> => {
      const entry = await db.otpCatalog.get(`${service}-${country}`)
      if (!entry) return { ok: false, status: 400, message: 'validation.notOffered' }
      if (entry.stock <= 0) return { ok: false, status: 409, message: OTP_MESSAGES.outOfStock }
      const balance = await balanceOf(userId)
      if (toCents(balance) < toCents(entry.price)) return { ok: false, status: 402, message: OTP_MESSAGES.insufficientBalance }
      const now = Date.now()
      const row: Omit<OtpOrderRecord, 'id'> = {
        userId,
        service,
        country,
        phone: fictionalPhone(country, DIAL_CODES[country] ?? '999', Math.random),
        price: entry.price,
        status: 'waiting',
        code: null,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + OTP_ORDER_TTL_MS).toISOString(),
        receivedAt: null,
        finishedAt: null,
        refundedAt: null,
        arrivesAt: new Date(now + delay).toISOString(),
      }
      await db.otpCatalog.update(entry.id, { stock: entry.stock - 1 })
      await db.otpBalances.put({ userId, balance: addEur(balance, -entry.price) })
      // Highest id + 1 (as for users, DECISIONS section 5), also right after a reset of the demo data.
      const id = ((await db.otpOrders.orderBy(':id').last())?.id ?? 0) + 1
      await db.otpOrders.add({ ...row, id })
      return { ok: true, order: { ...row, id } }
    })
    if (!outcome.ok) {
      if (outcome.status === 400) return json({ message: 'Validation failed', errors: { country: [outcome.message] } }, 400)
      return fail(outcome.status, outcome.message)
    }
    // With a zero delay the code is already there when the order is first answered.
    await settle([outcome.order.id])
    return created(toWire((await db.otpOrders.get(outcome.order.id)) ?? outcome.order))
  }),

  // The user's own orders (filters of listOrders), newest first, with totals over the filtered set.
  http.get('*/api/otp/orders', async ({ request }) => {
    const account = await requireAuth(request, ACCESS)
    await readSettled(waitingOf(account.id))
    const { query, keys, totals } = await listOrders(request.url, account.id)
    const orders = (await pageOfKeys(db.otpOrders, keys, query.page, query.itemsPerPage)).map(toWire)
    return json({ orders, total: keys.length, totals } satisfies OrderListResponse)
  }),

  // Before /orders/:id, so that "all" is never read as an id. Everyone's orders with their user;
  // the search also finds user names and emails.
  http.get('*/api/otp/orders/all', async ({ request }) => {
    await requireAuth(request, ADMIN)
    await readSettled(allWaiting)
    const { query, keys, totals } = await listOrders(request.url, undefined, orderUsers)
    const rows = await pageOfKeys(db.otpOrders, keys, query.page, query.itemsPerPage)
    const users = await orderUsers()
    const orders: AdminOrder[] = rows.map((o) => ({ ...toWire(o), user: users.get(o.userId) ?? null }))
    // Who has orders: one userId index probe per staff account (a handful), no order read.
    const staff = [...users.values()]
    const has = await Promise.all(staff.map((u) => db.otpOrders.where('userId').equals(u.id).limit(1).primaryKeys()))
    const people = staff.filter((_, i) => has[i]!.length > 0).map((u) => ({ id: u.id, fullName: u.fullName }))
    return json({ orders, total: keys.length, totals, people } satisfies AdminOrderListResponse)
  }),

  http.get('*/api/otp/orders/:id', async ({ request, params }) => {
    const account = await requireAuth(request, ACCESS)
    const order = await visibleOrder(params.id, account)
    return order ? json(toWire(order)) : fail(404, OTP_MESSAGES.notFound)
  }),

  http.post('*/api/otp/orders/:id/cancel', async ({ request, params }) => {
    const account = await requireAuth(request, ACCESS)
    const order = await visibleOrder(params.id, account) // settles first: a code that arrived makes it 409
    if (!order) return fail(404, OTP_MESSAGES.notFound)
    const outcome = await transition(order.id, 'waiting', OTP_MESSAGES.cannotCancel, async (o) => {
      await refund(o)
      return { status: 'cancelled', refundedAt: new Date().toISOString() }
    })
    return outcome.ok ? json(toWire(outcome.order)) : fail(outcome.status, outcome.message)
  }),

  http.post('*/api/otp/orders/:id/finish', async ({ request, params }) => {
    const account = await requireAuth(request, ACCESS)
    const order = await visibleOrder(params.id, account)
    if (!order) return fail(404, OTP_MESSAGES.notFound)
    const outcome = await transition(order.id, 'received', OTP_MESSAGES.cannotFinish, async () => ({ status: 'finished', finishedAt: new Date().toISOString() }))
    return outcome.ok ? json(toWire(outcome.order)) : fail(outcome.status, outcome.message)
  }),
]

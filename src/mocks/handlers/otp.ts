import { createMongoAbility } from '@casl/ability'
import { http } from 'msw'
import { z } from 'zod'
import { db } from '../db'
import { requireAuth } from '../lib/auth'
import { matches, paginate, param, parseListQuery, sortRows } from '../lib/list-query'
import { fictionalPhone, smsCode } from '../lib/otp-phone'
import { created, fail, json, readBody } from '../lib/respond'
import type { LoginAccount } from '@/api/contracts/auth'
import {
  CATALOG_SORT_KEYS, DIAL_CODES, OTP_MESSAGES, OTP_ORDER_TTL_MS, OTP_STATUSES, ORDER_SORT_KEYS, fromCents, newOrderRequest, otpSettings, toCents,
  topUpRequest,
  type AdminOrder, type AdminOrderListResponse, type BalanceResponse, type CatalogEntry, type CatalogResponse, type OrderListResponse,
  type OrderTotals, type OtpOrder, type OtpOrderRecord, type OtpSettings, type OtpStatus,
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
const ordersOf = (userId: number) => () => db.otpOrders.where('userId').equals(userId).toArray()
const allOrders = () => db.otpOrders.toArray()

async function codeDelayMs(): Promise<number> {
  const value = (await db.meta.get(CODE_DELAY_KEY))?.value
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value
  return 5_000 + Math.floor(Math.random() * 25_001)
}

// ---- list filters -------------------------------------------------------------------------

const displayNames = ['en', 'fr', 'ar'].map((lng) => new Intl.DisplayNames([lng], { type: 'region' }))
/** Country names in the three languages, so a search for "Allemagne", "Germany" or "ألمانيا" finds DE. */
const countryNames = (code: string) => displayNames.map((d) => d.of(code) ?? '')

/** Start (or end, inclusive) of a local calendar day given as YYYY-MM-DD; also accepts a full ISO date-time. */
function dayBound(value: string | undefined, end: boolean): number | undefined {
  if (!value) return undefined
  const t = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`).getTime() : Date.parse(value)
  return Number.isNaN(t) ? undefined : t
}

function filterOrders<T extends OtpOrderRecord>(rows: T[], url: string, extraText: (row: T) => unknown[] = () => []) {
  const query = parseListQuery(url, ORDER_SORT_KEYS)
  const p = query.params
  const statuses = param(p, 'status')?.split(',').map((s) => s.trim())
  const service = param(p, 'service')
  const country = param(p, 'country')?.toUpperCase()
  const from = dayBound(param(p, 'dateFrom'), false)
  const to = dayBound(param(p, 'dateTo'), true)
  const userId = param(p, 'userId')
  const filtered = rows.filter((o) => {
    const t = Date.parse(o.createdAt)
    return (
      (!statuses || statuses.includes(o.status)) &&
      (!service || o.service === service) &&
      (!country || o.country === country) &&
      (from === undefined || t >= from) &&
      (to === undefined || t <= to) &&
      (!userId || String(o.userId) === userId) &&
      matches(query.q, o.id, o.phone, o.phone.replace('+', ''), o.code, o.service, o.country, ...countryNames(o.country), ...extraText(o))
    )
  })
  return { query, filtered }
}

function totalsOf(rows: OtpOrderRecord[]): OrderTotals {
  let spent = 0
  let refunded = 0
  for (const o of rows) {
    spent += toCents(o.price)
    if (o.refundedAt) refunded += toCents(o.price)
  }
  return { count: rows.length, spent: fromCents(spent), refunded: fromCents(refunded), net: fromCents(spent - refunded) }
}

const STATUS_ORDER = Object.fromEntries(OTP_STATUSES.map((s, i) => [s, i])) as Record<OtpStatus, number>

function sortOrders<T extends OtpOrderRecord>(rows: T[], sortBy: (typeof ORDER_SORT_KEYS)[number] | undefined, orderBy: 'asc' | 'desc', userName: (row: T) => string = () => '') {
  if (!sortBy) return [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
  return sortRows(rows, sortBy, orderBy, {
    id: (o) => o.id,
    createdAt: (o) => o.createdAt,
    price: (o) => o.price,
    status: (o) => STATUS_ORDER[o.status],
    service: (o) => o.service,
    country: (o) => o.country,
    phone: (o) => o.phone,
    expiresAt: (o) => o.expiresAt,
    user: userName,
  })
}

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
    const auth = await requireAuth(request, ACCESS)
    if (!auth.ok) return auth.response
    const query = parseListQuery(request.url, CATALOG_SORT_KEYS)
    const service = param(query.params, 'service')
    const country = param(query.params, 'country')?.toUpperCase()
    const inStock = param(query.params, 'inStock') === 'true'
    const rows = (await db.otpCatalog.toArray()).filter(
      (c) =>
        (!service || c.service === service) &&
        (!country || c.country === country) &&
        (!inStock || c.stock > 0) &&
        matches(query.q, c.service, c.country, ...countryNames(c.country)),
    )
    const sorted = sortRows<CatalogEntry, (typeof CATALOG_SORT_KEYS)[number]>(rows, query.sortBy, query.orderBy, {
      service: (c) => c.service,
      country: (c) => c.country,
      price: (c) => c.price,
      stock: (c) => c.stock,
    })
    return json({ catalog: paginate(sorted, query.page, query.itemsPerPage), total: rows.length } satisfies CatalogResponse)
  }),

  http.get('*/api/otp/balance', async ({ request }) => {
    const auth = await requireAuth(request, ACCESS)
    if (!auth.ok) return auth.response
    await readSettled(waitingOf(auth.account.id))
    return json({ balance: await balanceOf(auth.account.id) } satisfies BalanceResponse)
  }),

  http.post('*/api/otp/balance/top-up', async ({ request }) => {
    const auth = await requireAuth(request, ACCESS)
    if (!auth.ok) return auth.response
    const body = await readBody(request, topUpRequest)
    if (!body.ok) return body.response
    const userId = auth.account.id
    const balance = await db.transaction('rw', db.otpBalances, async () => {
      const next = addEur(await balanceOf(userId), body.data.amount)
      await db.otpBalances.put({ userId, balance: next })
      return next
    })
    return created({ balance } satisfies BalanceResponse)
  }),

  http.get('*/api/otp/settings', async ({ request }) => {
    const auth = await requireAuth(request, ADMIN)
    if (!auth.ok) return auth.response
    const value = (await db.meta.get(CODE_DELAY_KEY))?.value
    return json({ codeDelayMs: typeof value === 'number' ? value : null } satisfies OtpSettings)
  }),

  http.put('*/api/otp/settings', async ({ request }) => {
    const auth = await requireAuth(request, ADMIN)
    if (!auth.ok) return auth.response
    const body = await readBody(request, otpSettings)
    if (!body.ok) return body.response
    if (body.data.codeDelayMs === null) await db.meta.delete(CODE_DELAY_KEY)
    else await db.meta.put({ key: CODE_DELAY_KEY, value: body.data.codeDelayMs })
    return json(body.data satisfies OtpSettings)
  }),

  http.post('*/api/otp/orders', async ({ request }) => {
    const auth = await requireAuth(request, ACCESS)
    if (!auth.ok) return auth.response
    const body = await readBody(request, newOrderRequest)
    if (!body.ok) return body.response
    const userId = auth.account.id
    const { service, country } = body.data
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

  http.get('*/api/otp/orders', async ({ request }) => {
    const auth = await requireAuth(request, ACCESS)
    if (!auth.ok) return auth.response
    const rows = await readSettled(ordersOf(auth.account.id))
    const { query, filtered } = filterOrders(rows, request.url)
    const sorted = sortOrders(filtered, query.sortBy === 'user' ? undefined : query.sortBy, query.orderBy)
    return json({ orders: paginate(sorted, query.page, query.itemsPerPage).map(toWire), total: filtered.length, totals: totalsOf(filtered) } satisfies OrderListResponse)
  }),

  // Before /orders/:id, so that "all" is never read as an id.
  http.get('*/api/otp/orders/all', async ({ request }) => {
    const auth = await requireAuth(request, ADMIN)
    if (!auth.ok) return auth.response
    const rows = await readSettled(allOrders)
    const users = new Map((await db.accounts.toArray()).map((a) => [a.id, { id: a.id, fullName: a.fullName, email: a.email, avatar: a.avatar }]))
    const withUser = rows.map((o) => ({ ...o, user: users.get(o.userId) ?? null }))
    const { query, filtered } = filterOrders(withUser, request.url, (o) => [o.user?.fullName, o.user?.email])
    const sorted = sortOrders(filtered, query.sortBy, query.orderBy, (o) => o.user?.fullName ?? '')
    const orders: AdminOrder[] = paginate(sorted, query.page, query.itemsPerPage).map(({ user, ...o }) => ({ ...toWire(o), user }))
    return json({ orders, total: filtered.length, totals: totalsOf(filtered) } satisfies AdminOrderListResponse)
  }),

  http.get('*/api/otp/orders/:id', async ({ request, params }) => {
    const auth = await requireAuth(request, ACCESS)
    if (!auth.ok) return auth.response
    const order = await visibleOrder(params.id, auth.account)
    return order ? json(toWire(order)) : fail(404, OTP_MESSAGES.notFound)
  }),

  http.post('*/api/otp/orders/:id/cancel', async ({ request, params }) => {
    const auth = await requireAuth(request, ACCESS)
    if (!auth.ok) return auth.response
    const order = await visibleOrder(params.id, auth.account) // settles first: a code that arrived makes it 409
    if (!order) return fail(404, OTP_MESSAGES.notFound)
    const outcome = await transition(order.id, 'waiting', OTP_MESSAGES.cannotCancel, async (o) => {
      await refund(o)
      return { status: 'cancelled', refundedAt: new Date().toISOString() }
    })
    return outcome.ok ? json(toWire(outcome.order)) : fail(outcome.status, outcome.message)
  }),

  http.post('*/api/otp/orders/:id/finish', async ({ request, params }) => {
    const auth = await requireAuth(request, ACCESS)
    if (!auth.ok) return auth.response
    const order = await visibleOrder(params.id, auth.account)
    if (!order) return fail(404, OTP_MESSAGES.notFound)
    const outcome = await transition(order.id, 'received', OTP_MESSAGES.cannotFinish, async () => ({ status: 'finished', finishedAt: new Date().toISOString() }))
    return outcome.ok ? json(toWire(outcome.order)) : fail(outcome.status, outcome.message)
  }),
]

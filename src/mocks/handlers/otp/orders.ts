import { http } from '../../lib/http'
import { db } from '../../db'
import { requireAuth } from '../../lib/auth'
import { readBody } from '../../lib/body'
import { fieldErrors } from '../../lib/field-errors'
import { nextId, parseId } from '../../lib/ids'
import { pageOfKeys } from '../../lib/list-index'
import { fictionalPhone } from '../../lib/otp-phone'
import { created, fail, halt, json, notFound } from '../../lib/respond'
import type { LoginAccount } from '@/api/contracts/auth'
import {
  DIAL_CODES,
  OTP_MESSAGES,
  OTP_ORDER_TTL_MS,
  newOrderRequest,
  toCents,
  type AdminOrder,
  type AdminOrderListResponse,
  type OrderListResponse,
  type OtpOrderRecord,
  type OtpStatus,
} from '@/api/contracts/otp'
import {
  ACCESS,
  ADMIN,
  addEur,
  allWaiting,
  balanceOf,
  codeDelayMs,
  isAdmin,
  readSettled,
  refund,
  settle,
  toWire,
  waitingOf,
} from './ledger'
import { listOrders, orderUsers } from './order-list'

/** The order if the caller may see it (its owner, or an admin); stops the handler with 404 otherwise. */
async function visibleOrder(rawId: unknown, account: LoginAccount): Promise<OtpOrderRecord> {
  const id = parseId(rawId)
  const [order] =
    id === undefined
      ? []
      : await readSettled(async () => {
          const o = await db.otpOrders.get(id)
          return o ? [o] : []
        })
  return order && (order.userId === account.id || isAdmin(account)) ? order : notFound(OTP_MESSAGES.notFound)
}

/** Cancel or finish: re-read inside the transaction so two clicks cannot both succeed (404, or 409 `message`). */
function transition(
  id: number,
  from: OtpStatus,
  message: string,
  apply: (o: OtpOrderRecord) => Promise<Partial<OtpOrderRecord>>,
): Promise<OtpOrderRecord> {
  return db.transaction('rw', [db.otpOrders, db.otpBalances, db.otpCatalog], async () => {
    const o = (await db.otpOrders.get(id)) ?? notFound(OTP_MESSAGES.notFound)
    if (o.status !== from) halt(fail(409, message))
    const changes = await apply(o)
    await db.otpOrders.update(id, changes)
    return { ...o, ...changes }
  })
}

export const orderHandlers = [
  http.post('*/api/otp/orders', async ({ request }) => {
    const account = await requireAuth(request, ACCESS)
    const { service, country } = await readBody(request, newOrderRequest)
    const userId = account.id
    await readSettled(waitingOf(userId)) // an expiry refund counts towards this purchase
    const delay = await codeDelayMs()
    const order = await db.transaction('rw', [db.otpCatalog, db.otpBalances, db.otpOrders], async () => {
      const entry = (await db.otpCatalog.get(`${service}-${country}`)) ?? fieldErrors({ country: ['validation.notOffered'] })
      if (entry.stock <= 0) halt(fail(409, OTP_MESSAGES.outOfStock))
      const balance = await balanceOf(userId)
      if (toCents(balance) < toCents(entry.price)) halt(fail(402, OTP_MESSAGES.insufficientBalance))
      const now = Date.now()
      const row: OtpOrderRecord = {
        // Highest id + 1 (as for users, DECISIONS section 5), also right after a reset of the demo data.
        id: await nextId(db.otpOrders),
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
      await db.otpOrders.add(row)
      return row
    })
    // With a zero delay the code is already there when the order is first answered.
    await settle([order.id])
    return created(toWire((await db.otpOrders.get(order.id)) ?? order))
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
    // Who has orders: one userId index probe per staff account (a handful), no order read, all in
    // one read transaction (one each cost ~0.5 ms of a tablet's main thread).
    const staff = [...users.values()]
    const has = await db.transaction('r', db.otpOrders, () =>
      Promise.all(staff.map((u) => db.otpOrders.where('userId').equals(u.id).limit(1).primaryKeys())),
    )
    const people = staff.filter((_, i) => has[i]!.length > 0).map((u) => ({ id: u.id, fullName: u.fullName }))
    return json({ orders, total: keys.length, totals, people } satisfies AdminOrderListResponse)
  }),

  http.get('*/api/otp/orders/:id', async ({ request, params }) => {
    const account = await requireAuth(request, ACCESS)
    return json(toWire(await visibleOrder(params.id, account)))
  }),

  http.post('*/api/otp/orders/:id/cancel', async ({ request, params }) => {
    const account = await requireAuth(request, ACCESS)
    const order = await visibleOrder(params.id, account) // settles first: a code that arrived makes it 409
    const done = await transition(order.id, 'waiting', OTP_MESSAGES.cannotCancel, async (o) => {
      await refund(o)
      return { status: 'cancelled', refundedAt: new Date().toISOString() }
    })
    return json(toWire(done))
  }),

  http.post('*/api/otp/orders/:id/finish', async ({ request, params }) => {
    const account = await requireAuth(request, ACCESS)
    const order = await visibleOrder(params.id, account)
    const done = await transition(order.id, 'received', OTP_MESSAGES.cannotFinish, async () => ({
      status: 'finished',
      finishedAt: new Date().toISOString(),
    }))
    return json(toWire(done))
  }),
]

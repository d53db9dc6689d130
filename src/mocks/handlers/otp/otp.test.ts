import { afterEach, describe, expect, it, vi } from 'vitest'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, tokenFor, setupMockApi as withMockApi } from '@/testing/mock-api'
import { db, reopenDb } from '@/mocks/db'
import type { AdminOrderListResponse, CatalogEntry, CatalogResponse, OrderListResponse, OtpOrder } from '@/api/contracts/otp'

withMockApi()
afterEach(() => vi.useRealTimers())

const MIN = 60_000

/** Freezes `Date.now()` only (fetch, msw and IndexedDB keep their real timers). */
function freezeTime(at = Date.parse('2026-11-22T10:00:00Z')) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(at)
  return at
}

async function setDelay(ms: number | null) {
  const res = await call('/otp/settings', { method: 'PUT', token: await tokenFor('admin'), body: { codeDelayMs: ms } })
  expect(res.status).toBe(200)
}

const balance = async (token: string) => (await call<{ balance: number }>('/otp/balance', { token })).body.balance
const stock = async (id: string) => (await reopenDb().otpCatalog.get(id))!.stock
const order = (token: string, service = 'tinder', country = 'FR') =>
  call<OtpOrder>('/otp/orders', { method: 'POST', token, body: { service, country } })

describe('access', () => {
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/otp/catalog'],
    ['GET', '/otp/balance'],
    ['POST', '/otp/balance/top-up', { amount: 10 }],
    ['POST', '/otp/orders', { service: 'tinder', country: 'FR' }],
    ['GET', '/otp/orders'],
    ['GET', '/otp/orders/1'],
    ['POST', '/otp/orders/1/cancel'],
    ['POST', '/otp/orders/1/finish'],
    ['GET', '/otp/orders/all'],
    ['GET', '/otp/settings'],
    ['PUT', '/otp/settings', { codeDelayMs: 0 }],
  ]

  it('answers 401 Unauthorized on every endpoint without a valid token', async () => {
    for (const [method, path, body] of endpoints) {
      for (const token of [undefined, 'forged']) {
        const res = await call(path, { method, body, token })
        expect(res.status, `${method} ${path}`).toBe(401)
        expect(res.body).toEqual({ message: 'Unauthorized' })
      }
    }
  })

  it('answers 403 Forbidden on every endpoint to a user without the OTP rule, changing nothing', async () => {
    const token = await tokenFor('tinder')
    for (const [method, path, body] of endpoints) {
      const res = await call(path, { method, body, token })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body).toEqual({ message: 'Forbidden' })
    }
    expect(await reopenDb().otpOrders.count()).toBe(82)
    expect(await db.otpBalances.get(3)).toBeUndefined()
  })

  it('keeps the admin-only endpoints from the OTP operator and opens everything to the admin', async () => {
    const otp = await tokenFor('otp')
    expect((await call('/otp/orders/all', { token: otp })).status).toBe(403)
    expect((await call('/otp/settings', { token: otp })).status).toBe(403)
    expect((await call('/otp/settings', { method: 'PUT', token: otp, body: { codeDelayMs: 0 } })).status).toBe(403)
    const admin = await tokenFor('admin')
    expect((await call('/otp/catalog', { token: admin })).status).toBe(200)
    expect((await call('/otp/balance', { token: admin })).body).toEqual({ balance: 120 })
    expect((await call('/otp/orders/all', { token: admin })).status).toBe(200)
  })
})

describe('GET /api/otp/catalog', () => {
  it('offers tinder, fruitz and other in at least 12 countries with 2-decimal EUR prices', async () => {
    const res = await call<CatalogResponse>('/otp/catalog', { token: await tokenFor('otp'), query: { itemsPerPage: -1 } })
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(res.body.catalog.length)
    for (const service of ['tinder', 'fruitz', 'other']) {
      const countries = new Set(res.body.catalog.filter((c) => c.service === service).map((c) => c.country))
      expect(countries.size, service).toBeGreaterThanOrEqual(12)
    }
    for (const c of res.body.catalog) {
      expect(c.country).toMatch(/^[A-Z]{2}$/)
      expect(Math.round(c.price * 100) / 100).toBe(c.price)
      expect(c.price).toBeGreaterThan(0)
      expect(Number.isInteger(c.stock) && c.stock >= 0).toBe(true)
    }
    expect(res.body.catalog.some((c) => c.stock === 0)).toBe(true)
  })

  it('pages by 10 by default and takes filters, search in three languages and sorting', async () => {
    const token = await tokenFor('otp')
    const page = await call<CatalogResponse>('/otp/catalog', { token })
    expect(page.body.catalog).toHaveLength(10)
    expect(page.body.total).toBe(68)
    const fruitz = await call<CatalogResponse>('/otp/catalog', { token, query: { service: 'fruitz', itemsPerPage: -1 } })
    expect(fruitz.body.catalog.every((c) => c.service === 'fruitz')).toBe(true)
    expect(fruitz.body.total).toBe(16)
    for (const q of ['Allemagne', 'germany', 'ألمانيا']) {
      const found = await call<CatalogResponse>('/otp/catalog', { token, query: { q, itemsPerPage: -1 } })
      expect(new Set(found.body.catalog.map((c) => c.country)), q).toEqual(new Set(['DE']))
    }
    const inStock = await call<CatalogResponse>('/otp/catalog', { token, query: { inStock: 'true', itemsPerPage: -1 } })
    expect(inStock.body.catalog.every((c) => c.stock > 0)).toBe(true)
    const byPrice = await call<CatalogResponse>('/otp/catalog', { token, query: { sortBy: 'price', orderBy: 'desc', itemsPerPage: -1 } })
    const prices = byPrice.body.catalog.map((c) => c.price)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
  })
})

describe('balance', () => {
  it('reads the balance and tops it up by 1-500 with at most 2 decimals, persisted', async () => {
    const token = await tokenFor('otp')
    expect(await balance(token)).toBe(42.5)
    const res = await call('/otp/balance/top-up', { method: 'POST', token, body: { amount: 10.25 } })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ balance: 52.75 })
    expect((await reopenDb().otpBalances.get(5))?.balance).toBe(52.75)
    expect((await call('/otp/balance/top-up', { method: 'POST', token, body: { amount: 0.1 + 0.2 + 0.7 } })).body).toEqual({
      balance: 53.75,
    })
  })

  it('starts at 0 for a user who never topped up', async () => {
    await db.otpBalances.delete(5)
    expect(await balance(await tokenFor('otp'))).toBe(0)
  })

  it('refuses bad amounts with 400 and field errors, leaving the balance alone', async () => {
    const token = await tokenFor('otp')
    const cases: [unknown, string][] = [
      [{ amount: 0.99 }, 'validation.amountRange'],
      [{ amount: 500.01 }, 'validation.amountRange'],
      [{ amount: -5 }, 'validation.amountRange'],
      [{ amount: 10.005 }, 'validation.maxTwoDecimals'],
      [{ amount: '10' }, 'validation.amountRange'],
      [{}, 'validation.amountRange'],
    ]
    for (const [body, message] of cases) {
      const res = await call<{ errors: Record<string, string[]> }>('/otp/balance/top-up', { method: 'POST', token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.errors.amount).toEqual([message])
    }
    expect((await call('/otp/balance/top-up', { method: 'POST', token, body: 'nope' })).status).toBe(400)
    expect(await balance(token)).toBe(42.5)
  })
})

describe('POST /api/otp/orders', () => {
  it('creates a waiting order, debits the balance and takes one number from the stock, persisted', async () => {
    await setDelay(60_000)
    const token = await tokenFor('otp')
    const before = { balance: await balance(token), stock: await stock('tinder-FR'), count: await db.otpOrders.count() }
    const res = await order(token)
    expect(res.status).toBe(201)
    const o = res.body
    const entry = (await db.otpCatalog.get('tinder-FR'))!
    expect(o).toMatchObject({
      userId: 5,
      service: 'tinder',
      country: 'FR',
      price: entry.price,
      status: 'waiting',
      code: null,
      receivedAt: null,
      finishedAt: null,
      refundedAt: null,
    })
    expect(o).not.toHaveProperty('arrivesAt')
    expect(o.phone).toMatch(/^\+3363998\d{4}$/) // ARCEP range reserved for fiction
    expect(Date.parse(o.expiresAt) - Date.parse(o.createdAt)).toBe(20 * MIN)
    expect(o.id).toBe(83)
    const fresh = reopenDb()
    expect((await fresh.otpBalances.get(5))?.balance).toBe(Math.round((before.balance - entry.price) * 100) / 100)
    expect((await fresh.otpCatalog.get('tinder-FR'))?.stock).toBe(before.stock - 1)
    expect(await fresh.otpOrders.count()).toBe(before.count + 1)
  })

  it('answers 402 Insufficient balance and changes nothing', async () => {
    await db.otpBalances.put({ userId: 5, balance: 0.5 })
    const token = await tokenFor('otp')
    const before = await stock('tinder-FR')
    const res = await order(token)
    expect(res.status).toBe(402)
    expect(res.body).toEqual({ message: 'Insufficient balance' })
    expect(await balance(token)).toBe(0.5)
    expect(await stock('tinder-FR')).toBe(before)
    expect(await reopenDb().otpOrders.count()).toBe(82)
  })

  it('answers 409 Out of stock and changes nothing', async () => {
    const empty = (await db.otpCatalog.toArray()).find((c: CatalogEntry) => c.stock === 0)!
    const token = await tokenFor('otp')
    const res = await order(token, empty.service, empty.country)
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ message: 'Out of stock' })
    expect(await balance(token)).toBe(42.5)
    expect(await stock(empty.id)).toBe(0)
    expect(await reopenDb().otpOrders.count()).toBe(82)
  })

  it('answers 400 for an unknown service, a malformed country or a pair not offered, changing nothing', async () => {
    const token = await tokenFor('otp')
    const cases: [unknown, string, string][] = [
      [{ service: 'bumble', country: 'FR' }, 'service', 'validation.invalidChoice'],
      [{ service: 'tinder', country: 'fr' }, 'country', 'validation.invalidChoice'],
      [{ service: 'tinder' }, 'country', 'validation.required'],
      [{ service: 'fruitz', country: 'JP' }, 'country', 'validation.notOffered'],
    ]
    for (const [body, field, message] of cases) {
      const res = await call<{ errors: Record<string, string[]> }>('/otp/orders', { method: 'POST', token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.errors[field]).toEqual([message])
    }
    expect(await balance(token)).toBe(42.5)
    expect(await reopenDb().otpOrders.count()).toBe(82)
  })
})

describe('code arrival, finish and cancel', () => {
  it('with a zero delay the code is there at once; the order can then be finished once', async () => {
    await setDelay(0)
    const token = await tokenFor('otp')
    const created = await order(token)
    expect(created.status).toBe(201)
    expect(created.body.status).toBe('received')
    expect(created.body.code).toMatch(/^\d{6}$/)
    expect(created.body.receivedAt).toBe(created.body.createdAt)
    const read = await call<OtpOrder>(`/otp/orders/${created.body.id}`, { token })
    expect(read.body.code).toBe(created.body.code)
    expect((await call(`/otp/orders/${created.body.id}/cancel`, { method: 'POST', token })).status).toBe(409)
    const finished = await call<OtpOrder>(`/otp/orders/${created.body.id}/finish`, { method: 'POST', token })
    expect(finished.status).toBe(200)
    expect(finished.body.status).toBe('finished')
    expect(finished.body.finishedAt).not.toBeNull()
    const again = await call(`/otp/orders/${created.body.id}/finish`, { method: 'POST', token })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ message: 'Only a received order can be finished' })
    expect((await reopenDb().otpOrders.get(created.body.id))?.status).toBe('finished')
  })

  it('works the state out when read: waiting until arrivesAt, then received with the code', async () => {
    await setDelay(10_000)
    const t0 = freezeTime()
    const token = await tokenFor('otp')
    const { body: o } = await order(token)
    expect(o.status).toBe('waiting')
    expect((await call(`/otp/orders/${o.id}/finish`, { method: 'POST', token })).status).toBe(409)
    vi.setSystemTime(t0 + 9_999)
    expect((await call<OtpOrder>(`/otp/orders/${o.id}`, { token })).body.status).toBe('waiting')
    vi.setSystemTime(t0 + 10_000)
    const list = await call<OrderListResponse>('/otp/orders', { token, query: { status: 'received' } })
    const seen = list.body.orders.find((x) => x.id === o.id)!
    expect(seen.status).toBe('received')
    expect(seen.code).toMatch(/^\d{6}$/)
    expect(seen.receivedAt).toBe(new Date(t0 + 10_000).toISOString())
    expect((await call<OtpOrder>(`/otp/orders/${o.id}`, { token })).body.code).toBe(seen.code)
  })

  it('cancels a waiting order with a refund and the number back in stock, only once', async () => {
    await setDelay(60_000)
    const token = await tokenFor('otp')
    const before = { balance: await balance(token), stock: await stock('other-US') }
    const { body: o } = await order(token, 'other', 'US')
    expect(await balance(token)).toBe(Math.round((before.balance - o.price) * 100) / 100)
    const res = await call<OtpOrder>(`/otp/orders/${o.id}/cancel`, { method: 'POST', token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: o.id, status: 'cancelled', code: null })
    expect(res.body.refundedAt).not.toBeNull()
    expect(await balance(token)).toBe(before.balance)
    expect(await stock('other-US')).toBe(before.stock)
    const again = await call(`/otp/orders/${o.id}/cancel`, { method: 'POST', token })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ message: 'Only a waiting order can be cancelled' })
    expect(await balance(token)).toBe(before.balance)
  })

  it('refuses to cancel once the code has arrived', async () => {
    await setDelay(5_000)
    const t0 = freezeTime()
    const token = await tokenFor('otp')
    const { body: o } = await order(token)
    const afterOrder = await balance(token)
    vi.setSystemTime(t0 + 6_000)
    expect((await call(`/otp/orders/${o.id}/cancel`, { method: 'POST', token })).status).toBe(409)
    expect(await balance(token)).toBe(afterOrder)
    expect((await reopenDb().otpOrders.get(o.id))?.status).toBe('received')
  })

  it('expires an order still waiting at expiresAt and refunds it exactly once', async () => {
    await setDelay(30 * MIN) // the SMS would land after the 20-minute life of the order
    const t0 = freezeTime()
    const token = await tokenFor('otp')
    const start = await balance(token)
    const startStock = await stock('tinder-FR')
    const { body: o } = await order(token)
    vi.setSystemTime(t0 + 20 * MIN - 1)
    expect((await call<OtpOrder>(`/otp/orders/${o.id}`, { token })).body.status).toBe('waiting')
    expect(await balance(token)).toBe(Math.round((start - o.price) * 100) / 100)
    vi.setSystemTime(t0 + 21 * MIN)
    // Many reads at once, through every path that settles orders.
    const reads = await Promise.all([
      call<OtpOrder>(`/otp/orders/${o.id}`, { token }),
      call('/otp/orders', { token }),
      call('/otp/balance', { token }),
      call<OtpOrder>(`/otp/orders/${o.id}`, { token }),
      call('/otp/orders/all', { token: await tokenFor('admin') }),
    ])
    expect(reads.every((r) => r.status === 200)).toBe(true)
    expect(reads[0].body).toMatchObject({ status: 'expired', code: null, refundedAt: o.expiresAt })
    expect(await balance(token)).toBe(start)
    expect(await stock('tinder-FR')).toBe(startStock)
    vi.setSystemTime(t0 + 60 * MIN)
    await call(`/otp/orders/${o.id}`, { token })
    expect((await call(`/otp/orders/${o.id}/cancel`, { method: 'POST', token })).status).toBe(409)
    expect(await balance(token)).toBe(start)
    expect((await reopenDb().otpOrders.get(o.id))?.status).toBe('expired')
  })
})

describe('GET /api/otp/orders and /api/otp/orders/{id}', () => {
  it("lists only the user's own orders, newest first, with totals", async () => {
    const res = await call<OrderListResponse>('/otp/orders', { token: await tokenFor('otp'), query: { itemsPerPage: -1 } })
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(46)
    expect(res.body.orders).toHaveLength(46)
    expect(res.body.orders.every((o) => o.userId === 5)).toBe(true)
    const dates = res.body.orders.map((o) => o.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const spent = res.body.orders.reduce((s, o) => s + Math.round(o.price * 100), 0) / 100
    const refunded = res.body.orders.filter((o) => o.refundedAt).reduce((s, o) => s + Math.round(o.price * 100), 0) / 100
    expect(res.body.totals).toEqual({ count: 46, spent, refunded, net: Math.round((spent - refunded) * 100) / 100 })
    expect(res.body.orders[0]).not.toHaveProperty('arrivesAt')
  })

  it('filters by status, service, country and date range, and pages', async () => {
    const token = await tokenFor('otp')
    const get = (query: Record<string, string | number>) =>
      call<OrderListResponse>('/otp/orders', { token, query: { itemsPerPage: -1, ...query } })
    const all = (await get({})).body.orders
    const expired = await get({ status: 'expired' })
    expect(expired.body.total).toBe(all.filter((o) => o.status === 'expired').length)
    expect(expired.body.total).toBeGreaterThan(0)
    const two = await get({ status: 'expired,cancelled' })
    expect(two.body.total).toBe(all.filter((o) => o.status === 'expired' || o.status === 'cancelled').length)
    const tinder = await get({ service: 'tinder' })
    expect(tinder.body.orders.every((o) => o.service === 'tinder')).toBe(true)
    const country = all[0]!.country
    expect((await get({ country })).body.total).toBe(all.filter((o) => o.country === country).length)
    const october = await get({ dateFrom: '2026-10-01', dateTo: '2026-10-31' })
    expect(october.body.total).toBeGreaterThan(0)
    expect(october.body.total).toBeLessThan(all.length)
    for (const o of october.body.orders) {
      expect(Date.parse(o.createdAt)).toBeGreaterThanOrEqual(new Date('2026-10-01T00:00:00').getTime())
      expect(Date.parse(o.createdAt)).toBeLessThanOrEqual(new Date('2026-10-31T23:59:59.999').getTime())
    }
    const page2 = await call<OrderListResponse>('/otp/orders', {
      token,
      query: { page: 2, itemsPerPage: 5, sortBy: 'price', orderBy: 'asc' },
    })
    expect(page2.body.orders).toHaveLength(5)
    expect(page2.body.total).toBe(46)
    const sorted = [...all]
      .sort((a, b) => a.price - b.price)
      .slice(5, 10)
      .map((o) => o.price)
    expect(page2.body.orders.map((o) => o.price)).toEqual(sorted)
    const byPhone = await get({ q: all[3]!.phone })
    expect(byPhone.body.orders.map((o) => o.id)).toContain(all[3]!.id)
  })

  it("answers 404 for another user's order, an unknown id or a non-numeric id; the admin may read any", async () => {
    const otp = await tokenFor('otp')
    const adminOrder = (await db.otpOrders.where('userId').equals(1).first())!
    const ownOrder = (await db.otpOrders.where('userId').equals(5).first())!
    for (const id of [adminOrder.id, 999, 'abc']) {
      const res = await call(`/otp/orders/${id}`, { token: otp })
      expect(res.status, String(id)).toBe(404)
      expect(res.body).toEqual({ message: 'Order not found' })
      expect((await call(`/otp/orders/${id}/cancel`, { method: 'POST', token: otp })).status).toBe(404)
      expect((await call(`/otp/orders/${id}/finish`, { method: 'POST', token: otp })).status).toBe(404)
    }
    const mine = await call<OtpOrder>(`/otp/orders/${ownOrder.id}`, { token: otp })
    expect(mine.status).toBe(200)
    expect(mine.body.id).toBe(ownOrder.id)
    expect((await call(`/otp/orders/${ownOrder.id}`, { token: await tokenFor('admin') })).status).toBe(200)
  })
})

describe('GET /api/otp/orders/all', () => {
  it("lists everyone's orders with their user and the spent and refunded totals", async () => {
    const res = await call<AdminOrderListResponse>('/otp/orders/all', { token: await tokenFor('admin'), query: { itemsPerPage: -1 } })
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(82)
    expect(new Set(res.body.orders.map((o) => o.userId))).toEqual(new Set([1, 3, 4, 5]))
    const otpRow = res.body.orders.find((o) => o.userId === 5)!
    expect(otpRow.user).toEqual({ id: 5, fullName: expect.any(String), email: 'otp@demo.com', avatar: expect.any(String) })
    const seed = await db.otpOrders.toArray()
    const spent = seed.reduce((s, o) => s + Math.round(o.price * 100), 0) / 100
    const refunded =
      seed.filter((o) => o.status === 'cancelled' || o.status === 'expired').reduce((s, o) => s + Math.round(o.price * 100), 0) / 100
    expect(res.body.totals).toEqual({ count: 82, spent, refunded, net: Math.round((spent - refunded) * 100) / 100 })
    expect(refunded).toBeGreaterThan(0)
  })

  it('filters by user and searches user names, with totals over the filtered rows', async () => {
    const token = await tokenFor('admin')
    const mine = await call<AdminOrderListResponse>('/otp/orders/all', { token, query: { userId: 4 } })
    expect(mine.body.total).toBe(10)
    // the user filter's choices: everyone with orders, whatever the filters and the page
    expect(mine.body.people.map((p) => p.id).sort()).toEqual([1, 3, 4, 5])
    expect(mine.body.people.find((p) => p.id === 5)!.fullName).toEqual(expect.any(String))
    expect(mine.body.totals.count).toBe(10)
    expect(mine.body.orders.every((o) => o.user?.email === 'fruitz@demo.com')).toBe(true)
    const byEmail = await call<AdminOrderListResponse>('/otp/orders/all', { token, query: { q: 'tinder@demo', itemsPerPage: -1 } })
    expect(byEmail.body.orders.every((o) => o.userId === 3 || o.service === 'tinder')).toBe(true)
    expect(byEmail.body.orders.some((o) => o.userId === 3)).toBe(true)
    const byUser = await call<AdminOrderListResponse>('/otp/orders/all', {
      token,
      query: { sortBy: 'user', orderBy: 'asc', itemsPerPage: -1 },
    })
    const names = byUser.body.orders.map((o) => o.user!.fullName)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
  })

  it('includes orders placed through the API, settled like the others', async () => {
    await setDelay(0)
    const otp = await tokenFor('otp')
    const { body: o } = await order(otp)
    const res = await call<AdminOrderListResponse>('/otp/orders/all', { token: await tokenFor('admin'), query: { q: o.phone } })
    expect(res.body.orders.find((x) => x.id === o.id)).toMatchObject({ status: 'received', user: { id: 5 } })
  })
})

// The lists keep key lists, search projections and derived orders in memory (list-index.ts):
// each write through the API must show at once in a search, a sort, the total and the totals.
describe('lists after writes (no stale cache)', () => {
  const own = (token: string, query: Record<string, string | number> = {}) =>
    call<OrderListResponse>('/otp/orders', { token, query: { itemsPerPage: -1, ...query } })
  const all = (token: string, query: Record<string, string | number> = {}) =>
    call<AdminOrderListResponse>('/otp/orders/all', { token, query: { itemsPerPage: -1, ...query } })
  const cents = (n: number) => Math.round(n * 100)

  it('own and admin lists: a new order, then its cancellation, show in searches, sorts, totals and status filters', async () => {
    await setDelay(60_000)
    const otp = await tokenFor('otp')
    const admin = await tokenFor('admin')
    // Warm the caches with the queries checked below.
    const base = (await own(otp)).body
    const baseAll = (await all(admin)).body
    await own(otp, { sortBy: 'price', orderBy: 'desc', q: '33' })
    await own(otp, { status: 'waiting' })
    await own(otp, { status: 'cancelled,expired', sortBy: 'status' })
    await all(admin, { q: 'otp@demo', sortBy: 'user' })
    await all(admin, { sortBy: 'price', orderBy: 'desc' })

    const { body: o } = await order(otp, 'other', 'US')
    const mine = (await own(otp)).body
    expect(mine.total).toBe(base.total + 1)
    expect(mine.orders[0]!.id).toBe(o.id) // newest first
    expect(mine.totals).toEqual({
      count: base.totals.count + 1,
      spent: (cents(base.totals.spent) + cents(o.price)) / 100,
      refunded: base.totals.refunded,
      net: (cents(base.totals.net) + cents(o.price)) / 100,
    })
    const byPhone = (await own(otp, { q: o.phone.slice(1), sortBy: 'price', orderBy: 'desc' })).body
    expect(byPhone.orders.map((x) => x.id)).toContain(o.id)
    expect(byPhone.totals.count).toBe(byPhone.total)
    const byCountry = (await own(otp, { q: 'états-unis', sortBy: 'price', orderBy: 'desc' })).body
    expect(byCountry.orders.map((x) => x.id)).toContain(o.id)
    const prices = byCountry.orders.map((x) => x.price)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect((await own(otp, { status: 'waiting' })).body.orders.map((x) => x.id)).toEqual([o.id])
    const everyone = (await all(admin, { q: 'otp@demo', sortBy: 'user' })).body
    expect(everyone.orders.map((x) => x.id)).toContain(o.id)
    expect(everyone.total).toBe(base.total + 1)
    const byPrice = (await all(admin, { sortBy: 'price', orderBy: 'desc' })).body
    expect(byPrice.total).toBe(baseAll.total + 1)
    expect(byPrice.orders.findIndex((x) => x.id === o.id)).toBe(byPrice.orders.filter((x) => x.price > o.price).length)
    expect(byPrice.totals.spent).toBe((cents(baseAll.totals.spent) + cents(o.price)) / 100)

    // Cancelled: refunded in the totals, in the cancelled filter and sorted with the cancelled ones.
    expect((await call(`/otp/orders/${o.id}/cancel`, { method: 'POST', token: otp })).status).toBe(200)
    const after = (await own(otp)).body
    expect(after.totals).toEqual({ ...mine.totals, refunded: (cents(base.totals.refunded) + cents(o.price)) / 100, net: base.totals.net })
    expect((await own(otp, { status: 'waiting' })).body.total).toBe(0)
    const closed = (await own(otp, { status: 'cancelled,expired', sortBy: 'status' })).body
    expect(closed.orders.map((x) => x.id)).toContain(o.id)
    expect(closed.orders.map((x) => x.status)).toEqual(
      [...closed.orders.map((x) => x.status)].sort((a, b) => (a === b ? 0 : a === 'cancelled' ? -1 : 1)),
    )
    expect((await all(admin, { status: 'cancelled', q: o.phone })).body.orders.map((x) => x.id)).toEqual([o.id])
  })

  it('an order that expires when the list is read is listed and totalled as expired', async () => {
    await setDelay(30 * MIN)
    const t0 = freezeTime()
    const otp = await tokenFor('otp')
    const { body: o } = await order(otp)
    const waiting = (await own(otp, { status: 'waiting' })).body
    expect(waiting.orders.map((x) => x.id)).toEqual([o.id])
    expect(waiting.totals).toEqual({ count: 1, spent: o.price, refunded: 0, net: o.price })
    vi.setSystemTime(t0 + 21 * MIN)
    expect((await own(otp, { status: 'waiting' })).body.total).toBe(0)
    const expired = (await own(otp, { status: 'expired', q: o.phone })).body
    expect(expired.orders.map((x) => [x.id, x.status])).toEqual([[o.id, 'expired']])
    expect(expired.totals).toEqual({ count: 1, spent: o.price, refunded: o.price, net: 0 })
  })

  it('catalog: a number bought shows in the stock, the in-stock filter and the stock order', async () => {
    const otp = await tokenFor('otp')
    const list = (query: Record<string, string | number>) =>
      call<CatalogResponse>('/otp/catalog', { token: otp, query: { itemsPerPage: -1, ...query } })
    const inStock = (await list({ inStock: 'true', q: 'inde' })).body
    expect(inStock.catalog.map((c) => c.id)).toContain('tinder-IN')
    const byStock = (await list({ sortBy: 'stock', orderBy: 'asc', inStock: 'true' })).body
    expect(byStock.catalog[0]).toMatchObject({ stock: 1 })
    expect((await order(otp, 'tinder', 'IN')).status).toBe(201) // its last number
    expect((await list({ inStock: 'true', q: 'inde' })).body.catalog.map((c) => c.id)).not.toContain('tinder-IN')
    const after = (await list({ sortBy: 'stock', orderBy: 'asc', inStock: 'true' })).body
    expect(after.total).toBe(byStock.total - 1)
    expect(after.catalog.map((c) => c.id)).not.toContain('tinder-IN')
    const empty = (await list({ sortBy: 'stock', orderBy: 'asc', q: 'india' })).body.catalog
    expect(empty.find((c) => c.id === 'tinder-IN')).toMatchObject({ stock: 0 })
    expect(empty.map((c) => c.stock)).toEqual([...empty.map((c) => c.stock)].sort((a, b) => a - b))
  })
})

describe('PUT /api/otp/settings', () => {
  it('stores the code delay in meta, reads it back, clears it with null and validates it', async () => {
    const token = await tokenFor('admin')
    await setDelay(1234)
    expect((await reopenDb().meta.get('otpCodeDelayMs'))?.value).toBe(1234)
    expect((await call('/otp/settings', { token })).body).toEqual({ codeDelayMs: 1234 })
    for (const body of [{ codeDelayMs: -1 }, { codeDelayMs: 'soon' }, {}]) {
      expect((await call('/otp/settings', { method: 'PUT', token, body })).status).toBe(400)
    }
    expect((await call('/otp/settings', { token })).body).toEqual({ codeDelayMs: 1234 })
    await setDelay(null)
    expect((await call('/otp/settings', { token })).body).toEqual({ codeDelayMs: null })
  })

  it('uses a random 5-30 s delay when no setting is stored', async () => {
    const t0 = freezeTime()
    const token = await tokenFor('otp')
    const { body: o } = await order(token)
    const stored = (await db.otpOrders.get(o.id))!
    const delay = Date.parse(stored.arrivesAt) - t0
    expect(delay).toBeGreaterThanOrEqual(5_000)
    expect(delay).toBeLessThanOrEqual(30_000)
    vi.setSystemTime(t0 + 4_999)
    expect((await call<OtpOrder>(`/otp/orders/${o.id}`, { token })).body.status).toBe('waiting')
    vi.setSystemTime(t0 + 30_000)
    expect((await call<OtpOrder>(`/otp/orders/${o.id}`, { token })).body.status).toBe('received')
  })
})

describe('OTP seed data', () => {
  it('matches the contracts and is consistent: 20-minute life, code only once received, refund only when cancelled or expired', async () => {
    const { existsSync } = await import('node:fs')
    const { default: catalog } = await import('@seed/otp-catalog.json')
    const { default: orders } = await import('@seed/otp-orders.json')
    const { default: accounts } = await import('@seed/accounts.json')
    const { catalogEntry, otpOrder } = await import('@/api/contracts/otp')
    const ids = new Set<string>()
    for (const raw of catalog) {
      const c = catalogEntry.parse(raw)
      expect(c.id).toBe(`${c.service}-${c.country}`)
      ids.add(c.id)
      expect(existsSync(`public/images/flags/${c.country.toLowerCase()}.svg`), c.country).toBe(true)
    }
    expect(ids.size).toBe(catalog.length)
    const users = new Set(accounts.map((a) => a.id))
    const statuses = new Set<string>()
    for (const raw of orders) {
      const o = otpOrder.extend({ arrivesAt: otpOrder.shape.createdAt }).parse(raw)
      statuses.add(o.status)
      expect(users.has(o.userId)).toBe(true)
      expect(ids.has(`${o.service}-${o.country}`)).toBe(true)
      expect(Date.parse(o.expiresAt) - Date.parse(o.createdAt)).toBe(20 * MIN)
      expect(o.phone).toMatch(/^\+[1-9]\d{7,14}$/)
      const hasCode = o.status === 'received' || o.status === 'finished'
      expect(o.code === null, `order ${o.id}`).toBe(!hasCode)
      expect(o.receivedAt === null).toBe(!hasCode)
      expect(o.finishedAt === null).toBe(o.status !== 'finished')
      expect(o.refundedAt === null).toBe(o.status !== 'cancelled' && o.status !== 'expired')
      if (o.status === 'expired') expect(o.refundedAt).toBe(o.expiresAt)
    }
    expect(orders.length).toBeGreaterThanOrEqual(80)
    expect([...statuses].sort()).toEqual(['cancelled', 'expired', 'finished', 'received'])
  })
})

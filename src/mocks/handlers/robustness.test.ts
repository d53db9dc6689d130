import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { call, setupMockApi, tokenFor } from '@/testing/mock-api'
import { db, reopenDb } from '@/mocks/db'
import seedUsers from '@seed/users.json'

setupMockApi()
afterEach(() => vi.restoreAllMocks())

/** Text whose case mapping changes its length: Dexie's equalsIgnoreCase throws on it (issue 14 item 3). */
const DOTTED_I = 'İstanbul'

const strategy = (name: string) => ({
  name,
  description: 'Unicode names',
  dailyLikeLimit: 50,
  likeRatio: 40,
  activeHours: { from: '09:00', to: '18:00' },
  activeDays: ['mon'],
  ageMin: 25,
  ageMax: 35,
  maxDistanceKm: 20,
})

describe('Unicode compared case-insensitively never makes a 5xx (issue 14 item 3)', () => {
  it('role names: created, then refused as taken in another case, and given to a user in any case', async () => {
    const first = await call('/apps/roles', { method: 'POST', body: { name: DOTTED_I } })
    expect(first.status).toBe(201)
    const again = await call<{ message: string; errors: Record<string, string[]> }>('/apps/roles', {
      method: 'POST',
      body: { name: DOTTED_I.toUpperCase() },
    })
    expect(again.status).toBe(400)
    expect(again.body.errors).toEqual({ name: ['validation.nameTaken'] })
    for (const name of ['ß', 'ﬁ']) expect((await call('/apps/roles', { method: 'POST', body: { name } })).status).toBe(201)
    expect((await call('/apps/roles', { method: 'POST', body: { name: 'SS' } })).status).toBe(201) // "ß" folds to "ß", not "ss"
    const user = { ...seedUsers[0]!, role: DOTTED_I.toUpperCase() }
    const put = await call<{ body: { role: string } }>('/apps/users/1', { method: 'PUT', body: user })
    expect(put.status).toBe(200)
    expect(put.body.body.role).toBe(DOTTED_I)
    const unknown = await call<{ errors: Record<string, string[]> }>('/apps/users/1', { method: 'PUT', body: { ...user, role: 'ǅ-İ-ß' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors.role).toEqual(['validation.invalidChoice'])
  })

  it('strategy names: created, then refused as taken in another case', async () => {
    const token = await tokenFor('admin')
    const created = await call('/tinder/strategies', { method: 'POST', token, body: strategy(DOTTED_I) })
    expect(created.status).toBe(201)
    const taken = await call<{ errors: Record<string, string[]> }>('/tinder/strategies', {
      method: 'POST',
      token,
      body: strategy(DOTTED_I.toUpperCase()),
    })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({ name: ['platform:validation.nameTaken'] })
    expect((await call('/fruitz/strategies', { method: 'POST', token, body: { ...strategy('ﬁne ß'), fruits: ['cherry'] } })).status).toBe(
      201,
    )
  })

  it('usernames and e-mails (ASCII by contract): refused with 400, never a 5xx, on register, account settings, users and sign-in', async () => {
    const register = await call<{ errors: Record<string, string[]> }>('/auth/register', {
      method: 'POST',
      body: { username: DOTTED_I, email: 'İ@demo.com', password: 'secret1' },
    })
    expect(register.status).toBe(400)
    expect(register.body.errors.username).toEqual(['validation.username'])
    expect((await call('/auth/login', { method: 'POST', body: { email: 'İ@demo.com', password: 'x' } })).status).toBe(400)
    expect((await call('/auth/login', { method: 'POST', body: { email: 'ǅ', password: 'x' } })).status).toBe(400)
    const token = await tokenFor('client')
    expect(
      (await call('/auth/me', { method: 'PUT', token, body: { fullName: 'Client', username: 'ﬁx-ß', email: 'ß@demo.com' } })).status,
    ).toBe(400)
    expect(
      (await call('/apps/users', { method: 'POST', body: { ...seedUsers[0]!, id: undefined, username: DOTTED_I, email: 'İ@demo.com' } }))
        .status,
    ).toBe(400)
  })
})

describe('deeply nested JSON is refused with 400, never stored (issue 14 item 3)', () => {
  const nested = (depth: number) => {
    let value: unknown = 'leaf'
    for (let i = 0; i < depth; i++) value = { v: value }
    return value
  }

  it('a form draft nested 5,000 levels deep: 400 with a message, nothing written; 40 levels are fine', async () => {
    const deep = await call<{ message: string }>('/drafts/deep', { method: 'PUT', body: JSON.stringify({ values: { a: nested(5000) } }) })
    expect(deep.status).toBe(400)
    expect(deep.body.message).toMatch(/nested/)
    expect(await reopenDb().drafts.count()).toBe(0)
    expect((await call('/drafts/ok', { method: 'PUT', body: { values: { a: nested(40) } } })).status).toBe(200)
  })

  it('a backup nested 5,000 levels deep: 400 badFormat, the database unchanged', async () => {
    const token = await tokenFor('admin')
    const before = await db.users.count()
    const res = await call<{ message: string; code: string }>('/system/restore', {
      method: 'POST',
      token,
      body: JSON.stringify({ format: 'vermilion-backup', tables: { drafts: [{ key: 'x', values: nested(5000) }] } }),
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('badFormat')
    expect(await reopenDb().users.count()).toBe(before)
  })
})

describe('an unexpected exception answers 500 without its name or stack (issue 14 item 3)', () => {
  it('GET /api/apps/roles while the database fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(db.roles, 'orderBy').mockImplementation(() => {
      throw new TypeError('secret detail')
    })
    const res = await call('/apps/roles')
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ message: 'Internal server error' })
  })
})

describe('only the canonical decimal form of an id matches (issue 14 item 5)', () => {
  const NON_CANONICAL = ['0x1', '1e0', '%201', '+1', '1.0', '01', '1%20', '0', '-1', '9007199254740993']

  it.each(NON_CANONICAL)('%s is 404 with { message } on every {id} route, and acts on nothing', async (raw) => {
    const admin = await tokenFor('admin')
    const otp = await tokenFor('otp')
    const user = { ...seedUsers[0]!, fullName: 'Changed' }
    const routes: [string, string, { body?: unknown; token?: string }][] = [
      ['GET', `/apps/users/${raw}`, {}],
      ['PUT', `/apps/users/${raw}`, { body: user }],
      ['DELETE', `/apps/users/${raw}`, {}],
      ['PUT', `/apps/roles/${raw}`, { body: { name: 'Renamed' } }],
      ['PUT', `/apps/permissions/${raw}`, { body: { name: 'Renamed', assignedTo: [] } }],
      ['DELETE', `/apps/permissions/${raw}`, {}],
      ['GET', `/apps/invoice/${raw}`, {}],
      ['GET', `/tinder/accounts/${raw}`, { token: admin }],
      ['DELETE', `/fruitz/accounts/${raw}`, { token: admin }],
      ['GET', `/tinder/strategies/${raw}`, { token: admin }],
      ['DELETE', `/tinder/strategies/${raw}`, { token: admin }],
      ['GET', `/models/${raw}`, { token: admin }],
      ['DELETE', `/models/${raw}`, { token: admin }],
      ['GET', `/otp/orders/${raw}`, { token: otp }],
      ['POST', `/otp/orders/${raw}/cancel`, { token: otp }],
      ['GET', `/apps/chat/chats/${raw}`, {}],
      ['DELETE', `/notifications/${raw}`, { token: admin }],
    ]
    for (const [method, path, options] of routes) {
      const res = await call<{ message?: string }>(path, { method, ...options })
      expect([method, path, res.status]).toEqual([method, path, 404])
      expect(typeof res.body?.message, `${method} ${path}`).toBe('string')
    }
    // SPEC section 8's own answers for unknown ids stay as they are.
    expect(await call(`/apps/ecommerce/customers/${raw}`)).toMatchObject({ status: 404, body: null })
    expect(await call(`/apps/ecommerce/products/${raw}`, { method: 'DELETE' })).toMatchObject({ status: 404, body: null })
    expect(await call(`/apps/invoice/${raw}`, { method: 'DELETE' })).toMatchObject({ status: 404, body: { error: 'Something went wrong' } })
    expect((await call(`/apps/calendar/${raw}`, { method: 'DELETE' })).status).toBe(400)
    const fresh = reopenDb()
    expect(await fresh.users.get(1)).toEqual(seedUsers[0])
    expect(await fresh.users.count()).toBe(seedUsers.length)
  })
})

describe('every 404 carries { message } and two tabs deleting one record: the second gets 404 (issue 14 item 6)', () => {
  it('DELETE /api/notifications/{id} of an unknown id', async () => {
    const token = await tokenFor('admin')
    const res = await call<{ message: string }>('/notifications/999999', { method: 'DELETE', token })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Notification not found')
  })

  it('two deletes of the same record at once: one 204, one 404 with the route’s own body', async () => {
    const token = await tokenFor('admin')
    const notification = (await db.notifications.toCollection().first())!
    const product = (await db.ecommerceProducts.toCollection().first())!
    const invoice = (await db.invoices.toCollection().first())!
    const cases: [string, { token?: string }, unknown][] = [
      ['/apps/users/1', {}, { message: 'User not found' }],
      [`/notifications/${notification.id}`, { token }, { message: 'Notification not found' }],
      ['/apps/permissions/1', {}, { message: 'Permission not found' }],
      ['/tinder/accounts/1', { token }, { message: 'Account not found' }],
      [`/apps/ecommerce/products/${product.id}`, {}, null],
      [`/apps/invoice/${invoice.id}`, {}, { error: 'Something went wrong' }],
    ]
    for (const [path, options, missing] of cases) {
      const answers = await Promise.all([call(path, { method: 'DELETE', ...options }), call(path, { method: 'DELETE', ...options })])
      const statuses = answers.map((a) => a.status).sort()
      expect([path, statuses]).toEqual([path, [204, 404]])
      expect(answers.find((a) => a.status === 404)!.body).toEqual(missing)
    }
  })
})

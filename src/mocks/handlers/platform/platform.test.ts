import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { call, tokenFor, setupMockApi as setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import {
  ACCOUNT_STATUSES,
  type Account,
  type AccountListResponse,
  type BulkResponse,
  type Platform,
  type Strategy,
  type StrategyListResponse,
} from '@/api/contracts/platform'

setupMockApi()

type Errors = { message: string; errors: Record<string, string[]> }

const SIZES = { tinder: { accounts: 60, strategies: 8 }, fruitz: { accounts: 40, strategies: 6 } } as const
const table = (platform: Platform) => (platform === 'tinder' ? reopenDb().tinderAccounts : reopenDb().fruitzAccounts)
const strategyTable = (platform: Platform) => (platform === 'tinder' ? reopenDb().tinderStrategies : reopenDb().fruitzStrategies)

const newAccount = (platform: Platform, extra: Record<string, unknown> = {}) => ({
  name: 'Test Account',
  phone: '+33639980001',
  modelId: 2,
  strategyId: 1,
  status: 'warming',
  city: 'Lyon',
  country: 'FR',
  notes: 'created by a test',
  ...(platform === 'fruitz' ? { fruit: 'peach' } : {}),
  ...extra,
})

const newStrategy = (platform: Platform, extra: Record<string, unknown> = {}) => ({
  name: 'Test strategy',
  description: 'Only for tests',
  dailyLikeLimit: 50,
  likeRatio: 40,
  activeHours: { from: '09:00', to: '18:00' },
  activeDays: ['mon', 'wed'],
  ageMin: 25,
  ageMax: 35,
  maxDistanceKm: 20,
  ...(platform === 'fruitz' ? { fruits: ['cherry'] } : {}),
  ...extra,
})

describe('authorisation of every platform endpoint', () => {
  const endpoints: [string, string][] = [
    ['GET', '/accounts'],
    ['POST', '/accounts'],
    ['POST', '/accounts/bulk'],
    ['GET', '/accounts/1'],
    ['PUT', '/accounts/1'],
    ['DELETE', '/accounts/1'],
    ['GET', '/strategies'],
    ['POST', '/strategies'],
    ['GET', '/strategies/1'],
    ['PUT', '/strategies/1'],
    ['DELETE', '/strategies/1'],
  ]

  it.each(['tinder', 'fruitz'] as const)(
    '%s: 401 Unauthorized without a valid token, 403 Forbidden without the area rule',
    async (platform) => {
      const other = platform === 'tinder' ? 'fruitz' : 'tinder'
      const foreign = await tokenFor(other)
      const otp = await tokenFor('otp')
      const client = await tokenFor('client')
      for (const [method, path] of endpoints) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : {}
        const none = await call(`/${platform}${path}`, { method, body })
        expect(none.status, `${method} ${path}`).toBe(401)
        expect(none.body).toEqual({ message: 'Unauthorized' })
        expect((await call(`/${platform}${path}`, { method, body, token: 'forged' })).status).toBe(401)
        for (const token of [foreign, otp, client]) {
          const res = await call(`/${platform}${path}`, { method, body, token })
          expect(res.status, `${method} ${path}`).toBe(403)
          expect(res.body).toEqual({ message: 'Forbidden' })
        }
      }
      // Nothing was changed by the refused calls.
      expect(await table(platform).count()).toBe(SIZES[platform].accounts)
      expect(await strategyTable(platform).count()).toBe(SIZES[platform].strategies)
    },
  )

  it('lets the operator of the area and the admin in', async () => {
    for (const [who, platform] of [
      ['tinder', 'tinder'],
      ['fruitz', 'fruitz'],
      ['admin', 'tinder'],
      ['admin', 'fruitz'],
    ] as const) {
      const res = await call(`/${platform}/accounts`, { token: await tokenFor(who) })
      expect(res.status).toBe(200)
    }
  })
})

describe.each(['tinder', 'fruitz'] as const)('%s accounts', (platform) => {
  let token = ''
  beforeEach(async () => {
    token = await tokenFor(platform)
  })
  const list = (query: Record<string, string | number | undefined> = {}) =>
    call<AccountListResponse>(`/${platform}/accounts`, { token, query })

  it('lists 10 per page by default with total and per-status counts', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(res.body.accounts).toHaveLength(10)
    expect(res.body.total).toBe(SIZES[platform].accounts)
    expect(Object.keys(res.body.counts).sort()).toEqual([...ACCOUNT_STATUSES].sort())
    for (const s of ACCOUNT_STATUSES) expect(res.body.counts[s]).toBeGreaterThan(0)
    expect(Object.values(res.body.counts).reduce((a, b) => a + b, 0)).toBe(SIZES[platform].accounts)
    // Newest first when no sort is asked.
    const dates = res.body.accounts.map((a) => a.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    // Derived names.
    const withModel = res.body.accounts.find((a) => a.modelId !== null)!
    expect(withModel.modelName).toEqual(expect.any(String))
    expect(withModel.modelPhoto).toMatch(/^\/images\/models\/|^\/api\/models\//)
  })

  it('pages, falls back on non-numeric values and returns everything with itemsPerPage -1', async () => {
    const p2 = await list({ page: 2, itemsPerPage: 25 })
    expect(p2.body.accounts).toHaveLength(SIZES[platform].accounts - 25 > 25 ? 25 : SIZES[platform].accounts - 25)
    const p1 = await list({ itemsPerPage: 25 })
    expect(p1.body.accounts.map((a) => a.id)).not.toContain(p2.body.accounts[0]!.id)
    const fallback = await list({ page: 'x', itemsPerPage: 'y' })
    expect(fallback.body.accounts).toHaveLength(10)
    const all = await list({ itemsPerPage: -1 })
    expect(all.body.accounts).toHaveLength(SIZES[platform].accounts)
    expect(all.body.total).toBe(SIZES[platform].accounts)
  })

  it('searches name, city and phone (spaces ignored); counts follow the search', async () => {
    const all = (await list({ itemsPerPage: -1 })).body.accounts
    const sample = all[3]!
    const byPhone = await list({ q: `${sample.phone.slice(0, 3)} ${sample.phone.slice(3, 6)} ${sample.phone.slice(6)}`, itemsPerPage: -1 })
    expect(byPhone.body.accounts.map((a) => a.id)).toEqual([sample.id])
    const city = sample.city.toUpperCase()
    const byCity = await list({ q: city, itemsPerPage: -1 })
    expect(byCity.body.accounts.length).toBe(
      all.filter((a) => a.city.toUpperCase().includes(city) || a.name.toUpperCase().includes(city)).length,
    )
    expect(Object.values(byCity.body.counts).reduce((a, b) => a + b, 0)).toBe(byCity.body.total)
    const byName = await list({ q: sample.name.toLowerCase(), itemsPerPage: -1 })
    expect(
      byName.body.accounts.every(
        (a) => a.name.toLowerCase().includes(sample.name.toLowerCase()) || a.city.toLowerCase().includes(sample.name.toLowerCase()),
      ),
    ).toBe(true)
    expect((await list({ q: 'zzzz-nobody' })).body).toMatchObject({ accounts: [], total: 0, counts: { active: 0, banned: 0 } })
  })

  it('filters by status (counts ignore the status filter), strategy, model and none', async () => {
    const all = (await list({ itemsPerPage: -1 })).body
    const banned = await list({ status: 'banned', itemsPerPage: -1 })
    expect(banned.body.accounts.length).toBe(all.counts.banned)
    expect(banned.body.accounts.every((a) => a.status === 'banned')).toBe(true)
    expect(banned.body.counts).toEqual(all.counts)
    const s1 = await list({ strategyId: 1, itemsPerPage: -1 })
    expect(s1.body.total).toBe(all.accounts.filter((a) => a.strategyId === 1).length)
    expect(s1.body.accounts.every((a) => a.strategyId === 1 && a.strategyName !== null)).toBe(true)
    const noStrategy = await list({ strategyId: 'none', itemsPerPage: -1 })
    expect(noStrategy.body.total).toBeGreaterThan(0)
    expect(noStrategy.body.accounts.every((a) => a.strategyId === null && a.strategyName === null)).toBe(true)
    const modelId = all.accounts.find((a) => a.modelId !== null)!.modelId!
    const byModel = await list({ modelId, itemsPerPage: -1 })
    expect(byModel.body.total).toBe(all.accounts.filter((a) => a.modelId === modelId).length)
    const combined = await list({ modelId, status: 'active', strategyId: 1, itemsPerPage: -1 })
    expect(combined.body.accounts.every((a) => a.modelId === modelId && a.status === 'active' && a.strategyId === 1)).toBe(true)
    // An unknown status is ignored.
    expect((await list({ status: 'sleeping' })).body.total).toBe(SIZES[platform].accounts)
  })

  it('sorts by whitelisted keys only', async () => {
    const likes = (await list({ sortBy: 'likes', orderBy: 'desc', itemsPerPage: -1 })).body.accounts.map((a) => a.stats.likes)
    expect(likes).toEqual([...likes].sort((a, b) => b - a))
    const names = (await list({ sortBy: 'name', itemsPerPage: -1 })).body.accounts.map((a) => a.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })))
    const strategies = (await list({ sortBy: 'strategy', itemsPerPage: -1 })).body.accounts.map((a) => a.strategyName)
    expect(strategies.at(-1)).toBeNull()
    const status = (await list({ sortBy: 'status', itemsPerPage: -1 })).body.accounts.map((a) => ACCOUNT_STATUSES.indexOf(a.status))
    expect(status).toEqual([...status].sort((a, b) => a - b))
    const unknown = await list({ sortBy: 'password', itemsPerPage: -1 })
    expect(unknown.status).toBe(200)
    expect(unknown.body.accounts.map((a) => a.id)).toEqual((await list({ itemsPerPage: -1 })).body.accounts.map((a) => a.id))
  })

  it('reads one account, 404 for an unknown id', async () => {
    const one = await call<Account>(`/${platform}/accounts/3`, { token })
    expect(one.status).toBe(200)
    expect(one.body.id).toBe(3)
    expect((await call(`/${platform}/accounts/999`, { token })).body).toEqual({ message: 'Account not found' })
    expect((await call(`/${platform}/accounts/abc`, { token })).status).toBe(404)
  })

  it('creates an account (201) that survives a new connection', async () => {
    const res = await call<Account>(`/${platform}/accounts`, {
      method: 'POST',
      token,
      body: newAccount(platform, { phone: '+33 6 39 98 00 01' }),
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      name: 'Test Account',
      status: 'warming',
      stats: { likes: 0, matches: 0 },
      lastActiveAt: null,
      strategyId: 1,
    })
    expect(res.body.id).toBe(SIZES[platform].accounts + 1)
    expect(res.body.strategyName).toEqual(expect.any(String))
    expect(res.body.modelName).toEqual(expect.any(String))
    if (platform === 'fruitz') expect(res.body.fruit).toBe('peach')
    else expect(res.body).not.toHaveProperty('fruit')
    const stored = await table(platform).get(res.body.id)
    expect(stored).toMatchObject({ phone: '+33639980001', city: 'Lyon', country: 'FR' })
    expect(stored).not.toHaveProperty('modelName')
    // Newest first: it heads the default list.
    expect((await list()).body.accounts[0]!.id).toBe(res.body.id)
  })

  it('refuses bad input with i18n-key field errors and writes nothing', async () => {
    const bad = await call<Errors>(`/${platform}/accounts`, {
      method: 'POST',
      token,
      body: newAccount(platform, {
        name: '',
        phone: '06 12',
        status: 'sleeping',
        country: 'France',
        city: '',
        modelId: 'x',
        ...(platform === 'fruitz' ? { fruit: 'banana' } : {}),
      }),
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.name).toContain('validation.required')
    expect(bad.body.errors.phone).toEqual(['platform:validation.phone'])
    expect(bad.body.errors.status).toEqual(['platform:validation.status'])
    expect(bad.body.errors.country).toEqual(['platform:validation.country'])
    expect(bad.body.errors.city).toEqual(['validation.required'])
    expect(bad.body.errors.modelId).toEqual(['platform:validation.model'])
    if (platform === 'fruitz') expect(bad.body.errors.fruit).toEqual(['platform:validation.fruit'])
    const missing = await call<Errors>(`/${platform}/accounts`, { method: 'POST', token, body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.name).toEqual(['validation.required'])
    expect(missing.body.errors.phone).toEqual(['validation.required'])
    expect((await call(`/${platform}/accounts`, { method: 'POST', token, body: 'not json' })).status).toBe(400)
    // Cross-record checks: unknown model and strategy, phone already used.
    const taken = (await table(platform).get(1))!.phone
    const refs = await call<Errors>(`/${platform}/accounts`, {
      method: 'POST',
      token,
      body: newAccount(platform, { modelId: 999, strategyId: 999, phone: taken }),
    })
    expect(refs.status).toBe(400)
    expect(refs.body.errors).toEqual({
      modelId: ['platform:validation.modelUnknown'],
      strategyId: ['platform:validation.strategyUnknown'],
      phone: ['platform:validation.phoneTaken'],
    })
    expect(await table(platform).count()).toBe(SIZES[platform].accounts)
  })

  it('the Fruitz flavour needs a fruit; the Tinder one ignores it', async () => {
    const { fruit: _fruit, ...withoutFruit } = newAccount('fruitz')
    const res = await call<Errors & Account>(`/${platform}/accounts`, { method: 'POST', token, body: withoutFruit })
    if (platform === 'fruitz') {
      expect(res.status).toBe(400)
      expect(res.body.errors.fruit).toEqual(['platform:validation.fruit'])
    } else {
      expect(res.status).toBe(201)
      const extra = await call<Account>(`/tinder/accounts`, {
        method: 'POST',
        token,
        body: newAccount('tinder', { phone: '+33639980002', fruit: 'cherry' }),
      })
      expect(extra.status).toBe(201)
      expect(extra.body).not.toHaveProperty('fruit')
    }
  })

  it('updates with PUT, keeping createdAt and stats; 400 changes nothing; 404 unknown', async () => {
    const before = (await table(platform).get(5))!
    const res = await call<Account>(`/${platform}/accounts/5`, {
      method: 'PUT',
      token,
      body: newAccount(platform, {
        name: 'Renamed',
        phone: before.phone,
        strategyId: null,
        status: 'paused',
        createdAt: '2000-01-01T00:00:00Z',
        stats: { likes: 1, matches: 1 },
      }),
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: 5,
      name: 'Renamed',
      strategyId: null,
      strategyName: null,
      status: 'paused',
      createdAt: before.createdAt,
      stats: before.stats,
    })
    expect(await table(platform).get(5)).toMatchObject({ name: 'Renamed', status: 'paused' })
    const bad = await call<Errors>(`/${platform}/accounts/5`, {
      method: 'PUT',
      token,
      body: newAccount(platform, { name: 'X', phone: 'nope' }),
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'phone'])
    expect(await table(platform).get(5)).toMatchObject({ name: 'Renamed' })
    expect((await call(`/${platform}/accounts/999`, { method: 'PUT', token, body: newAccount(platform) })).status).toBe(404)
  })

  it('deletes one account: 204, then 404', async () => {
    expect((await call(`/${platform}/accounts/7`, { method: 'DELETE', token })).status).toBe(204)
    expect(await table(platform).get(7)).toBeUndefined()
    expect((await call(`/${platform}/accounts/7`, { method: 'DELETE', token })).status).toBe(404)
    expect(await table(platform).count()).toBe(SIZES[platform].accounts - 1)
  })

  // The list keeps key lists, search projections and derived orders in memory (list-index.ts):
  // each write through the API must show at once in a search, a sort, the total and the counts.
  it('lists what was just written: search, sorts, total and counts follow a creation, an edit and a deletion', async () => {
    const warm = async () => {
      const q = await list({ q: 'quimper', sortBy: 'name', itemsPerPage: -1 })
      await list({ sortBy: 'city', orderBy: 'desc' })
      await list({ q: 'a', status: 'banned', sortBy: 'likes', orderBy: 'desc' })
      await list({ strategyId: 'none', sortBy: 'lastActiveAt', orderBy: 'desc' })
      return q.body
    }
    const base = (await list()).body
    expect((await warm()).total).toBe(0)
    const created = await call<Account>(`/${platform}/accounts`, {
      method: 'POST',
      token,
      body: newAccount(platform, {
        name: 'Aaron Élégant',
        city: 'Quimperlé',
        phone: '+33639980077',
        status: 'banned',
        strategyId: null,
        modelId: null,
      }),
    })
    expect(created.status).toBe(201)
    const id = created.body.id

    const found = (await list({ q: 'QUIMPER', sortBy: 'name', itemsPerPage: -1 })).body
    expect(found.accounts.map((a) => a.id)).toEqual([id])
    expect(found.total).toBe(1)
    expect(found.counts).toEqual({ active: 0, paused: 0, warming: 0, verification: 0, banned: 1 })
    expect((await list({ q: '6 39 98 00 77' })).body.accounts.map((a) => a.id)).toEqual([id])
    // Folded name order: "aaron elegant" comes before every "Alice".
    expect((await list({ sortBy: 'name', itemsPerPage: 3 })).body.accounts[0]!.id).toBe(id)
    expect((await list({ sortBy: 'name', orderBy: 'desc', itemsPerPage: -1 })).body.accounts.at(-1)!.id).toBe(id)
    // Quimperlé sorts with the Q cities, not after the Z ones (accents folded).
    const byCity = (await list({ sortBy: 'city', itemsPerPage: -1 })).body.accounts.map((a) => a.city)
    expect(byCity.indexOf('Quimperlé')).toBe(byCity.filter((c) => c.localeCompare('Quimperlé', 'fr', { sensitivity: 'base' }) < 0).length)
    const banned = (await list({ q: 'a', status: 'banned', sortBy: 'likes', orderBy: 'desc', itemsPerPage: -1 })).body
    expect(banned.accounts.at(-1)!.id).toBe(id) // 0 likes: last
    const all = (await list()).body
    expect(all.total).toBe(base.total + 1)
    expect(all.counts).toEqual({ ...base.counts, banned: base.counts.banned + 1 })
    expect(all.accounts[0]!.id).toBe(id) // newest first
    // No strategy and never active: last in the lastActiveAt order, whatever the direction.
    const noStrategy = (await list({ strategyId: 'none', sortBy: 'lastActiveAt', orderBy: 'desc', itemsPerPage: -1 })).body.accounts
    expect(noStrategy.map((a) => a.id)).toContain(id)
    expect(noStrategy.at(-1)!.lastActiveAt).toBeNull()

    // An edit moves it to another status tab and out of the search.
    const edited = await call<Account>(`/${platform}/accounts/${id}`, {
      method: 'PUT',
      token,
      body: newAccount(platform, {
        name: 'Zoé Zébulon',
        city: 'Brest',
        phone: '+33639980077',
        status: 'active',
        strategyId: 1,
        modelId: 2,
      }),
    })
    expect(edited.status).toBe(200)
    expect((await list({ q: 'quimper', sortBy: 'name', itemsPerPage: -1 })).body).toMatchObject({
      accounts: [],
      total: 0,
      counts: { banned: 0, active: 0 },
    })
    const zoe = (await list({ q: 'zébulon', status: 'active', itemsPerPage: -1 })).body
    expect(zoe.accounts.map((a) => a.id)).toEqual([id])
    expect(zoe.accounts[0]).toMatchObject({ strategyId: 1, strategyName: expect.any(String), modelId: 2, modelName: expect.any(String) })
    expect((await list({ sortBy: 'name', orderBy: 'desc', itemsPerPage: 1 })).body.accounts[0]!.id).toBe(id)
    expect((await list({ strategyId: 'none', itemsPerPage: -1 })).body.accounts.map((a) => a.id)).not.toContain(id)
    expect((await list()).body.counts).toEqual({ ...base.counts, active: base.counts.active + 1 })

    // Deleted: gone from every list.
    expect((await call(`/${platform}/accounts/${id}`, { method: 'DELETE', token })).status).toBe(204)
    expect((await list({ q: 'zébulon' })).body.total).toBe(0)
    expect((await list({ sortBy: 'name', orderBy: 'desc', itemsPerPage: 1 })).body.accounts[0]!.id).not.toBe(id)
    expect((await list()).body).toMatchObject({ total: base.total, counts: base.counts })
  })

  it('sorts by model and strategy names that were just renamed (their own tables)', async () => {
    const admin = await tokenFor('admin')
    const first = async (sortBy: string) => (await list({ sortBy, itemsPerPage: -1 })).body.accounts
    // Warm both derived orders; take the model that sorts last and the strategy that sorts first.
    const modelId = (await first('model')).filter((a) => a.modelId !== null).at(-1)!.modelId!
    const strategyId = (await first('strategy')).find((a) => a.strategyId !== null)!.strategyId!
    const model = (
      await call<{ name: string; age: number; bio: string; tags: string[]; languages: string[] }>(`/models/${modelId}`, { token: admin })
    ).body
    const renamed = await call('/models/' + modelId, {
      method: 'PUT',
      token: admin,
      body: { name: 'Aaa Éva', age: model.age, bio: model.bio, tags: model.tags, languages: model.languages },
    })
    expect(renamed.status).toBe(200)
    const byModel = await first('model')
    const count = byModel.filter((a) => a.modelId === modelId).length
    expect(count).toBeGreaterThan(0)
    expect(byModel.slice(0, count).map((a) => [a.modelId, a.modelName])).toEqual(Array(count).fill([modelId, 'Aaa Éva']))

    const strategy = (await call<Record<string, unknown>>(`/${platform}/strategies/${strategyId}`, { token })).body
    const { id: _id, createdAt: _c, accountCount: _n, ...input } = strategy
    expect(
      (await call(`/${platform}/strategies/${strategyId}`, { method: 'PUT', token, body: { ...input, name: 'Zzz Été' } })).status,
    ).toBe(200)
    const byStrategy = (await list({ sortBy: 'strategy', orderBy: 'desc', itemsPerPage: -1 })).body.accounts
    const used = byStrategy.filter((a) => a.strategyId === strategyId).length
    expect(byStrategy.slice(0, used).map((a) => a.strategyName)).toEqual(Array(used).fill('Zzz Été'))
    expect(byStrategy.at(-1)!.strategyName).toBeNull()
  })
})

describe.each(['tinder', 'fruitz'] as const)('%s bulk actions', (platform) => {
  let token = ''
  beforeEach(async () => {
    token = await tokenFor('admin')
  })
  const bulk = (body: unknown) => call<BulkResponse & Errors>(`/${platform}/accounts/bulk`, { method: 'POST', token, body })
  const snapshot = async () => JSON.stringify(await table(platform).toArray())

  it('pauses and resumes the listed accounts', async () => {
    const paused = await bulk({ ids: [1, 2, 3, 3], action: 'pause' })
    expect(paused.status).toBe(200)
    expect(paused.body).toEqual({ action: 'pause', count: 3, ids: [1, 2, 3] })
    expect((await table(platform).bulkGet([1, 2, 3])).map((a) => a!.status)).toEqual(['paused', 'paused', 'paused'])
    const resumed = await bulk({ ids: [1, 2], action: 'resume' })
    expect(resumed.body.count).toBe(2)
    expect((await table(platform).bulkGet([1, 2, 3])).map((a) => a!.status)).toEqual(['active', 'active', 'paused'])
  })

  it('assigns a strategy, or none with null', async () => {
    const res = await bulk({ ids: [4, 5, 6], action: 'assignStrategy', strategyId: 2 })
    expect(res.status).toBe(200)
    expect((await table(platform).bulkGet([4, 5, 6])).map((a) => a!.strategyId)).toEqual([2, 2, 2])
    await bulk({ ids: [4], action: 'assignStrategy', strategyId: null })
    expect((await table(platform).get(4))!.strategyId).toBeNull()
  })

  it('deletes the listed accounts', async () => {
    const res = await bulk({ ids: [8, 9], action: 'delete' })
    expect(res.body).toEqual({ action: 'delete', count: 2, ids: [8, 9] })
    expect(await table(platform).count()).toBe(SIZES[platform].accounts - 2)
  })

  it('is atomic: one unknown id and nothing changes', async () => {
    for (const action of ['pause', 'resume', 'delete', 'assignStrategy'] as const) {
      const before = await snapshot()
      const res = await bulk({ ids: [1, 2, 999], action, strategyId: 3 })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('Unknown accounts: 999')
      expect(res.body.errors.ids).toEqual(['platform:validation.unknownIds'])
      expect(await snapshot()).toBe(before)
    }
  })

  it('validates the request before writing', async () => {
    const before = await snapshot()
    expect((await bulk({ ids: [], action: 'pause' })).body.errors.ids).toEqual(['platform:validation.ids'])
    expect((await bulk({ ids: [1], action: 'explode' })).body.errors.action).toEqual(['platform:validation.bulkAction'])
    expect((await bulk({ ids: [1], action: 'assignStrategy' })).body.errors.strategyId).toEqual(['platform:validation.strategy'])
    const unknownStrategy = await bulk({ ids: [1], action: 'assignStrategy', strategyId: 999 })
    expect(unknownStrategy.status).toBe(400)
    expect(unknownStrategy.body.errors.strategyId).toEqual(['platform:validation.strategyUnknown'])
    expect(await snapshot()).toBe(before)
  })
})

describe.each(['tinder', 'fruitz'] as const)('%s strategies', (platform) => {
  let token = ''
  beforeEach(async () => {
    token = await tokenFor(platform)
  })
  const path = `/${platform}/strategies`

  it('lists by name with derived accountCount, search and sort', async () => {
    const res = await call<StrategyListResponse>(path, { token, query: { itemsPerPage: -1 } })
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(SIZES[platform].strategies)
    const names = res.body.strategies.map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    const accounts = await table(platform).toArray()
    for (const s of res.body.strategies) expect(s.accountCount).toBe(accounts.filter((a) => a.strategyId === s.id).length)
    if (platform === 'fruitz') expect(res.body.strategies.every((s) => s.fruits && s.fruits.length > 0)).toBe(true)
    else expect(res.body.strategies.every((s) => s.fruits === undefined)).toBe(true)
    const byCount = await call<StrategyListResponse>(path, { token, query: { sortBy: 'accountCount', orderBy: 'desc', itemsPerPage: -1 } })
    const counts = byCount.body.strategies.map((s) => s.accountCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    const search = await call<StrategyListResponse>(path, { token, query: { q: names[0]!.slice(0, 5).toUpperCase() } })
    expect(search.body.strategies.map((s) => s.name)).toContain(names[0])
    const paged = await call<StrategyListResponse>(path, { token, query: { itemsPerPage: 5, page: 2 } })
    expect(paged.body.strategies).toHaveLength(SIZES[platform].strategies - 5)
  })

  it('creates (201), reads, updates (200) and 404s', async () => {
    const res = await call<Strategy>(path, { method: 'POST', token, body: newStrategy(platform) })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      id: SIZES[platform].strategies + 1,
      name: 'Test strategy',
      accountCount: 0,
      activeDays: ['mon', 'wed'],
    })
    expect(await strategyTable(platform).get(res.body.id)).toMatchObject({ name: 'Test strategy' })
    const one = await call<Strategy>(`${path}/1`, { token })
    expect(one.status).toBe(200)
    expect(one.body.accountCount).toBe(await table(platform).where('strategyId').equals(1).count())
    const put = await call<Strategy>(`${path}/${res.body.id}`, {
      method: 'PUT',
      token,
      body: newStrategy(platform, { name: 'Renamed', dailyLikeLimit: 1000 }),
    })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ name: 'Renamed', dailyLikeLimit: 1000, createdAt: res.body.createdAt })
    expect((await call(`${path}/999`, { token })).body).toEqual({ message: 'Strategy not found' })
    expect((await call(`${path}/999`, { method: 'PUT', token, body: newStrategy(platform) })).status).toBe(404)
  })

  it('validates every rule with i18n keys and writes nothing', async () => {
    const res = await call<Errors>(path, {
      method: 'POST',
      token,
      body: newStrategy(platform, {
        name: '',
        dailyLikeLimit: 0,
        likeRatio: 101,
        activeHours: { from: '25:00', to: '9h' },
        activeDays: [],
        ageMin: 17,
        ageMax: 100,
        maxDistanceKm: 161,
        ...(platform === 'fruitz' ? { fruits: [] } : {}),
      }),
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject({
      name: expect.arrayContaining(['validation.required']),
      dailyLikeLimit: ['platform:validation.dailyLikeLimit'],
      likeRatio: ['platform:validation.likeRatio'],
      'activeHours.from': ['platform:validation.time'],
      'activeHours.to': ['platform:validation.time'],
      activeDays: ['platform:validation.activeDays'],
      ageMin: ['platform:validation.age'],
      ageMax: ['platform:validation.age'],
      maxDistanceKm: ['platform:validation.distance'],
    })
    if (platform === 'fruitz') expect(res.body.errors.fruits).toEqual(['platform:validation.fruits'])
    const order = await call<Errors>(path, {
      method: 'POST',
      token,
      body: newStrategy(platform, { ageMin: 40, ageMax: 30, activeHours: { from: '10:00', to: '10:00' }, activeDays: ['mon', 'mon'] }),
    })
    expect(order.status).toBe(400)
    expect(order.body.errors).toMatchObject({
      ageMax: ['platform:validation.ageOrder'],
      'activeHours.to': ['platform:validation.hoursSame'],
      activeDays: ['platform:validation.activeDays'],
    })
    const existing = (await strategyTable(platform).get(1))!.name
    const taken = await call<Errors>(path, { method: 'POST', token, body: newStrategy(platform, { name: existing.toUpperCase() }) })
    expect(taken.body.errors).toEqual({ name: ['platform:validation.nameTaken'] })
    expect(await strategyTable(platform).count()).toBe(SIZES[platform].strategies)
  })

  it('refuses to delete a strategy in use (409) unless force, which unassigns it in the same step', async () => {
    const count = await table(platform).where('strategyId').equals(1).count()
    expect(count).toBeGreaterThan(0)
    const refused = await call(`${path}/1`, { method: 'DELETE', token })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ message: `Strategy is used by ${count} accounts`, count })
    expect(await strategyTable(platform).get(1)).toBeDefined()
    expect(await table(platform).where('strategyId').equals(1).count()).toBe(count)
    const forced = await call(`${path}/1`, { method: 'DELETE', token, query: { force: 'true' } })
    expect(forced.status).toBe(204)
    const db = reopenDb()
    expect(await (platform === 'tinder' ? db.tinderStrategies : db.fruitzStrategies).get(1)).toBeUndefined()
    expect(await (platform === 'tinder' ? db.tinderAccounts : db.fruitzAccounts).where('strategyId').equals(1).count()).toBe(0)
    expect(await table(platform).count()).toBe(SIZES[platform].accounts)
    expect((await call(`${path}/1`, { method: 'DELETE', token })).status).toBe(404)
  })

  it('lists what was just written: a new strategy by name and search, accountCount after a bulk assignment', async () => {
    const list = (query: Record<string, string | number>) =>
      call<StrategyListResponse>(path, { token, query: { itemsPerPage: -1, ...query } })
    await list({})
    await list({ q: 'éclair' })
    await list({ sortBy: 'accountCount', orderBy: 'desc' })
    const created = await call<Strategy>(path, {
      method: 'POST',
      token,
      body: newStrategy(platform, { name: 'Éclair du matin', description: 'Réveil' }),
    })
    expect(created.status).toBe(201)
    const byName = (await list({})).body
    expect(byName.total).toBe(SIZES[platform].strategies + 1)
    const names = byName.strategies.map((s) => s.name)
    // Folded: É sorts with E, not after Z.
    expect(names.indexOf('Éclair du matin')).toBe(
      names.filter((n) => n.localeCompare('Éclair du matin', 'fr', { sensitivity: 'base' }) < 0).length,
    )
    expect((await list({ q: 'RÉVEIL' })).body.strategies.map((s) => s.id)).toEqual([created.body.id])
    expect((await list({ sortBy: 'accountCount', orderBy: 'desc' })).body.strategies.at(-1)!.id).toBe(created.body.id)

    const admin = await tokenFor('admin')
    const ids = Array.from({ length: 12 }, (_, i) => i + 1)
    expect(
      (
        await call(`/${platform}/accounts/bulk`, {
          method: 'POST',
          token: admin,
          body: { ids, action: 'assignStrategy', strategyId: created.body.id },
        })
      ).status,
    ).toBe(200)
    const byCount = (await list({ sortBy: 'accountCount', orderBy: 'desc' })).body.strategies
    const counts = byCount.map((s) => s.accountCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(byCount.find((s) => s.id === created.body.id)!.accountCount).toBe(12)
    expect(counts.reduce((a, b) => a + b, 0)).toBe(await table(platform).where('strategyId').above(0).count())
    expect((await call(`${path}/${created.body.id}`, { method: 'DELETE', token, query: { force: 'true' } })).status).toBe(204)
    expect((await list({ q: 'réveil' })).body.total).toBe(0)
  })

  it('deletes an unused strategy at once', async () => {
    const created = await call<Strategy>(path, { method: 'POST', token, body: newStrategy(platform) })
    expect((await call(`${path}/${created.body.id}`, { method: 'DELETE', token })).status).toBe(204)
    expect(await strategyTable(platform).count()).toBe(SIZES[platform].strategies)
  })
})

describe('the two platforms are separate', () => {
  it('ids, accounts and strategies of one platform never show in the other', async () => {
    const token = await tokenFor('admin')
    expect((await call('/fruitz/accounts/50', { token })).status).toBe(404)
    expect((await call('/tinder/accounts/50', { token })).status).toBe(200)
    await call('/tinder/accounts/bulk', { method: 'POST', token, body: { ids: [1, 2], action: 'delete' } })
    expect((await call('/fruitz/accounts/1', { token })).status).toBe(200)
    expect(await reopenDb().fruitzAccounts.count()).toBe(40)
  })
})

describe('seed data', () => {
  const FICTIONAL = /^(\+3363998\d{4}|\+447700900\d{3}|\+1\d{3}55501\d{2})$/
  it.each(['tinder', 'fruitz'] as const)(
    '%s seed matches the contract, uses fictional phones and covers every status',
    async (platform) => {
      const accounts = (await import(`../../../../seed/${platform}-accounts.json`)).default as unknown[]
      const strategies = (await import(`../../../../seed/${platform}-strategies.json`)).default as unknown[]
      const { account, accountInputSchema, strategy, strategyInputSchema } = await import('@/api/contracts/platform')
      const phones = new Set<string>()
      for (const raw of accounts) {
        const row = account.parse(raw)
        expect(accountInputSchema(platform).safeParse(raw).success).toBe(true)
        expect(row.phone).toMatch(FICTIONAL)
        phones.add(row.phone)
        expect(platform === 'fruitz' ? row.fruit : undefined).toEqual(platform === 'fruitz' ? expect.any(String) : undefined)
      }
      expect(phones.size).toBe(accounts.length)
      expect(new Set(accounts.map((a) => (a as { status: string }).status))).toEqual(new Set(ACCOUNT_STATUSES))
      for (const raw of strategies) {
        strategy.omit({ accountCount: true }).parse(raw)
        expect(strategyInputSchema(platform).safeParse(raw).success).toBe(true)
      }
    },
  )
})

import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { expectSorted } from '@/testing/sorted'
import { reopenDb } from '@/mocks/db'
import { USER_SORT_KEYS, userListResponse, type User, type UserListResponse, type UserSortKey } from '@/api/contracts/users'
import seedUsers from '@seed/users.json'

setupMockApi()

const list = (query: Record<string, string | number | undefined> = {}) => call<UserListResponse>('/apps/users', { query })

const newUser = {
  fullName: 'Anouk Lemaire',
  username: 'anouk.lemaire',
  email: 'Anouk.Lemaire@atelier-nova.example',
  company: 'Atelier Nova',
  role: 'editor',
  country: 'fr',
  contact: '+33 6 11 22 33 44',
  currentPlan: 'team',
}

describe('GET /api/apps/users', () => {
  it('answers the first page of 10 with totals, in the exact wire shape', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(userListResponse.strict().parse(res.body)).toBeTruthy()
    expect(res.body.users).toHaveLength(10)
    expect(res.body).toMatchObject({ totalUsers: 50, totalPages: 5, page: 1 })
    expect(res.body.users.map((u) => u.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(res.body.users[0]).toHaveProperty('taxId')
  })

  it('searches the name or the email, case-insensitively, and nothing else', async () => {
    const target = seedUsers[7]!
    const byName = await list({ q: target.fullName.toUpperCase(), itemsPerPage: -1 })
    expect(byName.body.users.map((u) => u.id)).toContain(target.id)
    byName.body.users.forEach((u) => expect(u.fullName.toLowerCase()).toContain(target.fullName.toLowerCase()))
    const domain = target.email.split('@')[1]!
    const byEmail = await list({ q: domain, itemsPerPage: -1 })
    expect(byEmail.body.totalUsers).toBe(
      seedUsers.filter((u) => u.email.includes(domain) || u.fullName.toLowerCase().includes(domain)).length,
    )
    const byCompanyOnly = await list({ q: 'Tax-' })
    expect(byCompanyOnly.body).toMatchObject({ users: [], totalUsers: 0, totalPages: 0, page: 1 })
  })

  it.each([
    ['role', 'editor', (u: User) => u.role],
    ['plan', 'enterprise', (u: User) => u.currentPlan],
    ['status', 'pending', (u: User) => u.status],
  ] as const)('filters by %s', async (key, value, get) => {
    const res = await list({ [key]: value, itemsPerPage: -1 })
    const expected = seedUsers.filter((u) => get(u as User) === value).length
    expect(expected).toBeGreaterThan(0)
    expect(res.body.totalUsers).toBe(expected)
    res.body.users.forEach((u) => expect(get(u)).toBe(value))
  })

  it('combines filters and search', async () => {
    const res = await list({ role: 'admin', status: 'active', itemsPerPage: -1 })
    expect(res.body.totalUsers).toBe(seedUsers.filter((u) => u.role === 'admin' && u.status === 'active').length)
  })

  const field: Record<UserSortKey, (u: User) => string> = {
    user: (u) => u.fullName,
    email: (u) => u.email,
    role: (u) => u.role,
    plan: (u) => u.currentPlan,
    status: (u) => u.status,
    billing: (u) => u.billing,
  }
  for (const sortBy of USER_SORT_KEYS) {
    it.each(['asc', 'desc'] as const)(`sorts by ${sortBy} %s`, async (orderBy) => {
      const res = await list({ sortBy, orderBy, itemsPerPage: -1 })
      expect(res.body.users).toHaveLength(50)
      expectSorted(res.body.users, field[sortBy], orderBy)
    })
  }

  it('falls back to page 1 beyond the last page, and pages in between', async () => {
    const beyond = await list({ page: 6 })
    expect(beyond.body.page).toBe(1)
    expect(beyond.body.users[0]!.id).toBe(1)
    const last = await list({ page: 5 })
    expect(last.body.page).toBe(5)
    expect(last.body.users.map((u) => u.id)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50])
    const filteredBeyond = await list({ role: 'admin', page: 3 })
    expect(filteredBeyond.body).toMatchObject({ page: 1, totalPages: 1, totalUsers: 10 })
  })

  it('uses 10 for a non-numeric itemsPerPage, 1 for a non-numeric page, and all for -1', async () => {
    const badSize = await list({ itemsPerPage: 'lots' })
    expect(badSize.body.users).toHaveLength(10)
    expect(badSize.body.totalPages).toBe(5)
    const badPage = await list({ page: 'second', itemsPerPage: 20 })
    expect(badPage.body.page).toBe(1)
    expect(badPage.body.users[0]!.id).toBe(1)
    const all = await list({ itemsPerPage: -1, page: 3 })
    expect(all.body.users).toHaveLength(50)
    expect(all.body).toMatchObject({ totalPages: 1, page: 1 })
  })
})

describe('GET /api/apps/users/{id}', () => {
  it('answers the user with its detail fields', async () => {
    const res = await call<User>('/apps/users/3')
    expect(res.status).toBe(200)
    expect(res.body).toEqual(seedUsers[2])
  })

  it.each(['999', 'abc', '0'])('answers 404 {message: "User not found"} for %s', async (id) => {
    const res = await call(`/apps/users/${id}`)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'User not found' })
  })
})

describe('DELETE /api/apps/users/{id}', () => {
  it('answers 204 and the user is gone, also from a new connection', async () => {
    const res = await call('/apps/users/4', { method: 'DELETE' })
    expect(res.status).toBe(204)
    expect(res.body).toBeNull()
    expect((await call('/apps/users/4')).status).toBe(404)
    const fresh = reopenDb()
    expect(await fresh.users.get(4)).toBeUndefined()
    expect(await fresh.users.count()).toBe(49)
  })

  it('answers 404 {message: "User not found"} for an unknown id', async () => {
    const res = await call('/apps/users/777', { method: 'DELETE' })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'User not found' })
    expect(await reopenDb().users.count()).toBe(50)
  })
})

describe('POST /api/apps/users', () => {
  it('answers 201 {body} with id = highest + 1, defaults filled, and the user persists', async () => {
    const res = await call<{ body: User }>('/apps/users', { method: 'POST', body: newUser })
    expect(res.status).toBe(201)
    expect(res.body.body).toMatchObject({
      id: 51,
      email: 'anouk.lemaire@atelier-nova.example',
      country: 'FR',
      status: 'pending',
      billing: 'Auto debit',
      avatar: null,
      taskDone: 0,
      projectDone: 0,
    })
    expect(await reopenDb().users.get(51)).toEqual(res.body.body)
    const listed = await list({ q: 'anouk.lemaire' })
    expect(listed.body.totalUsers).toBe(1)
  })

  it('uses the highest id + 1 after a delete (not count + 1)', async () => {
    await call('/apps/users/10', { method: 'DELETE' })
    const res = await call<{ body: User }>('/apps/users', { method: 'POST', body: newUser })
    expect(res.body.body.id).toBe(51)
    expect((await call<User>('/apps/users/50')).body.id).toBe(50)
  })

  it('answers 400 with a field error per missing or bad field, writing nothing', async () => {
    const missing = await call<{ message: string; errors: Record<string, string[]> }>('/apps/users', { method: 'POST', body: {} })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.errors).sort()).toEqual(['contact', 'country', 'currentPlan', 'email', 'fullName', 'role', 'username'])
    expect(missing.body.errors.email).toEqual(['validation.required'])
    const bad = await call<{ errors: Record<string, string[]> }>('/apps/users', {
      method: 'POST',
      body: { ...newUser, email: 'not-an-email', country: 'France', contact: 'call me', currentPlan: 'gold', username: 'a b' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({
      email: ['validation.email'],
      country: ['validation.country'],
      contact: ['validation.phone'],
      currentPlan: ['validation.invalidChoice'],
      username: ['validation.username'],
    })
    const malformed = await call('/apps/users', { method: 'POST', body: '{not json' })
    expect(malformed.status).toBe(400)
    expect(await reopenDb().users.count()).toBe(50)
  })

  it('refuses a taken email or username (any case) and an unknown role', async () => {
    const existing = seedUsers[0]!
    const res = await call<{ errors: Record<string, string[]> }>('/apps/users', {
      method: 'POST',
      body: { ...newUser, email: existing.email.toUpperCase(), username: existing.username.toUpperCase(), role: 'pilot' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      email: ['validation.emailTaken'],
      username: ['validation.usernameTaken'],
      role: ['validation.invalidChoice'],
    })
    expect(await reopenDb().users.count()).toBe(50)
  })
})

describe('PUT /api/apps/users/{id}', () => {
  it('replaces the user, keeps its id, and the change persists', async () => {
    const current = seedUsers[4]!
    const res = await call<{ body: User }>('/apps/users/5', {
      method: 'PUT',
      body: { ...current, id: 99, fullName: 'Renamed Person', status: 'inactive' },
    })
    expect(res.status).toBe(200)
    expect(res.body.body).toMatchObject({ id: 5, fullName: 'Renamed Person', status: 'inactive', email: current.email })
    expect(await reopenDb().users.get(5)).toMatchObject({ fullName: 'Renamed Person', status: 'inactive' })
    expect(await reopenDb().users.get(99)).toBeUndefined()
  })

  it('refuses another user’s email, answers 404 for an unknown user, and writes nothing', async () => {
    const [first, second] = [seedUsers[0]!, seedUsers[1]!]
    const taken = await call<{ errors: Record<string, string[]> }>('/apps/users/1', {
      method: 'PUT',
      body: { ...first, email: second.email },
    })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({ email: ['validation.emailTaken'] })
    const invalid = await call<{ errors: Record<string, string[]> }>('/apps/users/1', { method: 'PUT', body: { ...first, fullName: '' } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors.fullName).toEqual(['validation.required'])
    expect(await reopenDb().users.get(1)).toEqual(first)
    const unknown = await call('/apps/users/500', { method: 'PUT', body: first })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: 'User not found' })
  })
})

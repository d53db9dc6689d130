import 'fake-indexeddb/auto'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { call } from '@/testing/mock-api'
import { db } from './db'
import { mockApi } from './node'
import { lazyAreas } from './handler-areas'
import { areas } from './handlers'
import { gatedHandlers, signInGate } from './seed-gate'
import { ensureSeeded, resetDemoData } from './seed'
import seedUsers from '@seed/users.json'

// The browser's wiring (browser.ts): the gate first, then the handlers, while the first seed runs.
const server = setupServer(...mockApi)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

/**
 * A first visit: MSW is up (behind the gate) while the database is still empty. Answers `seed`,
 * which seeds it and then settles the seeding the gate waits for; a request sent before it runs
 * lands during the seed, whatever the speed of the machine.
 */
async function firstVisit(): Promise<() => Promise<void>> {
  await resetDemoData()
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) if (table.name !== 'sessions') await table.clear()
  })
  let settle!: (value: Promise<void>) => void
  server.resetHandlers(...gatedHandlers(new Promise<void>((resolve) => (settle = resolve))))
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 30)) // the request is in flight
    const seeding = ensureSeeded()
    settle(seeding)
    await seeding
  }
}

describe('requests during the first seed', () => {
  beforeEach(() => server.resetHandlers(...mockApi))

  it('reads sent while the tables are being seeded answer from the whole seed, never a half-seeded database', async () => {
    const seed = await firstVisit()
    const pending = Promise.all([
      call<{ totalUsers: number }>('/apps/users'),
      call<{ totalUsers: number }>('/apps/users', { query: { page: 2 } }),
    ])
    await seed()
    const answers = await pending
    for (const res of answers) {
      expect(res.status).toBe(200)
      expect(res.body.totalUsers).toBe(seedUsers.length)
    }
  })

  it('a write sent during the seed is kept (not cleared or overwritten by the seeding of its table)', async () => {
    const seed = await firstVisit()
    const body = {
      fullName: 'Anouk Lemaire',
      username: 'anouk.lemaire',
      email: 'anouk@atelier-nova.example',
      company: 'Atelier Nova',
      role: 'editor',
      country: 'fr',
      contact: '+33 6 11 22 33 44',
      currentPlan: 'team',
    }
    const pending = call<{ body: { id: number } }>('/apps/users', { method: 'POST', body })
    await seed()
    const created = await pending
    expect(created.status).toBe(201)
    expect(await db.users.count()).toBe(seedUsers.length + 1)
    expect((await db.users.get(created.body.body.id))?.username).toBe('anouk.lemaire')
  })

  it("the sign-in answers once its tables are in, while other areas' requests still wait for the whole seed", async () => {
    await firstVisit() // the database emptied, as on a first visit
    // The browser's gate (browser.ts): the auth area waits for the sign-in's tables only.
    let signIn!: () => void
    const signInSeeding = new Promise<void>((resolve) => (signIn = resolve))
    let settle!: (value: Promise<void>) => void
    const seeding = new Promise<void>((resolve) => (settle = resolve))
    server.resetHandlers(signInGate(seeding, signInSeeding), lazyAreas(areas))
    let usersAnswered = false
    const users = call<{ totalUsers: number }>('/apps/users').then((res) => ((usersAnswered = true), res))
    const whole = ensureSeeded(db, signIn)
    const login = await call<{ accessToken: string }>('/auth/login', {
      method: 'POST',
      body: { email: 'admin@demo.com', password: 'admin' },
    })
    expect(login.status).toBe(201)
    expect(usersAnswered).toBe(false)
    settle(whole)
    expect((await users).body.totalUsers).toBe(seedUsers.length)
  })

  it('a failed seed answers 503 with a message (no request reads a broken database)', async () => {
    const seeding = Promise.reject(new Error('QuotaExceededError'))
    seeding.catch(() => undefined)
    server.resetHandlers(...gatedHandlers(seeding))
    const res = await call<{ message: string }>('/apps/users')
    expect(res.status).toBe(503)
    expect(res.body.message).toEqual(expect.any(String))
  })
})

import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, setupMockApi, tokenFor } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import { accountsDashboard, DASHBOARD_DAYS, type AccountsDashboard } from '@/api/contracts/dashboard'
import { ACCOUNT_STATUSES, type Platform } from '@/api/contracts/platform'

setupMockApi()

const get = async (token?: string) => call<AccountsDashboard>('/dashboard/accounts', { token })
const accountsOf = (platform: Platform) => (platform === 'tinder' ? reopenDb().tinderAccounts : reopenDb().fruitzAccounts).toArray()

/** "Now" = the newest account's creation, so that the 30-day series hold seed records. */
async function atNewestAccount() {
  const all = [...(await accountsOf('tinder')), ...(await accountsOf('fruitz'))]
  const newest = Math.max(...all.map((a) => Date.parse(a.createdAt)))
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(newest + 3_600_000)
}
afterEach(() => vi.useRealTimers())

describe('GET /api/dashboard/accounts: access', () => {
  it('401 without a valid token, 403 without access global (the client)', async () => {
    expect((await get()).status).toBe(401)
    expect((await get('not-a-token')).status).toBe(401)
    const client = await get(await tokenFor('client'))
    expect(client.status).toBe(403)
    expect(client.body).toEqual({ message: 'Forbidden' })
  })

  it('each block only for the areas of the user (an operator sees theirs)', async () => {
    const admin = await get(await tokenFor('admin'))
    expect(admin.status).toBe(200)
    expect(accountsDashboard.parse(admin.body)).toBeTruthy()
    expect(admin.body.tinder && admin.body.fruitz && admin.body.models && admin.body.otp).toBeTruthy()
    expect(admin.body.otp!.scope).toBe('all')

    const tinder = (await get(await tokenFor('tinder'))).body
    expect([Boolean(tinder.tinder), tinder.fruitz, Boolean(tinder.models), tinder.otp]).toEqual([true, null, true, null])
    const fruitz = (await get(await tokenFor('fruitz'))).body
    expect([fruitz.tinder, Boolean(fruitz.fruitz), Boolean(fruitz.models), fruitz.otp]).toEqual([null, true, true, null])
    const otp = (await get(await tokenFor('otp'))).body
    expect([otp.tinder, otp.fruitz, otp.models, otp.otp?.scope]).toEqual([null, null, null, 'own'])
  })
})

describe('GET /api/dashboard/accounts: figures equal counts over the tables', () => {
  beforeEach(atNewestAccount)

  it.each(['tinder', 'fruitz'] as const)('%s: per status, created and banned per day, top strategies', async (platform) => {
    const { body } = await get(await tokenFor('admin'))
    const figures = body[platform]!
    const rows = await accountsOf(platform)
    expect(body.days).toHaveLength(DASHBOARD_DAYS)
    expect(figures.total).toBe(rows.length)
    for (const s of ACCOUNT_STATUSES) expect(figures.byStatus[s], s).toBe(rows.filter((a) => a.status === s).length)
    const perDay = (pick: (a: (typeof rows)[number]) => string | null) =>
      body.days.map((d) => rows.filter((a) => pick(a)?.slice(0, 10) === d).length)
    expect(figures.created).toEqual(perDay((a) => a.createdAt))
    expect(figures.banned).toEqual(perDay((a) => (a.status === 'banned' ? a.lastActiveAt : null)))
    expect(figures.created.reduce((a, b) => a + b, 0)).toBeGreaterThan(0)

    const usage = new Map<number, number>()
    for (const a of rows) if (a.strategyId !== null) usage.set(a.strategyId, (usage.get(a.strategyId) ?? 0) + 1)
    const top = [...usage].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 5)
    expect(figures.topStrategies.map((s) => [s.id, s.accounts])).toEqual(top)
    const strategies = await (platform === 'tinder' ? reopenDb().tinderStrategies : reopenDb().fruitzStrategies).toArray()
    expect(figures.topStrategies[0]!.name).toBe(strategies.find((s) => s.id === top[0]![0])!.name)
  })

  it('models: total and top by accounts over the platforms the user may access', async () => {
    const models = await reopenDb().models.toArray()
    const count = (rows: { modelId: number | null }[]) => {
      const usage = new Map<number, number>()
      for (const a of rows) if (a.modelId !== null) usage.set(a.modelId, (usage.get(a.modelId) ?? 0) + 1)
      return [...usage].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 5)
    }
    const admin = (await get(await tokenFor('admin'))).body.models!
    expect(admin.total).toBe(models.length)
    expect(admin.top.map((m) => [m.id, m.accounts])).toEqual(count([...(await accountsOf('tinder')), ...(await accountsOf('fruitz'))]))
    const tinder = (await get(await tokenFor('tinder'))).body.models!
    expect(tinder.top.map((m) => [m.id, m.accounts])).toEqual(count(await accountsOf('tinder')))
  })

  it('OTP: everyone’s orders for the admin, one’s own for an operator; totals, per day, latest', async () => {
    const orders = await reopenDb().otpOrders.toArray()
    const admin = (await get(await tokenFor('admin'))).body.otp!
    expect(admin.totals.count).toBe(orders.length)
    const cents = (rows: typeof orders) => Math.round(rows.reduce((n, o) => n + o.price * 100, 0))
    expect(Math.round(admin.totals.spent * 100)).toBe(cents(orders))
    expect(Math.round(admin.totals.refunded * 100)).toBe(cents(orders.filter((o) => o.refundedAt)))
    const newest = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5)
    expect(admin.latest.map((o) => o.id)).toEqual(newest.map((o) => o.id))
    const { body } = await get(await tokenFor('admin'))
    expect(body.otp!.orders).toEqual(body.days.map((d) => orders.filter((o) => o.createdAt.slice(0, 10) === d).length))

    const otpToken = await tokenFor('otp')
    const me = (await call<{ userData: { id: number } }>('/auth/me', { token: otpToken })).body.userData.id
    const own = (await get(otpToken)).body.otp!
    expect(own.totals.count).toBe(orders.filter((o) => o.userId === me).length)
    expect(own.latest.every((o) => o.userId === me)).toBe(true)
  })

  it('a new account is counted at once (active, created today)', async () => {
    const token = await tokenFor('admin')
    const before = (await get(token)).body.tinder!
    const created = await call('/tinder/accounts', {
      method: 'POST',
      token,
      body: {
        name: 'Dashboard Test',
        phone: '+33639980077',
        modelId: 1,
        strategyId: 1,
        status: 'active',
        city: 'Lyon',
        country: 'FR',
        notes: '',
      },
    })
    expect(created.status).toBe(201)
    const after = (await get(token)).body.tinder!
    expect(after.total).toBe(before.total + 1)
    expect(after.byStatus.active).toBe(before.byStatus.active + 1)
    expect(after.created.at(-1)).toBe(before.created.at(-1)! + 1)
  })
})

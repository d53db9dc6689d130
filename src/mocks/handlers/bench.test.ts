import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { call, setupMockApi, tokenFor } from '@/testing/mock-api'
import { db } from '@/mocks/db'
import { benchRows, type BenchFillResult } from './bench'

setupMockApi()

let admin: string
beforeEach(async () => {
  admin = await tokenFor('admin')
})

const fill = (body: unknown, token: string | null = admin) =>
  call<BenchFillResult>('/system/bench-fill', { method: 'POST', token: token ?? undefined, body })

describe('POST /api/system/bench-fill', () => {
  it('is for the admin only', async () => {
    expect((await fill({ table: 'notifications', count: 100 }, null)).status).toBe(401)
    expect((await fill({ table: 'notifications', count: 100 }, await tokenFor('client'))).status).toBe(403)
  })

  it('validates the body and refuses unknown or non-list tables', async () => {
    expect((await fill({ table: 'notifications', count: 0 })).status).toBe(400)
    expect((await fill({ table: 'notifications', count: 300_000 })).status).toBe(400)
    expect((await fill({ table: '', count: 10 })).status).toBe(400)
    expect((await fill({ table: 'nope', count: 10 })).status).toBe(404)
    expect((await fill({ table: 'sessions', count: 10 })).status).toBe(404)
  })

  it('fills a table up to count with rows shaped like its own, in one go', async () => {
    const before = await db.otpOrders.toArray()
    const res = await fill({ table: 'otpOrders', count: 2_000 })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ table: 'otpOrders', added: 2_000 - before.length, total: 2_000 })
    expect(await db.otpOrders.count()).toBe(2_000)
    const rows = await db.otpOrders.toArray()
    expect(new Set(rows.map((r) => r.id)).size).toBe(2_000)
    // Same statuses and owners as the seed (so filters keep matching), nothing new invented.
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(before.map((r) => r.status)))
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(before.map((r) => r.userId)))
    // Already there: nothing added.
    expect((await fill({ table: 'otpOrders', count: 1_000 })).body).toMatchObject({ added: 0, total: 2_000 })
  })

  it('keeps unique indexes unique, also over two fills', async () => {
    expect((await fill({ table: 'ecommerceCustomers', count: 500 })).status).toBe(200)
    expect((await fill({ table: 'ecommerceCustomers', count: 1_200 })).status).toBe(200)
    const rows = await db.ecommerceCustomers.toArray()
    expect(rows).toHaveLength(1_200)
    expect(new Set(rows.map((r) => r.customerId)).size).toBe(1_200)
  })
})

describe('benchRows', () => {
  it('gives fresh keys: numbers above the maximum, strings and emails with a suffix', () => {
    const templates = [
      { id: 'a', n: 7, email: 'x@demo.com', nested: { code: 'c' } },
      { id: 'b', n: 9, email: 'y@demo.com', nested: { code: 'd' } },
    ]
    const rows = benchRows(templates, 3, { primKey: 'id', auto: false, unique: ['n', 'email', 'nested.code'] }, 5)
    expect(rows).toEqual([
      { id: 'a~b5', n: 14, email: 'x+b5@demo.com', nested: { code: 'c~b5' } },
      { id: 'b~b6', n: 15, email: 'y+b6@demo.com', nested: { code: 'd~b6' } },
      { id: 'a~b7', n: 16, email: 'x+b7@demo.com', nested: { code: 'c~b7' } },
    ])
    expect(templates[0]!.nested.code).toBe('c')
    expect(benchRows([{ id: 3, name: 'n' }], 2, { primKey: 'id', auto: true, unique: [] })).toEqual([{ name: 'n' }, { name: 'n' }])
  })
})

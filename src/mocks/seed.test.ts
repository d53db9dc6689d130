import { describe, expect, it } from 'vitest'
import { VermilionDB } from './db'
import { STORED_ROW_SCHEMAS } from '@/api/contracts/stored-rows'
import { SIGN_IN_ROW_SCHEMAS } from '@/api/contracts/stored-sign-in-rows'
import { ensureSeeded, seedBatches, SEEDS, SIGN_IN_TABLES } from './seed'

const fresh = () => new VermilionDB(`seed-${Date.now()}-${Math.random().toString(36).slice(2)}`)

async function seedCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const [table, load] of Object.entries(SEEDS)) out[table] = (await load!()).default.length
  return out
}

describe('first start seeding', () => {
  it('adds the rows in batches that span small tables, keep the table order and lose or repeat no row', () => {
    const rows = (table: string, n: number) => Array.from({ length: n }, (_, i) => `${table}${i}`)
    const entries = [
      ['a', rows('a', 3)],
      ['b', rows('b', 7)],
      ['c', rows('c', 0)],
      ['d', rows('d', 2)],
    ] as const
    const batches = seedBatches(entries, 4)
    expect(batches).toEqual([
      [
        ['a', ['a0', 'a1', 'a2']],
        ['b', ['b0']],
      ],
      [['b', ['b1', 'b2', 'b3', 'b4']]],
      [
        ['b', ['b5', 'b6']],
        ['d', ['d0', 'd1']],
      ],
    ])
    expect(batches.map((b) => b.reduce((n, [, r]) => n + r.length, 0))).toEqual([4, 4, 4])
    expect(seedBatches([], 4)).toEqual([])
  })

  it('fills every seeded table with its seed rows and marks the database seeded', async () => {
    const db = fresh()
    await ensureSeeded(db)
    const expected = await seedCounts()
    for (const [table, n] of Object.entries(expected)) expect(await db.table(table).count(), table).toBe(n)
    expect((await db.meta.get('seededAt'))?.value).toEqual(expect.any(String))
    db.close()
  })

  it('a first start writes the sign-in tables first and says so before the rest of the seed; a later start says so at once', async () => {
    const db = fresh()
    let atSignIn: Promise<[number, number]> | undefined
    await ensureSeeded(db, () => (atSignIn = Promise.all([db.accounts.count(), db.tinderAccounts.count()])))
    const expected = await seedCounts()
    // Read in a transaction opened at that moment: the accounts are in, the Tinder accounts not yet.
    expect(await atSignIn).toEqual([expected.accounts, 0])
    let called = 0
    await ensureSeeded(db, () => called++)
    expect(called).toBe(1)
    db.close()
  })

  it('two starts at once (two tabs) seed once: no duplicate, no failed insert', async () => {
    const a = fresh()
    const b = new VermilionDB(a.name)
    await Promise.all([ensureSeeded(a), ensureSeeded(b)])
    const expected = await seedCounts()
    expect(await a.users.count()).toBe(expected.users)
    expect(await a.tinderAccounts.count()).toBe(expected.tinderAccounts)
    a.close()
    b.close()
  })

  it("the sign-in tables' rows go through the same contracts as a restore's (their own module, no sanitiser)", () => {
    expect(SIGN_IN_TABLES).toEqual(['accounts'])
    for (const table of SIGN_IN_TABLES) expect(SIGN_IN_ROW_SCHEMAS[table]).toBe(STORED_ROW_SCHEMAS[table])
    expect(Object.keys(SIGN_IN_ROW_SCHEMAS).every((table) => SIGN_IN_TABLES.includes(table))).toBe(true)
  })

  it('a database this connection created is known to be empty until the seed writes to it; one it only opened is not', async () => {
    const db = fresh()
    await db.open()
    expect(db.createdEmpty).toBe(true)
    await ensureSeeded(db)
    expect(db.createdEmpty).toBe(false)
    db.close()
    const again = new VermilionDB(db.name)
    await again.open()
    expect(again.createdEmpty).toBe(false)
    // Left half-seeded (no mark) with a stray row: the next start empties it before seeding again.
    await again.meta.delete('seededAt')
    await again.drafts.put({ key: 'stray', value: 1 } as never)
    await ensureSeeded(again)
    expect(await again.drafts.get('stray')).toBeUndefined()
    again.close()
  })

  it('a start interrupted before the mark seeds again from scratch (nothing doubled)', async () => {
    const db = fresh()
    await ensureSeeded(db)
    await db.users.delete(1)
    await db.meta.delete('seededAt') // as if the tab closed before the last step
    await ensureSeeded(db)
    expect(await db.users.count()).toBe((await seedCounts()).users)
    expect(await db.users.get(1)).toBeDefined()
    db.close()
  })

  it('a later start keeps the user data and does not rebuild an up-to-date search index', async () => {
    const db = fresh()
    await ensureSeeded(db)
    await db.users.delete(1)
    const first = await db.searchIndex.orderBy('id').first()
    await db.searchIndex.update(first!.id, { url: '/kept' })
    await ensureSeeded(db)
    expect(await db.users.get(1)).toBeUndefined()
    expect((await db.searchIndex.get(first!.id))?.url).toBe('/kept') // same build: not rebuilt
    await db.meta.put({ key: 'derivedBuild', value: 'an-older-build' })
    await ensureSeeded(db)
    expect((await db.searchIndex.get(first!.id))?.url).toBe(first!.url) // another build: rebuilt
    db.close()
  })
})

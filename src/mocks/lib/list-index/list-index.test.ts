import Dexie, { type EntityTable } from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  countBy,
  fold,
  haystack,
  listKeys,
  listIndexMiddleware,
  listPage,
  pageForQuery,
  QUIET_MS,
  searchTest,
  tableVersion,
  type Order,
} from '.'
import type { ParsedListQuery } from './params'

interface Person {
  id: number
  name: string
  team: string
  score?: number
}
interface Projected {
  text: string
  name: string | null
}

class TestDB extends Dexie {
  people!: EntityTable<Person, 'id'>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ people: '++id, name, team, score' })
    this.use(listIndexMiddleware)
  }
}

let db: TestDB
let n = 0
const project = (p: Person): Projected => ({ text: haystack(p.name, p.team), name: fold(p.name) })
const byName: Order<Projected> = { id: 'name', key: (p) => p.name }
const SEED: Omit<Person, 'id'>[] = [
  { name: 'Zoé Martin', team: 'red', score: 3 },
  { name: 'élodie Roux', team: 'blue', score: 10 },
  { name: 'Adam Lenoir', team: 'red' },
  { name: 'Bastien Petit', team: 'blue', score: 7 },
  { name: 'anna Durand', team: 'green', score: 7 },
]

/** The names of a page of people, for a query. */
async function names(spec: {
  q?: string
  team?: string
  order?: Order<Projected>
  page?: number
  itemsPerPage?: number
  clampPage?: boolean
}) {
  const result = await listPage<Person, Projected>({
    table: db.people,
    where: [['team', spec.team]],
    projection: { id: 'list', project },
    test: searchTest(spec.q ?? ''),
    order: spec.order ?? { index: null },
    page: spec.page ?? 1,
    itemsPerPage: spec.itemsPerPage ?? -1,
    clampPage: spec.clampPage,
  })
  return { ...result, names: result.rows.map((r) => r.name) }
}

beforeEach(async () => {
  db = new TestDB(`list-index-${++n}`)
  await db.people.bulkAdd(SEED.map((p) => ({ ...p }) as Person))
})
afterEach(async () => {
  await db.delete()
})

describe('listPage', () => {
  it('orders by primary key by default, and by an index ascending or descending with missing values last', async () => {
    expect((await names({})).names).toEqual(SEED.map((p) => p.name))
    expect((await names({ order: { index: 'score' } })).names).toEqual([
      'Zoé Martin',
      'Bastien Petit',
      'anna Durand',
      'élodie Roux',
      'Adam Lenoir',
    ])
    expect((await names({ order: { index: 'score', desc: true } })).names).toEqual([
      'élodie Roux',
      'anna Durand',
      'Bastien Petit',
      'Zoé Martin',
      'Adam Lenoir',
    ])
  })

  it('orders human text with case and accents folded (derived order), missing last', async () => {
    expect((await names({ order: byName })).names).toEqual(['Adam Lenoir', 'anna Durand', 'Bastien Petit', 'élodie Roux', 'Zoé Martin'])
    expect((await names({ order: { ...byName, desc: true } })).names).toEqual([
      'Zoé Martin',
      'élodie Roux',
      'Bastien Petit',
      'anna Durand',
      'Adam Lenoir',
    ])
  })

  it('gives a derived order the same ties as an index order: descending is the exact reverse', async () => {
    const projectScore = (p: Person) => ({ text: '', name: null, score: p.score })
    for (const desc of [false, true]) {
      const derived = await listPage<Person, ReturnType<typeof projectScore>>({
        table: db.people,
        projection: { id: 'score', project: projectScore },
        order: { id: 'score', key: (p) => p.score, desc },
        page: 1,
        itemsPerPage: -1,
      })
      const indexed = await names({ order: { index: 'score', desc } })
      expect(derived.rows.map((r) => r.name)).toEqual(indexed.names)
    }
  })

  it('combines an index filter, a search and an order; total counts every match', async () => {
    const r = await names({ team: 'blue', q: 'ro', order: byName })
    expect(r.names).toEqual(['élodie Roux'])
    expect(r.total).toBe(1)
    expect((await names({ q: 'en', order: { ...byName, desc: true } })).names).toEqual(['Bastien Petit', 'anna Durand', 'Adam Lenoir'])
    // values never match across fields: "roux" + "blue" does not make "xb"
    expect((await names({ q: 'xb' })).total).toBe(0)
  })

  it('pages, answers every row for itemsPerPage -1, and clamps a page beyond the last when asked', async () => {
    const p2 = await names({ order: byName, page: 2, itemsPerPage: 2 })
    expect(p2.names).toEqual(['Bastien Petit', 'élodie Roux'])
    expect([p2.total, p2.totalPages, p2.page]).toEqual([5, 3, 2])
    expect((await names({ page: 9, itemsPerPage: 2 })).names).toEqual([])
    const clamped = await names({ page: 9, itemsPerPage: 2, clampPage: true })
    expect([clamped.page, clamped.names.length]).toEqual([1, 2])
  })
})

describe('caches follow every write', () => {
  it('add, put, update, modify, delete and clear are seen by the next query (search, filter and order)', async () => {
    await names({ q: 'a', order: byName }) // warm every cache
    const id = await db.people.add({ name: 'Aaron Blanc', team: 'blue', score: 99 } as Person)
    expect((await names({ q: 'aaron' })).names).toEqual(['Aaron Blanc'])
    expect((await names({ order: byName })).names[0]).toBe('Aaron Blanc')
    expect((await names({ team: 'blue' })).total).toBe(3)
    expect((await names({ order: { index: 'score', desc: true } })).names[0]).toBe('Aaron Blanc')

    await db.people.update(id, { name: 'Zorro Blanc', team: 'red' })
    expect((await names({ q: 'aaron' })).total).toBe(0)
    expect((await names({ order: { ...byName, desc: true } })).names[0]).toBe('Zorro Blanc')
    expect((await names({ team: 'blue' })).total).toBe(2)

    await db.people.where('team').equals('red').modify({ team: 'green' })
    expect((await names({ team: 'red' })).total).toBe(0)
    expect((await names({ q: 'green' })).total).toBe(4)

    await db.people.put({ id, name: 'Yann Blanc', team: 'blue' })
    expect((await names({ q: 'yann', team: 'blue' })).names).toEqual(['Yann Blanc'])

    await db.people.delete(id)
    expect((await names({ q: 'blanc' })).total).toBe(0)
    expect((await names({})).total).toBe(5)

    await db.people.clear()
    expect((await names({ q: 'a', order: byName })).total).toBe(0)
    await db.people.bulkAdd([{ name: 'Solo', team: 'red' } as Person])
    expect((await names({ q: 'solo', order: byName, team: 'red' })).names).toEqual(['Solo'])
  })

  it('an aborted transaction leaves no trace in the caches', async () => {
    await names({ q: 'a', order: byName })
    await expect(
      db.transaction('rw', db.people, async () => {
        await db.people.add({ name: 'Ghost Writer', team: 'red' } as Person)
        throw new Error('validation failed')
      }),
    ).rejects.toThrow('validation failed')
    expect((await names({ q: 'ghost' })).total).toBe(0)
    expect((await names({ order: byName })).total).toBe(5)
  })

  it('bumps the table version on every write (for orders that read another table)', async () => {
    const before = tableVersion(db.people)
    await db.people.add({ name: 'New', team: 'red' } as Person)
    expect(tableVersion(db.people)).toBeGreaterThan(before)
  })
})

describe('listKeys and countBy', () => {
  it('answers the ordered keys of the matches and counts by an index within them', async () => {
    const keys = await listKeys<Person, Projected>({
      table: db.people,
      projection: { id: 'list', project },
      test: searchTest('a'),
      order: byName,
    })
    expect(keys).toHaveLength(4)
    const counts = await countBy(db.people, 'team', ['red', 'blue', 'green'] as const, keys)
    expect(Object.fromEntries(counts)).toEqual({ red: 2, blue: 1, green: 1 })
    expect(Object.fromEntries(await countBy(db.people, 'team', ['red', 'blue'] as const))).toEqual({ red: 2, blue: 2 })
  })

  it('counts by the index without reading keys, in one go, cached until the next write', async () => {
    const collection = Object.getPrototypeOf(db.people.where('team').equals('red')) as {
      count: () => Promise<number>
      primaryKeys: () => Promise<unknown[]>
    }
    const count = vi.spyOn(collection, 'count')
    const primaryKeys = vi.spyOn(collection, 'primaryKeys')
    const teams = ['red', 'blue', 'green'] as const
    expect(Object.fromEntries(await countBy(db.people, 'team', teams))).toEqual({ red: 2, blue: 2, green: 1 })
    expect(count).toHaveBeenCalledTimes(3)
    expect(primaryKeys).not.toHaveBeenCalled()
    await countBy(db.people, 'team', teams)
    expect(count).toHaveBeenCalledTimes(3) // cached
    await db.people.add({ name: 'Rita Rouge', team: 'red' } as Person)
    expect(Object.fromEntries(await countBy(db.people, 'team', teams))).toEqual({ red: 3, blue: 2, green: 1 })
    expect(count).toHaveBeenCalledTimes(6)
  })

  it('refuses a search or a derived order without a projection', async () => {
    await expect(listKeys<Person, Projected>({ table: db.people, order: byName })).rejects.toThrow(/projection/)
  })
})

describe('the list projection is built in the background (the first search answers at once)', () => {
  const query = (q = ''): ParsedListQuery<'name'> => ({
    q,
    sortBy: undefined,
    orderBy: 'asc',
    page: 1,
    itemsPerPage: 10,
    params: new URLSearchParams(),
  })
  const list = (q?: string) => pageForQuery(query(q), { table: db.people, project, sorts: { name: byName } })
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
  /** Whole-record reads of the table (the projection's slices; a page is read with bulkGet). */
  const reads = () => vi.spyOn(Object.getPrototypeOf(db.people.toCollection()) as { toArray: () => Promise<unknown[]> }, 'toArray')

  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 0))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('reads the table once the list API has been quiet, then a search reads nothing more', async () => {
    const toArray = reads()
    expect((await list()).total).toBe(5)
    await sleep(QUIET_MS / 2)
    expect(toArray).not.toHaveBeenCalled()
    await sleep(QUIET_MS / 2 + 200)
    expect(toArray).toHaveBeenCalledTimes(1)
    const found = await list('blue')
    expect(found.rows.map((r) => r.name)).toEqual(['élodie Roux', 'Bastien Petit'])
    expect(toArray).toHaveBeenCalledTimes(1)
  })

  it('a search while it waits takes the build over at once, and sees every record', async () => {
    await list()
    const started = Date.now()
    const found = await list('martin')
    expect(Date.now() - started).toBeLessThan(QUIET_MS / 2)
    expect(found.rows.map((r) => r.name)).toEqual(['Zoé Martin'])
  })

  it('a write during the wait is seen by the next search', async () => {
    await list()
    await db.people.add({ name: 'Martin Vidal', team: 'red' } as Person)
    await sleep(QUIET_MS + 200)
    expect((await list('martin')).rows.map((r) => r.name)).toEqual(['Zoé Martin', 'Martin Vidal'])
  })

  it('does nothing where the page has no requestIdleCallback (node, jsdom)', async () => {
    vi.unstubAllGlobals()
    const toArray = reads()
    await list()
    await sleep(QUIET_MS + 200)
    expect(toArray).not.toHaveBeenCalled()
  })
})

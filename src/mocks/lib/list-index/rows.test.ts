import 'fake-indexeddb/auto'
import Dexie, { type EntityTable } from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rowsOf } from './rows'

interface Row {
  id: number
  n: number
}
interface Coded {
  code: string
}

class TestDB extends Dexie {
  rows!: EntityTable<Row, 'id'>
  coded!: EntityTable<Coded, 'code'>
  constructor(name: string) {
    super(name)
    this.version(1).stores({ rows: '++id', coded: '&code' })
  }
}

let db: TestDB
let n = 0
beforeEach(async () => {
  db = new TestDB(`list-rows-${++n}`)
  await db.rows.bulkAdd(Array.from({ length: 2000 }, (_, i) => ({ n: i + 1 }) as Row))
  await db.coded.bulkAdd([{ code: 'b' }, { code: 'a' }])
})
afterEach(async () => {
  await db.delete()
})

describe('rowsOf', () => {
  it('answers the records in the order of the keys, skipping missing ones, whichever way it reads', async () => {
    await db.rows.delete(500)
    const dense = Array.from({ length: 1500 }, (_, i) => 2000 - i) // most of the table, newest first, 500 deleted
    const perKey = vi.spyOn(db.rows, 'bulkGet')
    const rows = await rowsOf(db.rows, dense)
    expect(rows.map((r) => r.id)).toEqual(dense.filter((k) => k !== 500))
    expect(perKey).not.toHaveBeenCalled() // one range read, not one request per key
    const sparse = Array.from({ length: 300 }, (_, i) => 1 + i * 5).reverse() // 1 in 5 over 1,500 keys
    expect((await rowsOf(db.rows, sparse)).map((r) => r.id)).toEqual(sparse)
    expect(perKey).toHaveBeenCalledTimes(1)
    const few = [7, 3, 999]
    expect((await rowsOf(db.rows, few)).map((r) => r.n)).toEqual([7, 3, 999])
    expect(perKey).toHaveBeenCalledTimes(2)
    expect((await rowsOf(db.coded, ['a', 'b', 'z'])).map((r) => r.code)).toEqual(['a', 'b'])
    expect(await rowsOf(db.rows, [])).toEqual([])
  })
})

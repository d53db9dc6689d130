import 'fake-indexeddb/auto'
import { afterAll, describe, expect, it } from 'vitest'
import { VermilionDB } from '../db'
import { manyUntilWrite, untilWrite } from './until-write'

const db = new VermilionDB(`until-write-${Date.now()}`)
afterAll(() => db.close())

describe('until-write caches', () => {
  it('reads a key once until the next write, in any table; a write clears them all', async () => {
    await db.meta.bulkPut([
      { key: 'a', value: 1 },
      { key: 'b', value: 2 },
    ])
    const reads: string[][] = []
    const many = manyUntilWrite(async (keys: string[]) => {
      reads.push(keys)
      return (await db.meta.bulkGet(keys)).map((row) => row?.value)
    })
    expect([...(await many(['a', 'b', 'missing', 'a']))]).toEqual([
      ['a', 1],
      ['b', 2],
    ])
    expect([...(await many(['b', 'a']))]).toEqual([
      ['b', 2],
      ['a', 1],
    ])
    // Known keys are not read again; a missing one is (it may have been created since).
    expect(reads).toEqual([['a', 'b', 'missing']])
    await many(['missing'])
    expect(reads.at(-1)).toEqual(['missing'])
    // A write to another table empties the cache too: 'a' is read again.
    await db.notifications.clear()
    await many(['a'])
    expect(reads.at(-1)).toEqual(['a'])
    await db.meta.put({ key: 'a', value: 10 })
    expect((await many(['a'])).get('a')).toBe(10)
  })

  it('does not keep a read that a write overtook', async () => {
    await db.meta.put({ key: 'c', value: 1 })
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const one = untilWrite(async (key: string) => {
      const row = await db.meta.get(key)
      await gate
      return row?.value
    })
    const first = one('c')
    await db.meta.put({ key: 'c', value: 2 })
    release()
    expect(await first).toBe(1) // the answer of its own moment...
    expect(await one('c')).toBe(2) // ...not remembered past the write
  })
})

import { describe, expect, it, vi } from 'vitest'
import { SCHEMA_VERSIONS, VermilionDB } from './db'
import { createDatabaseEarly, parseIndex } from './create-database'
import { noteCreatedEarly, takeCreatedEarly } from './early-create'
import { ensureSeeded, SEEDS } from './seed'

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}`

/** Every store and index of a database as IndexedDB itself describes them. */
async function describeDatabase(name: string): Promise<{ version: number; stores: unknown[] }> {
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  const names = [...idb.objectStoreNames].sort()
  const tx = idb.transaction(names, 'readonly')
  const stores = names.map((store) => {
    const s = tx.objectStore(store)
    const indexes = [...s.indexNames].sort().map((index) => {
      const i = s.index(index)
      return { index, keyPath: i.keyPath, unique: i.unique, multiEntry: i.multiEntry }
    })
    return { store, keyPath: s.keyPath, autoIncrement: s.autoIncrement, indexes }
  })
  const version = idb.version
  idb.close()
  return { version, stores }
}

describe("a first visit's early creation of the database (early-create.ts)", () => {
  it("reads Dexie's index syntax: auto-increment, unique, multi-entry, compound, dotted paths", () => {
    expect(parseIndex('++id')).toEqual({ name: 'id', keyPath: 'id', unique: false, multiEntry: false, autoIncrement: true })
    expect(parseIndex('&email')).toMatchObject({ name: 'email', keyPath: 'email', unique: true, multiEntry: false })
    expect(parseIndex('*tags')).toMatchObject({ name: 'tags', keyPath: 'tags', unique: false, multiEntry: true })
    expect(parseIndex('[userId+status]')).toMatchObject({ name: '[userId+status]', keyPath: ['userId', 'status'] })
    expect(parseIndex('client.name')).toMatchObject({ name: 'client.name', keyPath: 'client.name' })
  })

  it('creates exactly the stores and indexes Dexie creates, so Dexie opens it without an upgrade of its own', async () => {
    const early = unique('early')
    const byDexie = unique('dexie')
    await expect(createDatabaseEarly(indexedDB, early)).resolves.toEqual({ name: early, created: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const db = new VermilionDB(early)
    await db.open()
    // Dexie's schema check found nothing missing: no warning, no version bump (it would open 21).
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
    expect(db.verno).toBe(SCHEMA_VERSIONS.at(-1)!.version)
    db.close()
    const reference = new VermilionDB(byDexie)
    await reference.open()
    reference.close()
    const [a, b] = await Promise.all([describeDatabase(early), describeDatabase(byDexie)])
    expect(a.version).toBe(SCHEMA_VERSIONS.at(-1)!.version * 10)
    expect(a).toEqual(b)
    expect(a.stores.length).toBeGreaterThan(30)
  })

  it('leaves an existing database to Dexie: an older version is not touched (its upgrade keeps the data), the current one is only opened', async () => {
    const name = unique('older')
    const v1 = new VermilionDB(name, SCHEMA_VERSIONS.slice(0, 1))
    await v1.meta.put({ key: 'mine', value: 1 })
    v1.close()
    await expect(createDatabaseEarly(indexedDB, name)).resolves.toEqual({ name, created: false })
    expect((await describeDatabase(name)).version).toBe(10)
    const current = new VermilionDB(name)
    await current.open()
    expect(await current.meta.get('mine')).toEqual({ key: 'mine', value: 1 })
    expect(current.tables.map((t) => t.name)).toContain('ecommerceCategories') // version 2's upgrade ran
    current.close()
    noteCreatedEarly(createDatabaseEarly(indexedDB, name))
    expect(await takeCreatedEarly(name)).toBe(false)
    // A database the page created early counts for that database only.
    const other = unique('other')
    noteCreatedEarly(createDatabaseEarly(indexedDB, other))
    expect(await takeCreatedEarly(name)).toBe(false)
  })

  it('the seed skips the emptying of a database created early, and falls back to it if another tab wrote meanwhile', async () => {
    const name = unique('seeded')
    noteCreatedEarly(createDatabaseEarly(indexedDB, name))
    const db = new VermilionDB(name)
    await db.open()
    expect(db.createdEmpty).toBe(false) // Dexie did not create it: the seed asks early-create.ts
    // Another tab's half-finished start wrote the accounts: the unique e-mails clash, so this start
    // empties everything and writes them again instead of failing.
    const accounts = (await SEEDS.accounts!()).default
    await db.accounts.bulkAdd(accounts as never[])
    await ensureSeeded(db)
    expect(await db.accounts.count()).toBe(accounts.length)
    expect(await db.meta.get('seededAt')).toBeDefined()
    expect(await takeCreatedEarly(name)).toBe(false) // asked once
    db.close()
  })
})

import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable, IndexableType, Middleware, Table } from 'dexie'

/**
 * The list engine's store (see index.ts): per-table versions bumped by a Dexie middleware on every
 * write, cached key lists, in-memory projections and their background build.
 */

export type Key = IndexableType
/** Any table of records T (the key and insert types do not matter to a read). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTable<T> = Table<T, any, any>

// ------------------------------------------------------------------ versions and invalidation

const versions = new Map<string, number>()
const versionOf = (table: string) => versions.get(table) ?? 0

/**
 * A table's write counter: a derived order that reads ANOTHER table (a model's name for accounts)
 * puts it in its `id`, so the cached order is recomputed when that table changes.
 */
export const tableVersion = (table: AnyTable<unknown>) => versionOf(idOf(table))

/** Caches are per database and table (tests open several databases with the same tables). */
const idOf = (table: AnyTable<unknown>) => `${table.db.name}/${table.name}`

interface ProjectionCache {
  version: number
  project: (row: never) => unknown
  rows: Map<Key, unknown>
}
/** table -> projection id -> cache */
const projections = new Map<string, Map<string, ProjectionCache>>()
/** `${table}|…` -> cached key list (valid while the table's version is the same) */
const keyCache = new Map<string, { tid: string; family: string; version: number; keys: Key[] }>()
/** `${table}|eq|…` -> cached count of an equality (valid while the table's version is the same) */
const countCache = new Map<string, { version: number; count: number }>()

function invalidate(table: string, keepProjections = false): void {
  versions.set(table, versionOf(table) + 1)
  if (!keepProjections) projections.delete(table)
  else for (const p of projections.get(table)?.values() ?? []) p.version = versionOf(table)
}

const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('vermilion-list-index')
channel?.addEventListener('message', (e: MessageEvent<{ table?: string }>) => {
  if (typeof e.data?.table === 'string') invalidate(e.data.table)
})

/** Forgets every cache (a new database connection, tests). */
export function resetListIndex(): void {
  for (const t of versions.keys()) versions.set(t, versionOf(t) + 1)
  projections.clear()
  keyCache.clear()
  countCache.clear()
  builds.clear()
}

/** Applies a successful write to the table's projections, in place (no re-read of the table). */
function applyToProjections(
  table: string,
  req: DBCoreMutateRequest,
  res: DBCoreMutateResponse,
  primaryKeyOf: (value: unknown) => Key | undefined,
): boolean {
  const caches = projections.get(table)
  if (!caches?.size) return true
  if (req.type === 'deleteRange') return false
  if (req.type === 'delete') {
    for (const c of caches.values()) for (const k of req.keys) c.rows.delete(k)
    return true
  }
  if (res.numFailures) return false
  const values = req.values as unknown[]
  for (let i = 0; i < values.length; i++) {
    const key = (res.results?.[i] as Key | undefined) ?? req.keys?.[i] ?? primaryKeyOf(values[i])
    if (key === undefined) return false
    for (const c of caches.values()) c.rows.set(key, c.project(values[i] as never))
  }
  return true
}

/**
 * The Dexie middleware (installed by VermilionDB): on every write to a table, bumps its version
 * (key lists are re-read on the next query); when the write's transaction completes, updates the
 * table's projections in place and tells the other tabs.
 */
export const listIndexMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'vermilion-list-index',
  create(down) {
    return {
      ...down,
      table(tableName: string): DBCoreTable {
        const table = down.table(tableName)
        const name = `${down.schema.name}/${tableName}`
        const keyPath = table.schema.primaryKey.keyPath
        const primaryKeyOf = (value: unknown) =>
          typeof keyPath === 'string' && value && typeof value === 'object'
            ? ((value as Record<string, unknown>)[keyPath] as Key | undefined)
            : undefined
        return {
          ...table,
          async mutate(req) {
            invalidate(name, true) // key lists are re-read from now on
            const res = await table.mutate(req)
            // Projections follow what is committed: the write is applied when its transaction
            // completes (other transactions cannot see it before), never when it aborts.
            const settle = () => {
              if (applyToProjections(name, req, res, primaryKeyOf)) invalidate(name, true)
              else invalidate(name)
              channel?.postMessage({ table: name })
            }
            const trans = req.trans as unknown as Partial<IDBTransaction> | undefined
            if (typeof trans?.addEventListener === 'function') {
              trans.addEventListener('complete', settle)
              trans.addEventListener('abort', () => invalidate(name, true))
            } else settle()
            return res
          },
        }
      },
    }
  },
}

// ------------------------------------------------------------------ cached reads

export async function cachedKeys(table: AnyTable<unknown>, id: string, read: () => Promise<Key[]>): Promise<Key[]> {
  const cacheId = `${idOf(table)}|${id}`
  const version = versionOf(idOf(table))
  const hit = keyCache.get(cacheId)
  if (hit && hit.version === version) return hit.keys
  const keys = await read()
  if (versionOf(idOf(table)) === version) {
    // Outdated lists are dropped: those of older table versions, and those of an order that reads
    // another table (`model@7`) once the same order is cached for a newer version (`model@8`).
    const family = cacheId.replace(/@[\d/]+/g, '@')
    for (const [k, v] of keyCache) if (v.version !== versionOf(v.tid) || v.family === family) keyCache.delete(k)
    keyCache.set(cacheId, { tid: idOf(table), family, version, keys })
  }
  return keys
}

/** Every primary key, ascending (`null` index = the primary key). */
const allKeys = (table: AnyTable<unknown>) => cachedKeys(table, 'pk', () => table.toCollection().primaryKeys())

/**
 * Primary keys in the order of `index` (ascending, ties by primary key; descending is its exact
 * reverse); records without a value for the index come last, by primary key.
 */
export async function orderedKeys(table: AnyTable<unknown>, index: string | null, desc: boolean): Promise<Key[]> {
  if (index === null || index === ':id' || index === table.schema.primKey.name) {
    const keys = await allKeys(table)
    return desc ? cachedKeys(table, 'pk|desc', async () => [...keys].reverse()) : keys
  }
  return cachedKeys(table, `order|${index}|${desc ? 'desc' : 'asc'}`, async () => {
    // The table's count (no key read) tells whether every record has a value for the index; only
    // when some have none are all the keys read, to put those last.
    const [indexed, total] = await Promise.all([
      (desc ? table.orderBy(index).reverse() : table.orderBy(index)).primaryKeys(),
      table.count(),
    ])
    if (indexed.length === total) return indexed
    const seen = new Set(indexed)
    return indexed.concat((await allKeys(table)).filter((k) => !seen.has(k)))
  })
}

/** Primary keys of the records whose `index` equals `value` (any of the values when an array is given for a plain index). */
export function equalKeys(table: AnyTable<unknown>, index: string, value: Key): Promise<Key[]> {
  return cachedKeys(table, `eq|${index}|${JSON.stringify(value)}`, () => table.where(index).equals(value).primaryKeys())
}

/**
 * How many records have `index` equal to `value`: the length of their key list when it is cached,
 * else IndexedDB's count (no key read: a list's status counts on its first request read 4 counts,
 * not 10,000 keys), cached until the table's next write.
 */
export async function equalCount(table: AnyTable<unknown>, index: string, value: Key): Promise<number> {
  const id = `${idOf(table)}|eq|${index}|${JSON.stringify(value)}`
  const version = versionOf(idOf(table))
  const keys = keyCache.get(id)
  if (keys?.version === version) return keys.keys.length
  const hit = countCache.get(id)
  if (hit?.version === version) return hit.count
  const count = await table.where(index).equals(value).count()
  if (versionOf(idOf(table)) === version) countCache.set(id, { version, count })
  return count
}

/** A projection being read: callers of the same table version share it. */
interface ProjectionBuild {
  version: number
  promise: Promise<Map<Key, unknown>>
  /** a request waits for it: no more pauses */
  hurry: boolean
  /** ends the pause under way, if any */
  wake?: () => void
}
const builds = new Map<string, ProjectionBuild>()

/**
 * The projection of every record, built once, then kept up to date by the middleware. In the
 * `background` (see warmProjection) it is read slice by slice only while the list API is quiet and
 * the page idle; a request that needs it meanwhile takes the build over at full speed.
 */
export async function projectionOf<T, P>(table: AnyTable<T>, id: string, project: (row: T) => P, background = false): Promise<Map<Key, P>> {
  const tid = idOf(table as AnyTable<unknown>)
  const hit = projections.get(tid)?.get(id)
  if (hit && hit.version === versionOf(tid)) return hit.rows as Map<Key, P>
  const version = versionOf(tid)
  const key = `${tid}|${id}`
  const running = builds.get(key)
  if (running && running.version === version) {
    if (!background) {
      running.hurry = true
      running.wake?.()
    }
    return running.promise as Promise<Map<Key, P>>
  }
  const build: ProjectionBuild = { version, hurry: !background, promise: Promise.resolve(new Map()) }
  build.promise = readProjection(table, tid, id, project, build).finally(() => {
    if (builds.get(key) === build) builds.delete(key)
  })
  builds.set(key, build)
  return build.promise as Promise<Map<Key, P>>
}

async function readProjection<T, P>(
  table: AnyTable<T>,
  tid: string,
  id: string,
  project: (row: T) => P,
  build: ProjectionBuild,
): Promise<Map<Key, unknown>> {
  const rows = new Map<Key, P>()
  // Read in slices so the page is not blocked by one long task, and memory stays flat.
  const SLICE = 2000
  const keyPath = table.schema.primKey.keyPath as string
  let last: Key | undefined
  for (;;) {
    if (!build.hurry) await quietMoment(build)
    // Written meanwhile: a background build stops (the next request starts over).
    if (!build.hurry && versionOf(tid) !== build.version) return rows
    const slice = await (last === undefined ? table.toCollection() : table.where(':id').above(last)).limit(SLICE).toArray()
    for (const row of slice) rows.set((row as Record<string, unknown>)[keyPath] as Key, project(row))
    if (slice.length < SLICE) break
    last = (slice[slice.length - 1] as Record<string, unknown>)[keyPath] as Key
  }
  if (versionOf(tid) !== build.version) return rows // written meanwhile: answer, do not cache
  let caches = projections.get(tid)
  if (!caches) projections.set(tid, (caches = new Map()))
  caches.set(id, { version: build.version, project: project as (row: never) => unknown, rows })
  return rows
}

// ------------------------------------------------------------------ warming in the background

/** How long the list API must have been quiet before a background build reads a slice. */
export const QUIET_MS = 1000
let lastListRequest = 0
/** A list request came now: background builds wait until the list API is quiet again. */
export const noteListRequest = () => {
  lastListRequest = Date.now()
}

/** Resolves once no list request came for QUIET_MS and the page is idle, or when the build is hurried. */
function quietMoment(build: ProjectionBuild): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const done = () => {
      if (timer !== undefined) clearTimeout(timer)
      build.wake = undefined
      resolve()
    }
    build.wake = done
    const check = () => {
      const wait = lastListRequest + QUIET_MS - Date.now()
      if (wait > 0) timer = setTimeout(check, wait)
      else requestIdleCallback(() => (Date.now() - lastListRequest >= QUIET_MS ? done() : check()), { timeout: QUIET_MS })
    }
    check()
  })
}

/**
 * Builds a table's list projection in the background, so that the first search of a long list
 * after a reload answers at once (reading 100,000 records takes seconds). It reads only while the
 * list API is quiet and the page idle, one slice at a time; a search that comes meanwhile takes
 * the build over. Nothing happens without requestIdleCallback (the mocks under node and jsdom).
 */
export function warmProjection<T, P>(table: AnyTable<T>, id: string, project: (row: T) => P): void {
  if (typeof requestIdleCallback !== 'function') return
  void projectionOf(table, id, project, true).catch(() => undefined)
}

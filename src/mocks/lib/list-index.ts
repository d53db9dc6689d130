import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable, IndexableType, Middleware, Table } from 'dexie'
import type { ParsedListQuery } from './list-query'

/**
 * Index-driven list queries (issue #8: every list endpoint stays fast with 100,000 records).
 *
 * A list is answered in three steps, none of which copies whole records into memory:
 * 1. which records: equality filters are answered by IndexedDB indexes (`where(index).equals`,
 *    primary keys only); what no index can answer (substring search, derived criteria) is tested
 *    on a small in-memory PROJECTION of each record (a lowercased haystack, a few fields), built
 *    once per table and kept up to date by a Dexie middleware on every write;
 * 2. in which order: the primary keys of a sort index (`orderBy(index).primaryKeys()`, i.e.
 *    IDBIndex.getAllKeys: keys only, no values), or a comparison of projections for derived sorts;
 * 3. the page: only that page's records are read (`bulkGet`).
 *
 * Key lists and projections are cached per table and invalidated by a per-table version that the
 * middleware bumps on every write (other tabs are told through a BroadcastChannel).
 *
 * Order semantics: index order is IndexedDB's (numbers ascending, strings by code unit); records
 * without a value for the sort index come last in both directions; ties are broken by primary key.
 */

type Key = IndexableType
/** Any table of records T (the key and insert types do not matter to a read). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable<T> = Table<T, any, any>

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
  builds.clear()
}

/** Applies a successful write to the table's projections, in place (no re-read of the table). */
function applyToProjections(table: string, req: DBCoreMutateRequest, res: DBCoreMutateResponse, primaryKeyOf: (value: unknown) => Key | undefined): boolean {
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
          typeof keyPath === 'string' && value && typeof value === 'object' ? ((value as Record<string, unknown>)[keyPath] as Key | undefined) : undefined
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

async function cachedKeys(table: AnyTable<unknown>, id: string, read: () => Promise<Key[]>): Promise<Key[]> {
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
async function orderedKeys(table: AnyTable<unknown>, index: string | null, desc: boolean): Promise<Key[]> {
  if (index === null || index === ':id' || index === table.schema.primKey.name) {
    const keys = await allKeys(table)
    return desc ? cachedKeys(table, 'pk|desc', async () => [...keys].reverse()) : keys
  }
  return cachedKeys(table, `order|${index}|${desc ? 'desc' : 'asc'}`, async () => {
    const [indexed, all] = await Promise.all([(desc ? table.orderBy(index).reverse() : table.orderBy(index)).primaryKeys(), allKeys(table)])
    if (indexed.length === all.length) return indexed
    const seen = new Set(indexed)
    return indexed.concat(all.filter((k) => !seen.has(k)))
  })
}

/** Primary keys of the records whose `index` equals `value` (any of the values when an array is given for a plain index). */
function equalKeys(table: AnyTable<unknown>, index: string, value: Key): Promise<Key[]> {
  return cachedKeys(table, `eq|${index}|${JSON.stringify(value)}`, () => table.where(index).equals(value).primaryKeys())
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
async function projectionOf<T, P>(table: AnyTable<T>, id: string, project: (row: T) => P, background = false): Promise<Map<Key, P>> {
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

async function readProjection<T, P>(table: AnyTable<T>, tid: string, id: string, project: (row: T) => P, build: ProjectionBuild): Promise<Map<Key, unknown>> {
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
function warmProjection<T, P>(table: AnyTable<T>, id: string, project: (row: T) => P): void {
  if (typeof requestIdleCallback !== 'function') return
  void projectionOf(table, id, project, true).catch(() => undefined)
}

// ------------------------------------------------------------------ the query

export type Order<P> =
  /** an index (or null: the primary key), in IndexedDB order */
  | { index: string | null; desc?: boolean }
  /**
   * a derived order (human text with case and accents folded by `fold`, computed values), from the
   * projection: sorted once, then cached until the next write; `id` names it in the cache
   */
  | { id: string; key: (p: P) => string | number | null | undefined; desc?: boolean }

export interface ListSpec<T, P> {
  table: AnyTable<T>
  /** equality filters answered by an index: [index, value]; undefined values are ignored */
  where?: readonly (readonly [index: string, value: Key | undefined])[]
  /** what no index answers (search, derived criteria), tested on the projection */
  projection?: { id: string; project: (row: T) => P }
  test?: (p: P) => boolean
  order: Order<P>
  page: number
  /** -1: all */
  itemsPerPage: number
  /** a page beyond the last falls back to page 1 (users, analytics projects: SPEC section 5) */
  clampPage?: boolean
}

export interface ListResult<T> {
  rows: T[]
  total: number
  /** the page answered (1 when clamped) and the number of pages (1 for itemsPerPage -1) */
  page: number
  totalPages: number
  /** the filtered keys, in order (for counts and totals over the whole result) */
  keys: Key[]
}

/** The records matching `spec`, in order: every primary key, no record read. */
export async function listKeys<T, P>(spec: Omit<ListSpec<T, P>, 'page' | 'itemsPerPage'>): Promise<Key[]> {
  lastListRequest = Date.now()
  const table = spec.table as AnyTable<unknown>
  const filters = (spec.where ?? []).filter((w): w is readonly [string, Key] => w[1] !== undefined)
  let allowed: Set<Key> | undefined
  for (const [index, value] of filters) {
    const keys = await equalKeys(table, index, value)
    allowed = allowed ? new Set(keys.filter((k) => allowed!.has(k))) : new Set(keys)
  }
  const derived = 'key' in spec.order ? spec.order : undefined
  const needsProjection = spec.test !== undefined || derived !== undefined
  const projected = needsProjection && spec.projection ? await projectionOf(spec.table, spec.projection.id, spec.projection.project) : undefined
  if (needsProjection && !projected) throw new Error('listKeys: a test or a derived order needs a projection')
  // The list is on screen: its first search should not have to read the whole table.
  if (!needsProjection && spec.projection) warmProjection(spec.table, spec.projection.id, spec.projection.project)

  const ordered = derived
    ? await cachedKeys(table, `derived|${spec.projection!.id}|${derived.id}|${derived.desc ? 'desc' : 'asc'}`, async () => sortByKey(projected!, derived.key, Boolean(derived.desc)))
    : await orderedKeys(table, (spec.order as { index: string | null }).index, Boolean(spec.order.desc))
  if (!allowed && !spec.test) return ordered
  return ordered.filter((k) => (!allowed || allowed.has(k)) && (!spec.test || spec.test(projected!.get(k) as P)))
}

/**
 * Keys sorted by a derived value; descending is the exact reverse of ascending (ties by primary
 * key descending, as an index read backwards), nulls last in both directions.
 */
function sortByKey<P>(projected: Map<Key, P>, key: (p: P) => string | number | null | undefined, desc: boolean): Key[] {
  const entries: { k: Key; v: string | number }[] = []
  const nulls: Key[] = []
  for (const [k, p] of projected) {
    const v = key(p)
    if (v === null || v === undefined) nulls.push(k)
    else entries.push({ k, v })
  }
  const cmp = (a: Key, b: Key) => (a < b ? -1 : a > b ? 1 : 0)
  entries.sort((a, b) => (a.v < b.v ? -1 : a.v > b.v ? 1 : cmp(a.k, b.k)))
  if (desc) entries.reverse()
  return entries.map((e) => e.k).concat(nulls.sort(cmp))
}

/** The records of one page of `keys` (itemsPerPage -1: all), in the order of the keys. */
export async function pageOfKeys<T>(table: AnyTable<T>, keys: readonly Key[], page: number, itemsPerPage: number): Promise<T[]> {
  const pageKeys = itemsPerPage === -1 ? keys : keys.slice((page - 1) * itemsPerPage, page * itemsPerPage)
  return (await table.bulkGet(pageKeys as Key[])).filter((r): r is T => r !== undefined)
}

/** One page of the records matching `spec`, and their total. */
export async function listPage<T, P = never>(spec: ListSpec<T, P>): Promise<ListResult<T>> {
  const keys = await listKeys(spec)
  const all = spec.itemsPerPage === -1
  const totalPages = all ? 1 : Math.ceil(keys.length / spec.itemsPerPage)
  const page = spec.clampPage && spec.page > totalPages ? 1 : spec.page
  const rows = await pageOfKeys(spec.table, keys, page, spec.itemsPerPage)
  return { rows, total: keys.length, keys, page, totalPages }
}

/** The whitelisted sort asked for, in the direction asked (SPEC section 5), or the default order. */
export function orderFor<K extends string, P>(query: Pick<ParsedListQuery<K>, 'sortBy' | 'orderBy'>, sorts: Record<K, Order<P>>, fallback: Order<P> = { index: null }): Order<P> {
  return query.sortBy ? { ...sorts[query.sortBy], desc: query.orderBy === 'desc' } : fallback
}

/**
 * A list request as the handlers receive it (SPEC section 5): `q` searched in the projection's
 * text (with any other `test`), the whitelisted sort or `fallback`, the asked page. The projection
 * is the table's list projection (id 'list': one per table).
 */
export function pageForQuery<T, P extends { text: string }, K extends string>(
  query: ParsedListQuery<K>,
  spec: Omit<ListSpec<T, P>, 'projection' | 'order' | 'page' | 'itemsPerPage'> & { project: (row: T) => P; sorts: Record<K, Order<P>>; fallback?: Order<P> },
): Promise<ListResult<T>> {
  const { project, sorts, fallback, test, ...rest } = spec
  const search = searchTest<P>(query.q)
  return listPage<T, P>({
    ...rest,
    projection: { id: 'list', project },
    test: search && test ? (p) => search(p) && test(p) : (search ?? test),
    order: orderFor(query, sorts, fallback),
    page: query.page,
    itemsPerPage: query.itemsPerPage,
  })
}

/** How many of `keys` have each value of `index` (counts by status and the like), from the index. */
export async function countBy<V extends Key>(table: AnyTable<unknown>, index: string, values: readonly V[], within?: readonly Key[]): Promise<Map<V, number>> {
  const inside = within ? new Set(within) : undefined
  const out = new Map<V, number>()
  for (const v of values) {
    const keys = await equalKeys(table, index, v)
    out.set(v, inside ? keys.filter((k) => inside.has(k)).length : keys.length)
  }
  return out
}

/** Human text for ordering: lowercased, accents removed (Élodie sorts with Elodie, before Zoé). */
export function fold(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

/** The substring test of a search (`q` already lowercased), or none when q is empty. */
export const searchTest = <P extends { text: string }>(q: string) => (q ? (p: P) => p.text.includes(q) : undefined)

/** Lowercased text of the values, for `includes(q)` (q lowercased); values never match across a boundary. */
export function haystack(...values: unknown[]): string {
  let out = ''
  for (const v of values) if (v !== null && v !== undefined) out += `${String(v).toLowerCase()}\u0000`
  return out
}

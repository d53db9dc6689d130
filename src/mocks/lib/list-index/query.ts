import type { ParsedListQuery } from './params'
import {
  type AnyTable,
  type Key,
  cachedKeys,
  equalCount,
  equalKeys,
  noteListRequest,
  orderedKeys,
  projectionOf,
  warmProjection,
} from './store'

/** The list engine's queries (see index.ts): which records, in which order, which page. */

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
  noteListRequest()
  const table = spec.table as AnyTable<unknown>
  const filters = (spec.where ?? []).filter((w): w is readonly [string, Key] => w[1] !== undefined)
  let allowed: Set<Key> | undefined
  for (const [index, value] of filters) {
    const keys = await equalKeys(table, index, value)
    allowed = allowed ? new Set(keys.filter((k) => allowed!.has(k))) : new Set(keys)
  }
  const derived = 'key' in spec.order ? spec.order : undefined
  const needsProjection = spec.test !== undefined || derived !== undefined
  const projected =
    needsProjection && spec.projection ? await projectionOf(spec.table, spec.projection.id, spec.projection.project) : undefined
  if (needsProjection && !projected) throw new Error('listKeys: a test or a derived order needs a projection')
  // The list is on screen: its first search should not have to read the whole table.
  if (!needsProjection && spec.projection) warmProjection(spec.table, spec.projection.id, spec.projection.project)

  const ordered = derived
    ? await cachedKeys(table, `derived|${spec.projection!.id}|${derived.id}|${derived.desc ? 'desc' : 'asc'}`, async () =>
        sortByKey(projected!, derived.key, Boolean(derived.desc)),
      )
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
export function orderFor<K extends string, P>(
  query: Pick<ParsedListQuery<K>, 'sortBy' | 'orderBy'>,
  sorts: Record<K, Order<P>>,
  fallback: Order<P> = { index: null },
): Order<P> {
  return query.sortBy ? { ...sorts[query.sortBy], desc: query.orderBy === 'desc' } : fallback
}

/**
 * A list request as the handlers receive it (SPEC section 5): `q` searched in the projection's
 * text (with any other `test`), the whitelisted sort or `fallback`, the asked page. The projection
 * is the table's list projection (id 'list': one per table).
 */
export function pageForQuery<T, P extends { text: string }, K extends string>(
  query: ParsedListQuery<K>,
  spec: Omit<ListSpec<T, P>, 'projection' | 'order' | 'page' | 'itemsPerPage'> & {
    project: (row: T) => P
    sorts: Record<K, Order<P>>
    fallback?: Order<P>
  },
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
export async function countBy<V extends Key>(
  table: AnyTable<unknown>,
  index: string,
  values: readonly V[],
  within?: readonly Key[],
): Promise<Map<V, number>> {
  // One round trip for all the values (each request waits for the page's main thread: in turn, a
  // reload's first list request waited four times behind the first screen's render).
  if (!within) {
    const counts = await Promise.all(values.map((v) => equalCount(table, index, v)))
    return new Map(values.map((v, i) => [v, counts[i]!]))
  }
  const inside = new Set(within)
  const keys = await Promise.all(values.map((v) => equalKeys(table, index, v)))
  return new Map(values.map((v, i) => [v, keys[i]!.filter((k) => inside.has(k)).length]))
}

/** Human text for ordering: lowercased, accents removed (Élodie sorts with Elodie, before Zoé). */
export function fold(value: string | null | undefined): string | null {
  return value === null || value === undefined
    ? null
    : value
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
}

/** The substring test of a search (`q` already lowercased), or none when q is empty. */
export const searchTest = <P extends { text: string }>(q: string) => (q ? (p: P) => p.text.includes(q) : undefined)

/** Lowercased text of the values, for `includes(q)` (q lowercased); values never match across a boundary. */
export function haystack(...values: unknown[]): string {
  let out = ''
  for (const v of values) if (v !== null && v !== undefined) out += `${String(v).toLowerCase()}\u0000`
  return out
}

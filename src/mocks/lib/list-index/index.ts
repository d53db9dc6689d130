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
 *
 * This module is the engine's one entry: handlers import from `lib/list-index` only.
 * store.ts (versions, middleware, cached keys, projections), query.ts (list, order, page),
 * params.ts (the list parameters), rows.ts (many records at once), memo.ts (values cached until
 * a table is written).
 */
export { listIndexMiddleware, QUIET_MS, resetListIndex, tableVersion } from './store'
export {
  countBy,
  fold,
  haystack,
  listKeys,
  listPage,
  orderFor,
  pageForQuery,
  pageOfKeys,
  searchTest,
  type ListSpec,
  type Order,
} from './query'
export { matches, param, parseListQuery, type ParsedListQuery } from './params'
export { rowsOf } from './rows'
export { memoByTables, usageBy } from './memo'
export { digitsOf, matchRange, searchFold, searchNeedle, searchText, warmTextSearch, type SearchProjection } from './text-search'

import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/api/contracts/common'

export type SortOrder = 'asc' | 'desc'

/** `itemsPerPage` -1: every row on one page (DECISIONS section 5); the table virtualises them. */
export const ALL_ROWS = -1

/** Page sizes of a table: those of SPEC section 9, then "All". */
export const TABLE_PAGE_SIZES: readonly number[] = [...PAGE_SIZES, ALL_ROWS]

/** The list parameters of SPEC section 5, as sent to a list endpoint. */
export interface TableQuery {
  q?: string
  sortBy?: string
  orderBy?: SortOrder
  page: number
  itemsPerPage: number
}

/** TableQuery plus the caller's filter keys (only the ones that are set). */
export type TableQueryWith<F extends string> = TableQuery & Partial<Record<F, string>>

export interface TableStateOptions<F extends string> {
  /** Search-param keys of the list's filters, e.g. ['role', 'plan', 'status']. */
  filters?: readonly F[]
  /** Values used when the URL has none (and then left out of the URL). */
  defaults?: { sortBy?: string; orderBy?: SortOrder; itemsPerPage?: number } & Partial<Record<F, string>>
  /** Prefix of every key, for a second table on the same page (`{ prefix: 'orders.' }`). */
  prefix?: string
  /** Page sizes allowed in the URL (default TABLE_PAGE_SIZES: SPEC section 9's and ALL_ROWS). */
  pageSizes?: readonly number[]
}

/** What a URL says of a list: its search, order, page, page size and filters (defaults applied). */
interface TableValues<F extends string> {
  q: string
  sortBy?: string
  orderBy?: SortOrder
  page: number
  itemsPerPage: number
  filters: Partial<Record<F, string>>
}

export interface TableState<F extends string = string> extends TableValues<F> {
  /** Stable object (same identity while the URL does not change): pass it to your query hook. */
  query: TableQueryWith<F>
  pageSizes: readonly number[]
  /** The order used when the URL names none (from `defaults`). */
  defaultSort?: { sortBy: string; orderBy: SortOrder }
  /** True when a search text or a filter is set (an empty result then means "no match"). */
  isFiltered: boolean
  /** Changes when the search or a filter changes (not on sort or paging). */
  filterKey: string
  /** Search text; resets to page 1. */
  setQuery: (q: string) => void
  /** One filter (empty / null / undefined removes it); resets to page 1. */
  setFilter: (key: F, value: string | null | undefined) => void
  /** Several filters at once; resets to page 1. */
  setFilters: (values: Partial<Record<F, string | null | undefined>>) => void
  /** Sort by a key (no key: back to the default order); resets to page 1. */
  setSort: (sortBy?: string, orderBy?: SortOrder) => void
  setPage: (page: number) => void
  /** Page size; resets to page 1. */
  setItemsPerPage: (n: number) => void
  /** Removes the search and the filters (keeps sort and page size). */
  clearFilters: () => void
}

const positiveInt = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d+$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= 1 ? n : undefined
}

/** Reads a list's state from search params (pure: the hook and a page's prefetch read alike). */
function readTableState<F extends string>(p: URLSearchParams, options: TableStateOptions<F>): TableValues<F> {
  const key = (name: string) => (options.prefix ?? '') + name
  const defaults = (options.defaults ?? {}) as NonNullable<TableStateOptions<F>['defaults']>
  const pageSizes = options.pageSizes ?? TABLE_PAGE_SIZES
  const q = (p.get(key('q')) ?? '').trim()
  const rawSort = p.get(key('sortBy')) || undefined
  const rawOrder = p.get(key('orderBy'))
  const sortBy = rawSort ?? defaults.sortBy
  const orderBy: SortOrder | undefined = sortBy
    ? rawSort
      ? rawOrder === 'desc'
        ? 'desc'
        : 'asc'
      : (defaults.orderBy ?? 'asc')
    : undefined
  const rawSize = p.get(key('itemsPerPage'))
  const size = rawSize === String(ALL_ROWS) ? ALL_ROWS : positiveInt(rawSize)
  const itemsPerPage = size !== undefined && pageSizes.includes(size) ? size : (defaults.itemsPerPage ?? DEFAULT_PAGE_SIZE)
  // "All" is one page.
  const page = itemsPerPage === ALL_ROWS ? 1 : (positiveInt(p.get(key('page'))) ?? 1)
  const filters: Partial<Record<F, string>> = {}
  for (const f of options.filters ?? []) {
    const v = p.get(key(f)) || (defaults as Partial<Record<F, string>>)[f]
    if (v) filters[f] = v
  }
  return { q, sortBy, orderBy, page, itemsPerPage, filters }
}

const toQuery = <F extends string>({ q, sortBy, orderBy, page, itemsPerPage, filters }: TableValues<F>) =>
  ({ ...(q ? { q } : {}), ...(sortBy ? { sortBy, orderBy } : {}), page, itemsPerPage, ...filters }) as TableQueryWith<F>

/**
 * The query `useTableState(options).query` sends for these search params, outside React: a page's
 * prefetch (api/resources/prefetch.ts) asks for its first rows with it while its code loads.
 */
export const tableQuery = <const F extends string = never>(search: URLSearchParams, options: TableStateOptions<F> = {}) =>
  toQuery(readTableState(search, options))

/**
 * A list's state in the URL: `q`, `sortBy`, `orderBy`, `page`, `itemsPerPage` and the declared
 * filter keys. Values equal to their default are left out of the URL, so `/users` is page 1 of
 * 10. Every change replaces the history entry (typing in the search does not flood Back).
 *
 * ```ts
 * const table = useTableState({ filters: ['role', 'plan', 'status'], defaults: { sortBy: 'user' } })
 * const users = useUsers(table.query) // { q?, sortBy?, orderBy?, page, itemsPerPage, role?, plan?, status? }
 * ```
 */
export function useTableState<const F extends string = never>(options: TableStateOptions<F> = {}): TableState<F> {
  const [params, setParams] = useSearchParams()
  const prefix = options.prefix ?? ''
  const pageSizes = options.pageSizes ?? TABLE_PAGE_SIZES
  const filterKeys = useMemo(() => [...(options.filters ?? [])], [options.filters?.join('|')]) // eslint-disable-line react-hooks/exhaustive-deps
  const defaultsJson = JSON.stringify(options.defaults ?? {})
  const defaults = useMemo(() => JSON.parse(defaultsJson) as NonNullable<TableStateOptions<F>['defaults']>, [defaultsJson])
  const defaultSize = defaults.itemsPerPage ?? DEFAULT_PAGE_SIZE
  const key = useCallback((name: string) => prefix + name, [prefix])

  // Keyed on the values themselves, so unrelated search params (a `?tab=`) keep `query` stable.
  const snapshot = JSON.stringify(readTableState(params, options))
  const current = useMemo(() => JSON.parse(snapshot) as TableValues<F>, [snapshot])

  const latest = useRef(current)
  useEffect(() => {
    latest.current = current
  }, [current])

  /** One URL write per action (two writes in one tick would lose the first). */
  const write = useCallback(
    (change: (next: URLSearchParams) => void, resetPage: boolean) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          change(next)
          if (resetPage) next.delete(key('page'))
          return next
        },
        { replace: true },
      )
    },
    [setParams, key],
  )

  const setQuery = useCallback(
    (q: string) => {
      const text = q.trim()
      if (text === latest.current.q) return
      write((n) => (text ? n.set(key('q'), text) : n.delete(key('q'))), true)
    },
    [write, key],
  )

  const setFilters = useCallback(
    (values: Partial<Record<F, string | null | undefined>>) => {
      write((n) => {
        for (const [f, v] of Object.entries(values) as [F, string | null | undefined][]) {
          if (v === undefined || v === null || v === '' || v === (defaults as Partial<Record<F, string>>)[f]) n.delete(key(f))
          else n.set(key(f), v)
        }
      }, true)
    },
    [write, key, defaults],
  )

  const setFilter = useCallback(
    (f: F, value: string | null | undefined) => setFilters({ [f]: value } as Partial<Record<F, string | null | undefined>>),
    [setFilters],
  )

  const setSort = useCallback(
    (sortBy?: string, orderBy: SortOrder = 'asc') => {
      write((n) => {
        const isDefault = sortBy !== undefined && sortBy === defaults.sortBy && orderBy === (defaults.orderBy ?? 'asc')
        if (!sortBy || isDefault) {
          n.delete(key('sortBy'))
          n.delete(key('orderBy'))
        } else {
          n.set(key('sortBy'), sortBy)
          n.set(key('orderBy'), orderBy)
        }
      }, true)
    },
    [write, key, defaults],
  )

  const setPage = useCallback(
    (page: number) => {
      write((n) => (page > 1 ? n.set(key('page'), String(Math.floor(page))) : n.delete(key('page'))), false)
    },
    [write, key],
  )

  const setItemsPerPage = useCallback(
    (size: number) => {
      write((n) => (size === defaultSize ? n.delete(key('itemsPerPage')) : n.set(key('itemsPerPage'), String(size))), true)
    },
    [write, key, defaultSize],
  )

  const clearFilters = useCallback(() => {
    write((n) => {
      n.delete(key('q'))
      for (const f of filterKeys) n.delete(key(f))
    }, true)
  }, [write, key, filterKeys])

  return useMemo(() => {
    const { q, sortBy, orderBy, page, itemsPerPage, filters } = current
    const query = toQuery(current)
    const explicitFilters = filterKeys.filter((f) => filters[f] !== undefined && filters[f] !== (defaults as Partial<Record<F, string>>)[f])
    return {
      query,
      q,
      sortBy,
      orderBy,
      page,
      itemsPerPage,
      filters,
      pageSizes,
      defaultSort: defaults.sortBy ? { sortBy: defaults.sortBy, orderBy: defaults.orderBy ?? 'asc' } : undefined,
      isFiltered: q !== '' || explicitFilters.length > 0,
      filterKey: JSON.stringify([q, filters]),
      setQuery,
      setFilter,
      setFilters,
      setSort,
      setPage,
      setItemsPerPage,
      clearFilters,
    }
  }, [current, filterKeys, defaults, pageSizes, setQuery, setFilter, setFilters, setSort, setPage, setItemsPerPage, clearFilters])
}

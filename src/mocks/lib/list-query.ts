/**
 * The one list-query helper of the mocks (SPEC section 5, DECISIONS section 5): parse, filter,
 * sort by a whitelisted key, paginate. itemsPerPage falls back to 10 and page to 1 when not
 * numeric; itemsPerPage -1 means all; search text is lowercased and matched by substring.
 */
export interface ParsedListQuery<K extends string> {
  q: string
  sortBy: K | undefined
  orderBy: 'asc' | 'desc'
  page: number
  itemsPerPage: number
  params: URLSearchParams
}

function int(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback
  const n = Number(value)
  return Number.isInteger(n) ? n : fallback
}

export function parseListQuery<K extends string>(url: string | URL, sortKeys: readonly K[] = []): ParsedListQuery<K> {
  const params = new URL(url).searchParams
  const sortBy = params.get('sortBy')
  const page = int(params.get('page'), 1)
  const itemsPerPage = int(params.get('itemsPerPage'), 10)
  return {
    q: (params.get('q') ?? '').trim().toLowerCase(),
    sortBy: sortBy && (sortKeys as readonly string[]).includes(sortBy) ? (sortBy as K) : undefined,
    orderBy: params.get('orderBy') === 'desc' ? 'desc' : 'asc',
    page: page < 1 ? 1 : page,
    itemsPerPage: itemsPerPage === -1 || itemsPerPage > 0 ? itemsPerPage : 10,
    params,
  }
}

/** Case-insensitive substring match of `q` (already lowercased) against any of the values. */
export function matches(q: string, ...values: unknown[]): boolean {
  if (!q) return true
  return values.some((v) => v !== null && v !== undefined && String(v).toLowerCase().includes(q))
}

type Accessor<T> = (row: T) => string | number | boolean | null | undefined

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** Stable sort by the accessor of the whitelisted key; no key keeps the given order. */
export function sortRows<T, K extends string>(rows: T[], sortBy: K | undefined, orderBy: 'asc' | 'desc', accessors: Record<K, Accessor<T>>): T[] {
  if (!sortBy) return rows
  const get = accessors[sortBy]
  const dir = orderBy === 'desc' ? -1 : 1
  return [...rows].sort((a, b) => {
    const x = get(a)
    const y = get(b)
    if (x === y) return 0
    if (x === null || x === undefined) return 1
    if (y === null || y === undefined) return -1
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir
    return collator.compare(String(x), String(y)) * dir
  })
}

export function paginate<T>(rows: T[], page: number, itemsPerPage: number): T[] {
  if (itemsPerPage === -1) return rows
  const start = (page - 1) * itemsPerPage
  return rows.slice(start, start + itemsPerPage)
}

/** Users and analytics projects: a page beyond the last falls back to page 1 (SPEC section 5). */
export function clampPage(total: number, page: number, itemsPerPage: number): { page: number; totalPages: number } {
  const totalPages = itemsPerPage === -1 ? 1 : Math.ceil(total / itemsPerPage)
  return { page: page > totalPages ? 1 : page, totalPages }
}

/** Reads `key` from the query, returning undefined for empty values. */
export function param(params: URLSearchParams, key: string): string | undefined {
  const v = params.get(key)
  return v === null || v === '' ? undefined : v
}

/**
 * The list parameters of SPEC section 5 (DECISIONS section 5): q, sortBy (whitelisted), orderBy,
 * page, itemsPerPage. itemsPerPage falls back to 10 and page to 1 when not numeric; itemsPerPage
 * -1 means all; search text is lowercased and matched by substring.
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

/** Reads `key` from the query, returning undefined for empty values. */
export function param(params: URLSearchParams, key: string): string | undefined {
  const v = params.get(key)
  return v === null || v === '' ? undefined : v
}

import type { Page } from '@/api/contracts/common'
import type { TableQuery } from './use-table-state'

export interface LocalQueryOptions<T> {
  /** Fields the search text is matched against (lowercased substring, SPEC section 5). */
  search?: (row: T) => (string | number | null | undefined)[]
  /** Sort keys: sortBy value -> the value to compare. */
  sort?: Record<string, (row: T) => string | number | Date | null | undefined>
  /** Filter keys: name -> predicate given the URL value. */
  filters?: Record<string, (row: T, value: string) => boolean>
}

/**
 * Applies a table query to rows already in memory (a small list fetched whole, a demo table):
 * search, filters, sort, then the page. Returns the `{rows, total}` shape the DataTable takes.
 */
export function applyLocalQuery<T>(all: readonly T[], query: TableQuery, options: LocalQueryOptions<T> = {}): Page<T> {
  let rows = [...all]
  const q = query.q?.toLowerCase().trim()
  if (q && options.search)
    rows = rows.filter((r) => options.search!(r).some((v) => v !== null && v !== undefined && String(v).toLowerCase().includes(q)))
  for (const [name, test] of Object.entries(options.filters ?? {})) {
    const value = (query as unknown as Record<string, unknown>)[name]
    if (typeof value === 'string' && value !== '') rows = rows.filter((r) => test(r, value))
  }
  const pick = query.sortBy ? options.sort?.[query.sortBy] : undefined
  if (pick) {
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
    const dir = query.orderBy === 'desc' ? -1 : 1
    rows.sort((a, b) => {
      const x = pick(a)
      const y = pick(b)
      if (x === y) return 0
      if (x === null || x === undefined) return 1
      if (y === null || y === undefined) return -1
      if (typeof x === 'string' && typeof y === 'string') return collator.compare(x, y) * dir
      return (Number(x) - Number(y)) * dir
    })
  }
  const total = rows.length
  const start = (query.page - 1) * query.itemsPerPage
  return { rows: query.itemsPerPage < 0 ? rows : rows.slice(start, start + query.itemsPerPage), total }
}

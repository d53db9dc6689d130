import { http } from '../lib/http'
import { z } from 'zod'
import { db } from '../db'
import { requireAuth } from '../lib/auth'
import { fail, json } from '../lib/respond'
import { readBody } from '../lib/body'

/**
 * Bench only (`npm run bench`, bench/data-scale.ts): fills a table up to `count` rows in one
 * bulkAdd, so list endpoints can be timed with 10,000 and 100,000 records in the real browser.
 * Admin only. New rows are copies of the table's own rows (cycled, so every filter value keeps
 * its share), with fresh primary keys and unique values; references to other tables are kept.
 */
const MAX_ROWS = 200_000
/** Tables that are not lists of records: never filled. */
const NOT_FILLABLE = new Set(['meta', 'sessions', 'drafts', 'modelPhotos'])

const fillBody = z.object({
  table: z.string().min(1),
  count: z.number().int().min(1).max(MAX_ROWS),
})

export interface BenchFillResult {
  table: string
  added: number
  total: number
  ms: number
}

type Row = Record<string, unknown>

const getPath = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row)

function setPath(row: Row, path: string, value: unknown): void {
  const keys = path.split('.')
  let target = row
  for (const k of keys.slice(0, -1)) {
    const next = target[k]
    if (!next || typeof next !== 'object') return
    target[k] = { ...(next as Row) }
    target = target[k] as Row
  }
  target[keys[keys.length - 1]!] = value
}

/** A value no other row has: numbers above the table's maximum, strings with a suffix. */
function uniqueValue(value: unknown, n: number, max: number): unknown {
  if (typeof value === 'number') return max + n
  if (typeof value === 'string') {
    const at = value.indexOf('@')
    return at > 0 ? `${value.slice(0, at)}+b${n}${value.slice(at)}` : `${value}~b${n}`
  }
  return value
}

/** Rows shaped like `templates`, with fresh keys and unique values. */
export function benchRows(
  templates: Row[],
  count: number,
  keys: { primKey: string | null; auto: boolean; unique: string[] },
  start = 1,
): Row[] {
  const numericMax = (path: string) =>
    templates.reduce((m, r) => (typeof getPath(r, path) === 'number' ? Math.max(m, getPath(r, path) as number) : m), 0)
  const uniquePaths = [...(keys.primKey && !keys.auto ? [keys.primKey] : []), ...keys.unique]
  const maxima = new Map(uniquePaths.map((p) => [p, numericMax(p)]))
  const rows: Row[] = new Array(count)
  for (let i = 0; i < count; i++) {
    const n = start + i
    const row: Row = { ...templates[i % templates.length]! }
    if (keys.primKey && keys.auto) delete row[keys.primKey]
    for (const path of uniquePaths) setPath(row, path, uniqueValue(getPath(row, path), n, maxima.get(path)!))
    rows[i] = row
  }
  return rows
}

export const benchHandlers = [
  http.post('*/api/system/bench-fill', async ({ request }) => {
    await requireAuth(request, { action: 'manage', subject: 'all' })
    const body = await readBody(request, fillBody)
    const { table: name, count } = body
    const table = db.tables.find((t) => t.name === name)
    if (!table || NOT_FILLABLE.has(name)) return fail(404, 'Table not found')
    const started = performance.now()
    const result = await db.transaction('rw', table, async () => {
      const total = await table.count()
      if (total >= count) return { added: 0, total }
      const templates = (await table.limit(500).toArray()) as Row[]
      if (!templates.length) return undefined
      const { primKey, indexes } = table.schema
      const keys = {
        primKey: typeof primKey.keyPath === 'string' ? primKey.keyPath : null,
        auto: Boolean(primKey.auto),
        unique: indexes.filter((i) => i.unique && typeof i.keyPath === 'string').map((i) => i.keyPath as string),
      }
      // Previous fills may have used the same suffixes: start after the rows already there.
      await table.bulkAdd(benchRows(templates, count - total, keys, total + 1))
      return { added: count - total, total: count }
    })
    if (!result) return fail(400, 'Table is empty: nothing to copy')
    return json({ table: name, ...result, ms: Math.round(performance.now() - started) } satisfies BenchFillResult)
  }),
]

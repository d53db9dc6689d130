import type { Table } from 'dexie'
import { halt, notFound } from './respond'

/**
 * The one parser of `{id}` path segments (issue 14 item 5): only the canonical decimal form of a
 * positive safe integer is an id. `0x1`, `1e0`, ` 1`, `+1`, `1.0`, `01` are not (404).
 */
const CANONICAL = /^[1-9][0-9]*$/

export function parseId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !CANONICAL.test(value)) return undefined
  const n = Number(value)
  return Number.isSafeInteger(n) ? n : undefined
}

/** The id of a path segment; stops the handler with 404 `{ message }` when it is not one. */
export function pathId(value: unknown, answer: Missing = 'Not found'): number {
  return parseId(value) ?? missing(answer)
}

/**
 * What a handler answers for an unknown id: 404 `{ message }` (DECISIONS section 5), or the exact
 * answer SPEC gives a route (e.g. an empty 404).
 */
type Missing = string | (() => Response)

const missing = (answer: Missing): never => (typeof answer === 'string' ? notFound(answer) : halt(answer()))

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type IdTable<T> = Table<T, number, any>

/** The record with this primary key; stops the handler with 404 `{ message }` when there is none. */
export async function recordOr404<T>(table: IdTable<T>, id: number | undefined, answer: Missing = 'Not found'): Promise<T> {
  const row = id === undefined ? undefined : await table.get(id)
  return row ?? missing(answer)
}

/** The next id of a table: highest + 1 (1 when empty). Call it inside the transaction that adds the record. */
export async function nextId(table: IdTable<unknown>): Promise<number> {
  const last = (await table.orderBy(':id').lastKey()) as number | undefined
  return (typeof last === 'number' ? last : 0) + 1
}

/** The record a `{id}` path segment names; stops the handler with 404 `{ message }` otherwise. */
export function pathRecord<T>(table: IdTable<T>, value: unknown, answer: Missing = 'Not found'): Promise<T> {
  return recordOr404(table, parseId(value), answer)
}

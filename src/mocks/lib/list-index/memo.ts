import type { Table } from 'dexie'
import { tableVersion } from './store'

/**
 * Companions of the list engine for the business lists (platform accounts and strategies, models,
 * OTP): a value cached until one of the tables it was read from is written, and "how many records
 * use each id" from an index alone.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable<T> = Table<T, any, any>

const memos = new Map<string, { stamp: string; db: unknown; value: unknown }>()

/**
 * `compute()`, cached under `id` until one of `tables` is written (their list-index versions) or
 * the database connection changes. A value computed while one of the tables was written is
 * answered but not kept.
 */
export async function memoByTables<V>(id: string, tables: readonly AnyTable<unknown>[], compute: () => Promise<V>): Promise<V> {
  const stampOf = () => tables.map((t) => `${t.db.name}/${t.name}@${tableVersion(t)}`).join('|')
  const stamp = stampOf()
  const db = tables[0]?.db
  const hit = memos.get(id)
  if (hit && hit.stamp === stamp && hit.db === db) return hit.value as V
  const value = await compute()
  if (stampOf() === stamp) memos.set(id, { stamp, db, value })
  return value
}

/**
 * How many records of `table` hold each value of the numeric `index` (accounts per strategy or
 * model): the distinct values from a unique key cursor, then one IDB count per value. No record
 * is read; cached until the table is written.
 */
export function usageBy(table: AnyTable<unknown>, index: string): Promise<Map<number, number>> {
  return memoByTables(`usage|${table.name}|${index}`, [table], () =>
    table.db.transaction('r', table, async () => {
      const ids = (await table.orderBy(index).uniqueKeys()).filter((k): k is number => typeof k === 'number')
      const counts = await Promise.all(ids.map((id) => table.where(index).equals(id).count()))
      return new Map(ids.map((id, i) => [id, counts[i]!]))
    }),
  )
}

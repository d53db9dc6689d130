import type { z } from 'zod'
import { loginAccount } from './auth'

export type StoredRowSchemas = Record<string, z.ZodType<Record<string, unknown>>>

/**
 * The stored-row contracts of the tables the sign-in reads (the mock layer's SIGN_IN_TABLES), in a
 * module of their own: a first start writes those rows first, and need not wait for the other
 * tables' contracts and the HTML sanitiser (stored-rows.ts, which includes these).
 */
export const SIGN_IN_ROW_SCHEMAS: StoredRowSchemas = {
  accounts: loginAccount.loose(),
}

/** A row as it may be stored (the row's key order, the contract's values); throws a ZodError otherwise. */
export function parseStoredRow(schemas: StoredRowSchemas, table: string, row: Record<string, unknown>): Record<string, unknown> {
  const schema = schemas[table]
  return schema ? { ...row, ...schema.parse(row) } : row
}

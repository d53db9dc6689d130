import type { Table } from 'dexie'
import type { z } from 'zod'
import { db } from '../../db'
import { loadSeed } from '../../seed'
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile, type RestoreErrorCode, type RestoreResult } from '@/api/contracts/pwa'
import { decodeValue, encodeValue } from './backup-codec'

/** Sign-in sessions are credentials of this device, not data: never backed up, kept by a restore. */
const NOT_BACKED_UP = new Set(['sessions'])
const SEEDED_KEY = 'seededAt'

/**
 * Stricter row checks (and sanitised HTML) for tables whose stored shape has a contract (others
 * get the generic check): `STORED_ROW_SCHEMAS`, loaded with the first restore (DOMPurify).
 */
type RowSchemas = Record<string, z.ZodType<Record<string, unknown>>>
const rowSchemas = async (): Promise<RowSchemas> => (await import('@/api/contracts/stored-rows')).STORED_ROW_SCHEMAS

const backupTables = () => db.tables.filter((t) => !NOT_BACKED_UP.has(t.name))

// ---------------------------------------------------------------------------------------------
// Validation

export class Refused extends Error {
  constructor(
    readonly code: RestoreErrorCode,
    message: string,
    readonly table?: string,
    readonly row?: number,
  ) {
    super(message)
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** A value IndexedDB accepts as a key. */
function isValidKey(v: unknown): boolean {
  if (typeof v === 'string') return true
  if (typeof v === 'number') return !Number.isNaN(v)
  if (v instanceof Date) return !Number.isNaN(v.getTime())
  if (Array.isArray(v)) return v.every(isValidKey)
  return false
}

const readPath = (row: Record<string, unknown>, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (isPlainObject(o) ? o[k] : undefined), row)

/** The generic shape check: a plain object with a valid primary key and sane indexed values. */
function checkRow(table: Table, raw: unknown, index: number, schemas: RowSchemas): Record<string, unknown> {
  const bad = (why: string) => new Refused('badRow', `Row ${index + 1} of table ${table.name} is malformed: ${why}`, table.name, index + 1)
  if (!isPlainObject(raw)) throw bad('not an object')
  let row: Record<string, unknown>
  try {
    row = decodeValue(raw) as Record<string, unknown>
  } catch (e) {
    throw bad((e as Error).message)
  }
  const { primKey, indexes } = table.schema
  const keyPaths =
    primKey.keyPath === undefined || primKey.keyPath === null ? [] : Array.isArray(primKey.keyPath) ? primKey.keyPath : [primKey.keyPath]
  for (const path of keyPaths) {
    const key = readPath(row, path)
    if (primKey.auto) {
      if (key !== undefined && !(typeof key === 'number' && Number.isInteger(key) && key > 0))
        throw bad(`${path} must be a positive integer`)
    } else if (!isValidKey(key)) throw bad(`missing or invalid ${path}`)
  }
  for (const idx of indexes) {
    for (const path of Array.isArray(idx.keyPath) ? idx.keyPath : idx.keyPath ? [idx.keyPath] : []) {
      const v = readPath(row, path)
      if (v === undefined || v === null) continue
      const ok = idx.multi ? (Array.isArray(v) ? v.every(isValidKey) : isValidKey(v)) : isValidKey(v) || typeof v === 'boolean'
      if (!ok) throw bad(`invalid ${path}`)
    }
  }
  const schema = schemas[table.name]
  if (schema) {
    const parsed = schema.safeParse(row)
    if (!parsed.success) throw bad(parsed.error.issues.map((i) => `${i.path.join('.') || '_'}: ${i.message}`).join('; '))
    return { ...row, ...parsed.data } // the row's key order, the contract's values
  }
  return row
}

/** Validates a whole backup file; answers the decoded rows by table (nothing is written here). */
export async function validateBackup(data: unknown): Promise<Map<Table, Record<string, unknown>[]>> {
  if (!isPlainObject(data) || data.format !== BACKUP_FORMAT) throw new Refused('badFormat', 'Not a Vermilion backup file')
  if (data.version !== BACKUP_VERSION) throw new Refused('unsupportedVersion', `Unsupported backup version: ${String(data.version)}`)
  const schemaVersion = data.schemaVersion
  if (typeof schemaVersion !== 'number' || !Number.isInteger(schemaVersion) || schemaVersion < 1)
    throw new Refused('badFormat', 'Not a Vermilion backup file: bad schemaVersion')
  if (schemaVersion > db.verno)
    throw new Refused('newerSchema', `The backup comes from a newer version of the app (schema ${schemaVersion} > ${db.verno})`)
  if (!isPlainObject(data.tables)) throw new Refused('badFormat', 'Not a Vermilion backup file: no tables')
  const known = new Map(backupTables().map((t) => [t.name, t]))
  const schemas = await rowSchemas()
  const out = new Map<Table, Record<string, unknown>[]>()
  for (const [name, rows] of Object.entries(data.tables)) {
    const table = known.get(name)
    if (!table) throw new Refused('unknownTable', `Unknown table: ${name}`, name)
    if (!Array.isArray(rows)) throw new Refused('badTable', `Table ${name} is not a list of rows`, name)
    out.set(
      table,
      rows.map((row, i) => checkRow(table, row, i, schemas)),
    )
  }
  return out
}

// ---------------------------------------------------------------------------------------------

/** Every table except sessions, read in one transaction (a consistent snapshot), then encoded. */
export async function makeBackup(): Promise<BackupFile> {
  const tables = backupTables()
  const raw = await db.transaction('r', tables, () => Promise.all(tables.map((t) => t.toArray())))
  const encoded: Record<string, Record<string, unknown>[]> = {}
  for (const [i, table] of tables.entries()) encoded[table.name] = (await encodeValue(raw[i])) as Record<string, unknown>[]
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    schemaVersion: db.verno,
    appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'unknown',
    createdAt: new Date().toISOString(),
    tables: encoded,
  }
}

/**
 * Replaces the data with the backup's, in ONE transaction: a file that fails validation, or a
 * write that fails (e.g. a duplicate unique key), changes nothing. Tables the file does not
 * have (it predates them) get the demo data; sessions are kept.
 */
export async function restoreBackup(data: unknown): Promise<RestoreResult> {
  const rowsByTable = await validateBackup(data)
  const tables = backupTables()
  const missing = tables.filter((t) => !rowsByTable.has(t))
  const seeds = new Map<Table, unknown[]>()
  for (const table of missing) seeds.set(table, await loadSeed(table.name))
  const restored: Record<string, number> = {}
  let current = ''
  try {
    await db.transaction('rw', tables, async () => {
      for (const table of tables) {
        current = table.name
        await table.clear()
        const rows = rowsByTable.get(table) ?? seeds.get(table) ?? []
        if (rows.length) await table.bulkAdd(rows)
        restored[table.name] = rows.length
      }
      current = 'meta'
      if (!(await db.meta.get(SEEDED_KEY))) await db.meta.put({ key: SEEDED_KEY, value: new Date().toISOString() })
    })
  } catch (e) {
    const name = (e as { name?: string; inner?: { name?: string }; failures?: { name?: string }[] }) ?? {}
    const constraint = [name.name, name.inner?.name, ...(name.failures ?? []).map((f) => f?.name)].includes('ConstraintError')
    if (constraint) throw new Refused('conflict', `Rows of table ${current} conflict (a duplicate key)`, current)
    throw e
  }
  return { restored }
}

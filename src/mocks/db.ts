import Dexie, { type EntityTable, type Table } from 'dexie'
import type { LoginAccount, StoredSession } from '@/api/contracts/auth'
import type { Notification } from '@/api/contracts/notifications'

/**
 * The one database, `vermilion`. Only src/mocks imports this file (the UI goes through the API).
 *
 * Schema history: every change is a NEW `db.version(n)` with an upgrade that keeps the user's
 * records; released versions are never edited. Each resource lists its indexes in SCHEMA.
 */
export const SCHEMA_V1 = {
  meta: '&key',
  accounts: '++id, &email, &username',
  sessions: '&token, userId',
  notifications: '++id, userId, read, createdAt',
} as const

export interface MetaRow {
  key: string
  value: unknown
}

export class VermilionDB extends Dexie {
  meta!: Table<MetaRow, string>
  accounts!: EntityTable<LoginAccount, 'id'>
  sessions!: Table<StoredSession, string>
  notifications!: EntityTable<Notification, 'id'>

  constructor(name = 'vermilion') {
    super(name)
    this.version(1).stores(SCHEMA_V1)
  }
}

export let db = new VermilionDB()

/** Tests: open a fresh connection to the same database (to prove a write really persisted). */
export function reopenDb(): VermilionDB {
  db.close()
  db = new VermilionDB()
  return db
}

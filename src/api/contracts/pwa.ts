import { z } from 'zod'

/** Form drafts (saved before an app update reloads the page, restored after it). */
export const DRAFT_KEY = /^[A-Za-z0-9_.:-]{1,100}$/
export const draftKey = z.string().regex(DRAFT_KEY)
export const draftBody = z.object({ values: z.record(z.string(), z.unknown()) })
export const draft = z.object({ key: z.string(), values: z.record(z.string(), z.unknown()), savedAt: z.string() })
export type Draft = z.infer<typeof draft>

/**
 * Backup file (GET /api/system/backup, POST /api/system/restore): every table of the database
 * except the sign-in sessions, rows as stored. Values JSON cannot carry are tagged:
 * a Blob is `{ "$blob": "data:<type>;base64,..." }`, a Date is `{ "$date": "<ISO 8601>" }`.
 */
export const BACKUP_FORMAT = 'vermilion-backup'
export const BACKUP_VERSION = 1
export interface BackupFile {
  format: typeof BACKUP_FORMAT
  version: number
  schemaVersion: number
  appVersion: string
  createdAt: string
  tables: Record<string, Record<string, unknown>[]>
}

/** Why a restore was refused (400 `{ message, code, table?, row? }`); the UI translates the code. */
export const RESTORE_ERRORS = [
  'invalidJson',
  'badFormat',
  'unsupportedVersion',
  'newerSchema',
  'unknownTable',
  'badTable',
  'badRow',
  'conflict',
] as const
export type RestoreErrorCode = (typeof RESTORE_ERRORS)[number]
export interface RestoreError {
  message: string
  code: RestoreErrorCode
  table?: string
  row?: number
}
export interface RestoreResult {
  restored: Record<string, number>
}

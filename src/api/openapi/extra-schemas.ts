import { z } from 'zod'
import { BACKUP_FORMAT } from '../contracts/pwa'

/**
 * Wire shapes that src/api/contracts declares as TypeScript only (the mocks build them without
 * parsing): written here as zod so the API document can describe them.
 */
export const backupFile = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  schemaVersion: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
  tables: z
    .record(z.string(), z.array(z.record(z.string(), z.unknown())))
    .describe('rows as stored; a Blob is `{ "$blob": "data:..." }`, a Date `{ "$date": "ISO 8601" }`'),
})
export const restoreResult = z.object({ restored: z.record(z.string(), z.number().int()) })

export const benchFillRequest = z.object({ table: z.string().min(1), count: z.number().int().min(1) })
export const benchFillResult = z.object({ table: z.string(), added: z.number().int(), total: z.number().int(), ms: z.number() })

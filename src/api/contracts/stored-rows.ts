import { z } from 'zod'
import { isoDate, isoDateTime, optionalHttpUrl } from './common'
import { sanitizedHtml } from './html'
import { storedNotification } from './notifications'
import { parseStoredRow, SIGN_IN_ROW_SCHEMAS, type StoredRowSchemas } from './stored-sign-in-rows'

/**
 * The rows of the tables whose stored shape has a contract, as they may be stored: the same field
 * rules as the endpoints that write them (real dates, http(s) links) and stored HTML sanitised
 * (DECISIONS section 9). A backup restore (POST /api/system/restore) checks its rows with them
 * (beyond the generic key checks), and the seed passes its rows through them: a restore cannot
 * store what no endpoint would, and the database never holds unsanitised HTML. Other fields pass
 * as they are (`loose`). Loaded lazily by the mock layer (DOMPurify is not in its first chunk).
 */
const html = sanitizedHtml(1_000_000)
const htmlIn3Languages = z.object({ fr: html, en: html, ar: html }).loose()
const emailHtml = z.object({ message: html }).loose()

export const STORED_ROW_SCHEMAS: StoredRowSchemas = {
  ...SIGN_IN_ROW_SCHEMAS,
  notifications: storedNotification.loose(),
  emails: emailHtml.extend({ replies: z.array(emailHtml).optional() }).loose(),
  helpArticles: z.object({ content: htmlIn3Languages }).loose(),
  academyCourseDetails: z.object({ description: html.optional() }).loose(),
  ecommerceCategories: z.object({ description: html }).loose(),
  calendarEvents: z.object({ url: optionalHttpUrl(), start: isoDateTime(), end: isoDateTime() }).loose(),
  invoices: z.object({ issuedDate: isoDate(), dueDate: isoDate() }).loose(),
}

/** A row as it may be stored (the row's key order, the contract's values); throws a ZodError otherwise. */
export function storedRow(table: string, row: Record<string, unknown>): Record<string, unknown> {
  return parseStoredRow(STORED_ROW_SCHEMAS, table, row)
}

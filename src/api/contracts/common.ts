import { z } from 'zod'

/** Error body of every failing call (DECISIONS section 5). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorBody = z.infer<typeof errorBody>

/** List parameters shared by every list endpoint (SPEC section 5). */
export const listQuery = z.object({
  q: z.string().optional(),
  sortBy: z.string().optional(),
  orderBy: z.enum(['asc', 'desc']).optional(),
  page: z.number().int().optional(),
  itemsPerPage: z.number().int().optional(),
})
export type ListQuery = z.infer<typeof listQuery>

/** What every list screen sees once a resource's wire shape is normalised. */
export interface Page<T> {
  rows: T[]
  total: number
}

export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 10

// --- Shared field checks: validated once here, so every endpoint that takes the field refuses it.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/

/** A real calendar day `YYYY-MM-DD` (no 30 February, no month 13). */
export function isRealDate(value: string): boolean {
  const m = DATE.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(0)
  date.setUTCFullYear(y, mo - 1, d) // (Date.UTC reads years 0-99 as 1900-1999)
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** A real ISO 8601 day, or a day and a time (`T09:30`, seconds, milliseconds, `Z` or `±hh:mm`). */
export function isRealDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value)
  if (!m || !isRealDate(m[1]!)) return false
  const [h, min, s, oh, om] = [m[2], m[3], m[4], m[6], m[7]].map((v) => (v === undefined ? 0 : Number(v))) as [
    number,
    number,
    number,
    number,
    number,
  ]
  return h <= 23 && min <= 59 && s <= 59 && oh <= 23 && om <= 59
}

/** Strict `YYYY-MM-DD` (a real calendar day); the message is the i18n key `validation.date`. */
export const isoDate = (message = 'validation.date') => z.string({ error: 'validation.required' }).refine(isRealDate, message)

/** Strict ISO 8601 day or date-time (a real calendar day and time). */
export const isoDateTime = (message = 'validation.date') => z.string({ error: 'validation.required' }).refine(isRealDateTime, message)

/** Whether `value` is an absolute http(s) URL (nothing a link could run: no `javascript:`, `data:`…). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value.trim())) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** An absolute http(s) URL of at most `max` characters (`validation.url`). */
export const httpUrl = (max = 500) =>
  z.string({ error: 'validation.required' }).trim().max(max, 'validation.tooLong').refine(isHttpUrl, 'validation.url')

/** An optional link: an http(s) URL, or '' for none. */
export const optionalHttpUrl = (max = 500) => z.union([z.literal(''), httpUrl(max)], { error: 'validation.url' })

// Stored HTML: `sanitizedHtml` in ./html.ts (kept out of this file so DOMPurify stays out of the
// bundles that import only the shapes above).

/** A required, trimmed text of at most `max` characters (the locales say "60" up to 60, else "100"). */
export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, max <= 60 ? 'validation.max60' : 'validation.max100')

export { STORAGE_FULL } from './storage-full'

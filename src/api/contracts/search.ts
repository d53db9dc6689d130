import { z } from 'zod'
import { localizedText } from './localized'

export const SEARCH_CATEGORIES = ['dashboards', 'frontPages', 'appsPages', 'userInterface', 'formsTables', 'chartsMisc'] as const
export type SearchCategoryId = (typeof SEARCH_CATEGORIES)[number]
/** SPEC section 9: at most 5 results per group. */
export const SEARCH_GROUP_LIMIT = 5

/**
 * One search entry as stored. The index is built from the route registry (app/nav.ts
 * buildSearchIndex) with each title resolved in fr, en and ar from the common locale files.
 */
export const searchEntry = z.object({
  id: z.number().int().positive(),
  category: z.enum(SEARCH_CATEGORIES),
  order: z.number().int(),
  url: z.string().startsWith('/'),
  icon: z.string(),
  title: localizedText,
})
export type SearchEntry = z.infer<typeof searchEntry>

export const searchChild = z.object({ url: z.string(), icon: z.string(), title: z.string() })
export type SearchChild = z.infer<typeof searchChild>

/** A group of GET /api/app-bar/search (SPEC section 3); `title` is the category id (the UI translates it). */
export const searchGroup = z.object({
  title: z.enum(SEARCH_CATEGORIES),
  category: z.enum(SEARCH_CATEGORIES),
  children: z.array(searchChild),
})
export type SearchGroupResult = z.infer<typeof searchGroup>

/**
 * GET /api/app-bar/search?q&lang: per category, the entries whose title in `lang` (default en)
 * contains q case-insensitively, at most 5; empty groups are dropped.
 */
export const searchResponse = z.array(searchGroup)
export type SearchResponse = z.infer<typeof searchResponse>

// ------------------------------------------------------------------ records (issue #23)

/** The record groups of GET /api/search/records, in the order the dialog shows them. */
export const RECORD_KINDS = [
  'users',
  'tinderAccounts',
  'fruitzAccounts',
  'models',
  'otpOrders',
  'customers',
  'orders',
  'invoices',
  'emails',
] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

/** The fields a record hit can have matched (the dialog labels them). */
export const RECORD_FIELDS = [
  'name',
  'email',
  'username',
  'phone',
  'city',
  'tags',
  'number',
  'code',
  'company',
  'subject',
  'sender',
] as const
export type RecordField = (typeof RECORD_FIELDS)[number]

export const MATCH_RANKS = ['exact', 'prefix', 'partial'] as const

export const recordHit = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** the record's identifying text (phone, name, subject): its list can be filtered on it */
  key: z.string(),
  /** what matched: the field, its value as stored, and the matched part [start, end) of it */
  field: z.enum(RECORD_FIELDS),
  value: z.string(),
  match: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]).nullable(),
  rank: z.enum(MATCH_RANKS),
})
export type RecordHit = z.infer<typeof recordHit>

export const recordGroup = z.object({ kind: z.enum(RECORD_KINDS), hits: z.array(recordHit) })
export type RecordGroup = z.infer<typeof recordGroup>

/**
 * GET /api/search/records?q: the records the bearer may see whose fields match q (accents, case,
 * Arabic diacritics and alef forms folded; a phone-like q is compared as digits), at most 5 per
 * group, exact before prefix before partial matches; empty groups dropped. q empty: no groups.
 */
export const recordSearchResponse = z.object({ groups: z.array(recordGroup) })
export type RecordSearchResponse = z.infer<typeof recordSearchResponse>

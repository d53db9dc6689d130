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

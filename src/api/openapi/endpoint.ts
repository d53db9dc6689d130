import { z } from 'zod'
import { listQuery } from '../contracts/common'
import { CONTENT_LANGUAGES } from '../contracts/localized'

/**
 * One row of the API's endpoint table: what a real server must implement to replace the mocks.
 * The table (./endpoints/*.ts) is the source of public/openapi.json (./document.ts), and a test
 * checks that every MSW handler has its row.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Who may call it: anyone, any signed-in user (bearer token), or a CASL rule of the signed-in
 * user (docs/api.md#authentication). Template endpoints (apps, pages, dashboards) are public.
 */
export type Access = 'public' | 'signed-in' | { action: string; subject: string }

/** A response: a zod schema of its JSON body, `null` for no body (204), or a description only. */
export type ResponseSpec = z.ZodType | null | { description: string; schema?: z.ZodType; contentType?: string }

export interface Endpoint {
  method: Method
  /** OpenAPI path, e.g. `/api/apps/users/{id}`. */
  path: string
  tag: string
  summary: string
  access: Access
  /** Path parameters (all required); default: an integer for each `{name}` of the path. */
  params?: Record<string, z.ZodType>
  query?: z.ZodObject
  body?: z.ZodType
  /** Other request body types (e.g. multipart/form-data for uploads). */
  bodyTypes?: string[]
  responses: Partial<Record<200 | 201 | 204, ResponseSpec>>
  /** Error statuses this endpoint answers besides the automatic ones (400 with a body or query, 401/403 with access, 404 with a path id). */
  errors?: Partial<Record<400 | 401 | 402 | 403 | 404 | 409 | 413, string>>
  description?: string
}

export const id = z.number().int().positive()

/**
 * The list parameters of docs/api.md#lists (q, sortBy, orderBy, page, itemsPerPage) with this
 * list's sort keys and filters.
 */
export function listParams(sortKeys: readonly [string, ...string[]] | null, filters: z.ZodRawShape = {}): z.ZodObject {
  return listQuery.extend({ ...(sortKeys ? { sortBy: z.enum(sortKeys).optional() } : {}), ...filters })
}

/** The `lang` query of the endpoints that answer text in one language (contracts/localized.ts `contentLanguage`). */
export const langQuery = z.object({
  lang: z.enum(CONTENT_LANGUAGES).optional().describe('language of the texts (fr, en or ar; a region suffix is accepted; default en)'),
})

/** Shorthands for the table's rows. */
export const get = (
  path: string,
  tag: string,
  summary: string,
  access: Access,
  responses: Endpoint['responses'],
  more: Partial<Endpoint> = {},
): Endpoint => ({
  method: 'get',
  path,
  tag,
  summary,
  access,
  responses,
  ...more,
})
export const write = (
  method: Exclude<Method, 'get'>,
  path: string,
  tag: string,
  summary: string,
  access: Access,
  body: z.ZodType | undefined,
  responses: Endpoint['responses'],
  more: Partial<Endpoint> = {},
): Endpoint => ({
  method,
  path,
  tag,
  summary,
  access,
  ...(body ? { body } : {}),
  responses,
  ...more,
})

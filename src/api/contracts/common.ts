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

import { z } from 'zod'
import { REVIEW_STATUSES } from './ecommerce'

/** PUT /api/apps/ecommerce/reviews/{id}: publish or unpublish (status Published or Pending). */
export const reviewStatusInput = z.object({ status: z.enum(REVIEW_STATUSES, { error: 'validation.invalidChoice' }) })
export type ReviewStatusInput = z.infer<typeof reviewStatusInput>

/**
 * GET /api/apps/ecommerce/reviews/summary (the manage-reviews cards), computed by the handler over
 * every review: the average rating, how many of each rating (`distribution[0]` = 5 stars …
 * `[4]` = 1 star), the reviews of the latest review's week, and the reviews per weekday
 * (`weekdays[0]` = Monday … `[6]` = Sunday).
 */
export const reviewSummary = z.object({
  total: z.number().int(),
  average: z.number(),
  distribution: z.array(z.number().int()).length(5),
  lastWeek: z.number().int(),
  weekdays: z.array(z.number().int()).length(7),
})
export type ReviewSummary = z.infer<typeof reviewSummary>

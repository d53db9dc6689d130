import { z } from 'zod'
import { REVIEW_STATUSES } from './ecommerce'

/** PUT /api/apps/ecommerce/reviews/{id}: publish or unpublish (status Published or Pending). */
export const reviewStatusInput = z.object({ status: z.enum(REVIEW_STATUSES, { error: 'validation.invalidChoice' }) })
export type ReviewStatusInput = z.infer<typeof reviewStatusInput>

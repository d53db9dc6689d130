import { http } from '../../lib/http'
import { db } from '../../db'
import { pathId, recordOr404 } from '../../lib/ids'
import { json } from '../../lib/respond'
import { readBody } from '../../lib/body'
import type { Review } from '@/api/contracts/ecommerce'
import { reviewStatusInput } from '@/api/contracts/ecommerce-reviews'

const NOT_FOUND = 'Review not found'

/** Publish / unpublish a review (DECISIONS section 9); 404 `{ message }` when unknown. */
export const reviewHandlers = [
  http.put('*/api/apps/ecommerce/reviews/:id', async ({ request, params }) => {
    const id = pathId(params.id, NOT_FOUND)
    const { status } = await readBody(request, reviewStatusInput)
    const saved = await db.transaction('rw', db.ecommerceReviews, async () => {
      const row: Review = { ...(await recordOr404(db.ecommerceReviews, id, NOT_FOUND)), status }
      await db.ecommerceReviews.put(row)
      return row
    })
    return json(saved)
  }),
]

import { http } from '../../lib/http'
import { db } from '../../db'
import { pathId, recordOr404 } from '../../lib/ids'
import { json } from '../../lib/respond'
import { readBody } from '../../lib/body'
import { memoByTables } from '../../lib/list-index'
import { parseMdy, type Review } from '@/api/contracts/ecommerce'
import { reviewStatusInput, type ReviewSummary } from '@/api/contracts/ecommerce-reviews'

const NOT_FOUND = 'Review not found'

const DAY = 86_400_000

/** The figures of the manage-reviews cards, over every review; cached until the reviews change. */
const summaryOf = () =>
  memoByTables('ecommerce-review-summary', [db.ecommerceReviews], async (): Promise<ReviewSummary> => {
    const distribution = [0, 0, 0, 0, 0]
    const weekdays = [0, 0, 0, 0, 0, 0, 0]
    const dates: number[] = []
    let sum = 0
    await db.ecommerceReviews.each((r) => {
      sum += r.review
      distribution[5 - r.review]! += 1
      const date = parseMdy(r.date)
      dates.push(date)
      weekdays[(new Date(date).getUTCDay() + 6) % 7]! += 1
    })
    const latest = dates.length ? Math.max(...dates) : 0
    const total = dates.length
    return {
      total,
      average: total ? Math.round((sum / total) * 100) / 100 : 0,
      distribution,
      lastWeek: dates.filter((d) => d > latest - 7 * DAY).length,
      weekdays,
    }
  })

/** Publish / unpublish a review (DECISIONS section 9); 404 `{ message }` when unknown. The summary cards. */
export const reviewHandlers = [
  http.get('*/api/apps/ecommerce/reviews/summary', async () => json(await summaryOf())),

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

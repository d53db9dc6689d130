import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import type { Review } from '@/api/contracts/ecommerce'
import type { ReviewSummary } from '@/api/contracts/ecommerce-reviews'

setupMockApi()

describe('PUT /api/apps/ecommerce/reviews/{id}', () => {
  it('publishes and unpublishes a review, persisted, nothing else changed', async () => {
    const before = (await reopenDb().ecommerceReviews.get(4))!
    const next = before.status === 'Published' ? 'Pending' : 'Published'
    const res = await call<Review>('/apps/ecommerce/reviews/4', { method: 'PUT', body: { status: next } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ...before, status: next })
    expect(await reopenDb().ecommerceReviews.get(4)).toEqual({ ...before, status: next })
  })

  it('answers 400 with a field error for another status, writing nothing', async () => {
    const before = await reopenDb().ecommerceReviews.get(4)
    const res = await call<{ errors: Record<string, string[]> }>('/apps/ecommerce/reviews/4', { method: 'PUT', body: { status: 'All' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ status: ['validation.invalidChoice'] })
    expect(await reopenDb().ecommerceReviews.get(4)).toEqual(before)
  })

  it('answers 404 { message } for an unknown review', async () => {
    const res = await call<{ message: string }>('/apps/ecommerce/reviews/9999', { method: 'PUT', body: { status: 'Published' } })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Review not found')
  })
})

describe('GET /api/apps/ecommerce/reviews/summary', () => {
  it('computes the average, the distribution and the weekdays over every review, following a delete', async () => {
    const db = reopenDb()
    const all = await db.ecommerceReviews.toArray()
    const res = await call<ReviewSummary>('/apps/ecommerce/reviews/summary')
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(all.length)
    expect(res.body.average).toBeCloseTo(all.reduce((s, r) => s + r.review, 0) / all.length, 2)
    expect(res.body.distribution).toEqual([5, 4, 3, 2, 1].map((n) => all.filter((r) => r.review === n).length))
    expect(res.body.weekdays.reduce((a, b) => a + b, 0)).toBe(all.length)
    expect(res.body.lastWeek).toBeGreaterThan(0)
    const five = all.find((r) => r.review === 5)!
    expect((await call(`/apps/ecommerce/reviews/${five.id}`, { method: 'DELETE' })).status).toBe(204)
    const after = await call<ReviewSummary>('/apps/ecommerce/reviews/summary')
    expect(after.body.total).toBe(all.length - 1)
    expect(after.body.distribution[0]).toBe(res.body.distribution[0]! - 1)
  })
})

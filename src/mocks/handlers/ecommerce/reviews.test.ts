import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import type { Review } from '@/api/contracts/ecommerce'

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

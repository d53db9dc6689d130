import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import { parseMoney } from '@/api/contracts/ecommerce'
import type { ReferralSummary } from '@/api/contracts/ecommerce-referrals'

setupMockApi()

describe('GET /api/apps/ecommerce/referrals/summary', () => {
  it('computes the stat cards from the referrals', async () => {
    const all = await reopenDb().ecommerceReferrals.toArray()
    const sum = (rows: typeof all) => rows.reduce((s, r) => s + parseMoney(r.earning), 0)
    const res = await call<ReferralSummary>('/apps/ecommerce/referrals/summary')
    expect(res.status).toBe(200)
    expect(res.body.signups).toBe(all.length)
    expect(res.body.totalEarning).toBeCloseTo(sum(all.filter((r) => r.status !== 'Rejected')))
    expect(res.body.unpaidEarning).toBeCloseTo(sum(all.filter((r) => r.status === 'Unpaid')))
    expect(res.body.conversionRate).toBeCloseTo((all.filter((r) => r.status === 'Paid').length / all.length) * 100, 1)
    expect(res.body.invites).toBe(0)
  })
})

describe('POST /api/apps/ecommerce/referrals/invites', () => {
  it('stores the invitation (201), counted by the summary; the same address twice is 400', async () => {
    const res = await call<{ email: string }>('/apps/ecommerce/referrals/invites', {
      method: 'POST',
      body: { email: 'Friend@Example.com' },
    })
    expect(res.status).toBe(201)
    expect(res.body.email).toBe('friend@example.com')
    reopenDb()
    expect((await call<ReferralSummary>('/apps/ecommerce/referrals/summary')).body.invites).toBe(1)
    const twice = await call<{ errors: Record<string, string[]> }>('/apps/ecommerce/referrals/invites', {
      method: 'POST',
      body: { email: 'friend@example.com' },
    })
    expect(twice.status).toBe(400)
    expect(twice.body.errors).toEqual({ email: ['validation.emailTaken'] })
  })

  it('answers 400 for a bad e-mail, storing nothing', async () => {
    const res = await call<{ errors: Record<string, string[]> }>('/apps/ecommerce/referrals/invites', {
      method: 'POST',
      body: { email: 'nope' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ email: ['validation.email'] })
    expect((await call<ReferralSummary>('/apps/ecommerce/referrals/summary')).body.invites).toBe(0)
  })
})

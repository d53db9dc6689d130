import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { RECEIVED_PAYMENT_STATUSES, SALES_STATUSES, salesListResponse, type SalesListResponse } from '@/api/contracts/datatable'

setupMockApi()

describe('GET /api/pages/datatable', () => {
  it('answers the 100 sales rows in the exact wire shape', async () => {
    const res = await call<SalesListResponse>('/pages/datatable')
    expect(res.status).toBe(200)
    expect(salesListResponse.parse(res.body)).toHaveLength(100)
    expect(res.body.map((r) => r.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
  })

  it('uses the statuses of SPEC section 4 with coherent amounts', async () => {
    const rows = (await call<SalesListResponse>('/pages/datatable')).body
    expect(new Set(rows.map((r) => r.payment.status))).toEqual(new Set(SALES_STATUSES))
    expect(new Set(rows.map((r) => r.payment.receivedPaymentStatus))).toEqual(new Set(RECEIVED_PAYMENT_STATUSES))
    for (const { payment } of rows) {
      if (payment.receivedPaymentStatus === 'Fully Paid') expect(payment.paidAmount).toBe(payment.total)
      if (payment.receivedPaymentStatus === 'Unpaid') expect(payment.paidAmount).toBe(0)
      if (payment.receivedPaymentStatus === 'Partially Paid') expect(payment.paidAmount).toBeLessThan(payment.total)
    }
    rows.forEach((r) => expect(r.product.image).toMatch(/^\/images\/sales\/[a-z]+\.svg$/))
  })
})

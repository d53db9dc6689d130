import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import type { SalesListResponse, SalesRow } from '@/api/contracts/datatable'

setupMockApi()

const list = async () => (await call<SalesListResponse>('/pages/datatable')).body
const valid = { buyerName: 'Inès Benali', date: '2024-03-15', status: 'Cancelled' }

describe('PUT /api/pages/datatable/{id}', () => {
  it('saves the buyer, the date and the status and answers the whole row', async () => {
    const before = (await list()).find((r) => r.id === 7)!
    const res = await call<SalesRow>('/pages/datatable/7', { method: 'PUT', body: valid })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      ...before,
      date: '2024-03-15',
      buyer: { ...before.buyer, name: 'Inès Benali' },
      payment: { ...before.payment, status: 'Cancelled' },
    })
    expect((await list()).find((r) => r.id === 7)).toEqual(res.body)
  })

  it('refuses an invalid body with field errors and stores nothing', async () => {
    const before = await list()
    const res = await call<{ message: string; errors: Record<string, string[]> }>('/pages/datatable/7', {
      method: 'PUT',
      body: { buyerName: '  ', date: '2024-02-30', status: 'Lost' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Validation failed')
    expect(Object.keys(res.body.errors).sort()).toEqual(['buyerName', 'date', 'status'])
    expect(res.body.errors.buyerName).toEqual(['validation.required'])
    expect(await list()).toEqual(before)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('/pages/datatable/999', { method: 'PUT', body: valid })).status).toBe(404)
    const res = await call<{ message: string }>('/pages/datatable/01', { method: 'PUT', body: valid })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Sales row not found')
  })
})

describe('DELETE /api/pages/datatable/{id}', () => {
  it('removes the row for good (204), then 404', async () => {
    const res = await call('/pages/datatable/12', { method: 'DELETE' })
    expect(res.status).toBe(204)
    const rows = await list()
    expect(rows).toHaveLength(99)
    expect(rows.some((r) => r.id === 12)).toBe(false)
    expect((await call('/pages/datatable/12', { method: 'DELETE' })).status).toBe(404)
    expect(await list()).toHaveLength(99)
  })
})

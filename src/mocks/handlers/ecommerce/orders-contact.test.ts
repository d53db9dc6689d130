import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import type { OrderDetails } from '@/api/contracts/ecommerce-orders'

setupMockApi()

type Errors = { message: string; errors: Record<string, string[]> }
const path = (id: number | string) => `/apps/ecommerce/orders/${id}/contact`
const home = { line: '3 rue Oberkampf', city: 'Paris', postcode: '75011', country: 'fr' }

describe('PUT /api/apps/ecommerce/orders/{id}/contact', () => {
  it('stores the shipping address (country upper case) and answers the details with it; billing follows until edited', async () => {
    const res = await call<OrderDetails>(path(5), { method: 'PUT', body: { shippingAddress: home } })
    expect(res.status).toBe(200)
    expect(res.body.shippingAddress).toEqual(home)
    expect(res.body.billingAddress).toEqual(home)
    expect((await reopenDb().ecommerceOrders.get(5))?.address).toEqual({ ...home, country: 'FR' })
    expect((await call<OrderDetails>('/apps/ecommerce/orders/5')).body.shippingAddress).toEqual(home)
  })

  it('stores the billing address apart, and the customer info, keeping the rest', async () => {
    const before = (await call<OrderDetails>('/apps/ecommerce/orders/6')).body
    const billing = { ...home, line: '1 place du Marché', city: 'Lille', postcode: '59000' }
    const res = await call<OrderDetails>(path(6), {
      method: 'PUT',
      body: { billingAddress: billing, customer: 'Ada Lovelace', email: 'ada@example.com', contact: '+33 6 12 34 56 78' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ customer: 'Ada Lovelace', email: 'ada@example.com', contact: '+33 6 12 34 56 78' })
    expect(res.body.billingAddress).toEqual(billing)
    expect(res.body.shippingAddress).toEqual(before.shippingAddress)
    expect(res.body.status).toBe(before.status)
    const stored = await reopenDb().ecommerceOrders.get(6)
    expect(stored).toMatchObject({ customer: 'Ada Lovelace', email: 'ada@example.com', billingAddress: { ...billing, country: 'FR' } })
  })

  it('answers 400 with field errors and writes nothing', async () => {
    const before = await reopenDb().ecommerceOrders.get(7)
    const res = await call<Errors>(path(7), {
      method: 'PUT',
      body: { email: 'nope', contact: 'abc', shippingAddress: { ...home, city: '', country: 'France' } },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      email: ['validation.email'],
      contact: ['validation.phone'],
      'shippingAddress.city': ['validation.required'],
      'shippingAddress.country': ['validation.country'],
    })
    expect((await call<Errors>(path(7), { method: 'PUT', body: {} })).status).toBe(400)
    expect(await reopenDb().ecommerceOrders.get(7)).toEqual(before)
  })

  it('answers 404 { message } for an unknown order', async () => {
    for (const id of ['9999', '07']) {
      const res = await call<Errors>(path(id), { method: 'PUT', body: { shippingAddress: home } })
      expect(res.status).toBe(404)
      expect(res.body.message).toBe('Order not found')
    }
  })
})

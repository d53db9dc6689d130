import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import { orderDetails, type OrderDetails } from '@/api/contracts/ecommerce-orders'

setupMockApi()

describe('GET /api/apps/ecommerce/orders/{id}', () => {
  it('answers the order with its lines and the totals computed by the handler', async () => {
    const res = await call<OrderDetails>('/apps/ecommerce/orders/5')
    expect(res.status).toBe(200)
    const o = orderDetails.parse(res.body)
    expect(o.id).toBe(5)
    expect(o.lines.length).toBeGreaterThan(0)
    for (const l of o.lines) expect(l.total).toBeCloseTo(l.price * l.qty, 2)
    const subtotal = o.lines.reduce((s, l) => s + l.total, 0)
    expect(o.subtotal).toBeCloseTo(subtotal, 2)
    expect(o.shipping).toBe(5)
    expect(o.tax).toBeCloseTo(subtotal * 0.1, 2)
    expect(o.total).toBeCloseTo(o.subtotal + o.shipping + o.tax, 2)
    expect(o.activity).toHaveLength(6)
    expect(o.customerOrders).toBeGreaterThanOrEqual(1)
    // Stable: the same order answers the same lines.
    expect((await call<OrderDetails>('/apps/ecommerce/orders/5')).body.lines).toEqual(o.lines)
  })

  it('answers 404 { message } for an unknown or non-canonical id', async () => {
    for (const id of ['9999', '05', 'abc']) {
      const res = await call<{ message: string }>(`/apps/ecommerce/orders/${id}`)
      expect(res.status).toBe(404)
      expect(res.body.message).toBe('Order not found')
    }
  })
})

describe('PUT /api/apps/ecommerce/orders/{id}', () => {
  it('changes the status, persisted, and the shipping activity follows', async () => {
    const res = await call<OrderDetails>('/apps/ecommerce/orders/5', { method: 'PUT', body: { status: 'Delivered' } })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('Delivered')
    expect(res.body.activity.every((a) => a.done)).toBe(true)
    expect((await reopenDb().ecommerceOrders.get(5))?.status).toBe('Delivered')
    const back = await call<OrderDetails>('/apps/ecommerce/orders/5', { method: 'PUT', body: { status: 'Ready to Pickup' } })
    expect(back.body.activity.filter((a) => a.done)).toHaveLength(2)
  })

  it('answers 400 with a field error for an unknown status, writing nothing', async () => {
    const before = await reopenDb().ecommerceOrders.get(5)
    const res = await call<{ errors: Record<string, string[]> }>('/apps/ecommerce/orders/5', { method: 'PUT', body: { status: 'Lost' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ status: ['validation.invalidChoice'] })
    expect(await reopenDb().ecommerceOrders.get(5)).toEqual(before)
  })

  it('answers 404 for an unknown order', async () => {
    expect((await call('/apps/ecommerce/orders/9999', { method: 'PUT', body: { status: 'Delivered' } })).status).toBe(404)
  })
})

describe('GET /api/apps/ecommerce/orders/{id} of a checkout order', () => {
  it('shows the lines and the address the checkout stored', async () => {
    const placed = await call<{ id: number }>('/apps/ecommerce/orders', {
      method: 'POST',
      body: {
        customer: 'Nadia Benali',
        email: 'nadia.benali@example.com',
        lines: [
          { name: 'Lampe Oriel', price: 20, qty: 2 },
          { name: 'Carnet', price: 4.5, qty: 1 },
        ],
        address: { line: '3 quai Rambaud', city: 'Lyon', postcode: '69002', country: 'FR' },
        delivery: 'standard',
        payment: 'cashOnDelivery',
      },
    })
    expect(placed.status).toBe(201)
    const res = await call<OrderDetails>(`/apps/ecommerce/orders/${placed.body.id}`)
    expect(res.status).toBe(200)
    expect(res.body.lines.map((l) => [l.name, l.price, l.qty, l.total])).toEqual([
      ['Lampe Oriel', 20, 2, 40],
      ['Carnet', 4.5, 1, 4.5],
    ])
    expect(res.body.subtotal).toBe(44.5)
    expect(res.body.shippingAddress).toEqual({ line: '3 quai Rambaud', city: 'Lyon', postcode: '69002', country: 'fr' })
    expect(res.body.method).toBe('cashOnDelivery')
  })
})

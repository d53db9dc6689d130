import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import { order, orderListResponse, type Order, type OrderInput, type OrderListResponse } from '@/api/contracts/ecommerce'
import ordersSeed from '@seed/ecommerce-orders.json'
import customersSeed from '@seed/ecommerce-customers.json'

setupMockApi()

const seeded = ordersSeed as Order[]
const valid: OrderInput = {
  customer: 'Nadia Benali',
  email: 'nadia.benali@example.com',
  lines: [
    { name: 'Flex Headphones', price: 149, qty: 1 },
    { name: 'Compact Keyboard', price: 89.5, qty: 2 },
  ],
  address: { line: '12 rue des Lilas', city: 'Lyon', postcode: '69001', country: 'FR' },
  delivery: 'express',
  giftWrap: true,
  coupon: 'vermilion10',
  payment: 'card',
  cardLast4: '4242',
}
const post = (body: unknown) => call<Order & { errors?: Record<string, string[]> }>('/apps/ecommerce/orders', { method: 'POST', body })

describe('POST /api/apps/ecommerce/orders (front-page checkout)', () => {
  it('creates the order: 201, id and order number = highest + 1, amount computed by the server, persisted and listed', async () => {
    const res = await post(valid)
    expect(res.status).toBe(201)
    const saved = order.parse(res.body)
    expect(saved.id).toBe(Math.max(...seeded.map((o) => o.id)) + 1)
    expect(saved.order).toBe(Math.max(...seeded.map((o) => o.order)) + 1)
    // bag 328 − 10 % coupon 32.80 + gift wrap 5 + express 10
    expect(saved.spent).toBe(310.2)
    expect(saved).toMatchObject({ customer: 'Nadia Benali', method: 'mastercard', methodNumber: 4242, payment: 1 })
    expect(await reopenDb().ecommerceOrders.get(saved.id)).toEqual(saved)
    const list = await call<OrderListResponse>('/apps/ecommerce/orders', { query: { q: 'nadia.benali' } })
    expect(orderListResponse.parse(list.body).orders.map((o) => o.id)).toEqual([saved.id])
  })

  it('cash on delivery is pending; a second order gets the next id', async () => {
    const first = (await post({ ...valid, payment: 'cashOnDelivery', cardLast4: undefined, coupon: undefined })).body
    const second = (await post(valid)).body
    expect(first).toMatchObject({ method: 'cashOnDelivery', payment: 2, spent: 343 })
    expect(second.id).toBe(first.id + 1)
    expect(second.order).toBe(first.order + 1)
  })

  it('adds the order to a known customer (e-mail in any case), in the same transaction', async () => {
    const known = customersSeed[0]!
    const res = await post({ ...valid, email: known.email.toUpperCase() })
    expect(res.status).toBe(201)
    const after = await reopenDb().ecommerceCustomers.get(known.id)
    expect(after?.order).toBe(known.order + 1)
    expect(after?.totalSpent).toBeCloseTo(known.totalSpent + 310.2, 2)
  })

  it.each([
    ['no lines', { lines: [] }, 'lines'],
    ['a bad e-mail', { email: 'nope' }, 'email'],
    ['a card without its last digits', { cardLast4: undefined }, 'cardLast4'],
    ['an unknown coupon', { coupon: 'FREE' }, 'coupon'],
    ['an unknown delivery speed', { delivery: 'teleport' }, 'delivery'],
    ['a zero quantity', { lines: [{ name: 'X', price: 1, qty: 0 }] }, 'lines.0.qty'],
    ['a lowercase country', { address: { ...valid.address, country: 'fr' } }, 'address.country'],
  ])('refuses %s with 400 and its field error, writing nothing', async (_label, change, field) => {
    const before = await reopenDb().ecommerceOrders.count()
    const res = await post({ ...valid, ...change })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors ?? {})).toContain(field)
    expect(await reopenDb().ecommerceOrders.count()).toBe(before)
  })
})

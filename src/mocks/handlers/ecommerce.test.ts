import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import { db, reopenDb } from '@/mocks/db'
import {
  CUSTOMER_CONTACT,
  ORDER_STATUSES,
  PRODUCT_STATUSES,
  REFERRAL_STATUSES,
  REVIEW_STATUSES,
  customer,
  customerDetails,
  customerListResponse,
  order,
  orderListResponse,
  parseMdy,
  parseMoney,
  product,
  productListResponse,
  referral,
  referralListResponse,
  review,
  reviewListResponse,
  type Customer,
  type CustomerListResponse,
  type Order,
  type OrderListResponse,
  type Product,
  type ProductListResponse,
  type ReferralListResponse,
  type Review,
  type ReviewListResponse,
} from '@/api/contracts/ecommerce'
import productsSeed from '@seed/ecommerce-products.json'
import ordersSeed from '@seed/ecommerce-orders.json'
import customersSeed from '@seed/ecommerce-customers.json'
import reviewsSeed from '@seed/ecommerce-reviews.json'
import referralsSeed from '@seed/ecommerce-referrals.json'

withMockApi()

type Query = Record<string, string | number | boolean>
const get = <T>(path: string, query: Query = {}) => call<T>(`/apps/ecommerce/${path}`, { query })
const all = { itemsPerPage: -1 }
const seededProducts = productsSeed as Product[]

/** Asserts that `values` is ordered by `compare` in the direction asked, and not constant. */
function expectOrdered<T>(values: T[], orderBy: 'asc' | 'desc', compare: (a: T, b: T) => number) {
  const expected = [...values].sort((a, b) => (orderBy === 'asc' ? compare(a, b) : compare(b, a)))
  expect(values).toEqual(expected)
  expect(compare(values[0]!, values.at(-1)!)).not.toBe(0)
}
const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })
const num = (a: number, b: number) => a - b

describe('e-commerce seeds', () => {
  it('parse with the contracts, with the sizes and statuses of the SPEC', () => {
    expect(
      product
        .array()
        .length(50)
        .parse(productsSeed)
        .map((p) => p.status),
    ).toEqual(expect.arrayContaining([...PRODUCT_STATUSES]))
    expect(
      new Set(
        review
          .array()
          .length(100)
          .parse(reviewsSeed)
          .map((r) => r.status),
      ),
    ).toEqual(new Set(REVIEW_STATUSES))
    expect(
      new Set(
        referral
          .array()
          .length(45)
          .parse(referralsSeed)
          .map((r) => r.status),
      ),
    ).toEqual(new Set(REFERRAL_STATUSES))
    const orders = order.array().length(100).parse(ordersSeed)
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES))
    expect(new Set(orders.map((o) => o.payment))).toEqual(new Set([1, 2, 3, 4]))
    expect(new Set(orders.map((o) => o.method))).toEqual(new Set(['paypalLogo', 'mastercard']))
    const customers = customer.array().length(100).parse(customersSeed)
    for (const c of customers) expect(c.countryFlag).toBe(`/images/flags/${c.countryCode}.svg`)
    expect(new Set(seededProducts.map((p) => p.image)).size).toBeGreaterThanOrEqual(20)
    expect(new Set(seededProducts.map((p) => p.sku)).size).toBe(50)
  })
})

describe('GET /api/apps/ecommerce/products', () => {
  it('answers 10 products, newest first, with the total', async () => {
    const res = await get<ProductListResponse>('products')
    expect(res.status).toBe(200)
    productListResponse.parse(res.body)
    expect(res.body.total).toBe(50)
    expect(res.body.products.map((p) => p.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41])
  })

  it('matches q on the name or the brand', async () => {
    const byBrand = await get<ProductListResponse>('products', { q: 'kestrel', ...all })
    expect(byBrand.body.total).toBe(seededProducts.filter((p) => p.productBrand === 'Kestrel' || p.productName.includes('Kestrel')).length)
    expect(byBrand.body.total).toBeGreaterThan(0)
    const byName = await get<ProductListResponse>('products', { q: 'SNEAKERS', ...all })
    expect(byName.body.products.every((p) => p.productName.endsWith('Sneakers'))).toBe(true)
    expect(byName.body.total).toBeGreaterThan(0)
  })

  it('filters by category, status and stock', async () => {
    const cat = await get<ProductListResponse>('products', { category: 'Shoes', ...all })
    expect(cat.body.total).toBe(seededProducts.filter((p) => p.category === 'Shoes').length)
    expect(cat.body.products.every((p) => p.category === 'Shoes')).toBe(true)
    const status = await get<ProductListResponse>('products', { status: 'Scheduled', ...all })
    expect(status.body.total).toBe(seededProducts.filter((p) => p.status === 'Scheduled').length)
    for (const stock of [true, false]) {
      const res = await get<ProductListResponse>('products', { stock, ...all })
      expect(res.body.total).toBe(seededProducts.filter((p) => p.stock === stock).length)
      expect(res.body.products.every((p) => p.stock === stock)).toBe(true)
    }
    const combined = await get<ProductListResponse>('products', { category: 'Electronics', status: 'Published', stock: true, ...all })
    expect(combined.body.total).toBe(
      seededProducts.filter((p) => p.category === 'Electronics' && p.status === 'Published' && p.stock).length,
    )
  })

  const productKeys: [string, (p: Product) => string | number, 'text' | 'num'][] = [
    ['product', (p) => p.productName, 'text'],
    ['category', (p) => p.category, 'text'],
    ['status', (p) => p.status, 'text'],
    ['price', (p) => parseMoney(p.price), 'num'],
    ['qty', (p) => p.qty, 'num'],
    ['sku', (p) => p.sku, 'num'],
  ]
  for (const [sortBy, value, kind] of productKeys) {
    it.each(['asc', 'desc'] as const)(`sorts by ${sortBy} %s`, async (orderBy) => {
      const res = await get<ProductListResponse>('products', { sortBy, orderBy, ...all })
      const values = res.body.products.map(value)
      if (kind === 'num') expectOrdered(values as number[], orderBy, num)
      else expectOrdered(values as string[], orderBy, text)
    })
  }

  it('pages: page 5 holds the oldest ten, page 6 is empty', async () => {
    expect((await get<ProductListResponse>('products', { page: 5 })).body.products.map((p) => p.id)).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ])
    expect((await get<ProductListResponse>('products', { page: 6 })).body.products).toEqual([])
    expect((await get<ProductListResponse>('products', { itemsPerPage: 'abc' })).body.products).toHaveLength(10)
  })
})

describe('POST /api/apps/ecommerce/products', () => {
  const body = {
    productName: 'Tessera Desk Organiser',
    productBrand: 'Tessera',
    category: 'Office',
    stock: true,
    sku: 123456,
    price: 24.99,
    qty: 40,
    status: 'Published',
  }

  it('answers 201 with the stored product (id = last + 1, price text, category picture), persisted and listed first', async () => {
    const res = await call<Product>('/apps/ecommerce/products', { method: 'POST', body })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ ...body, id: 51, price: '$24.99', image: '/images/products/notebook.svg' })
    expect(await reopenDb().ecommerceProducts.get(51)).toEqual(res.body)
    expect((await get<ProductListResponse>('products')).body.products[0]?.id).toBe(51)
    const whole = await call<Product>('/apps/ecommerce/products', {
      method: 'POST',
      body: { ...body, sku: 7, price: 30, image: '/images/products/mug.svg' },
    })
    expect(whole.body).toMatchObject({ id: 52, price: '$30', image: '/images/products/mug.svg' })
  })

  it.each([
    ['no name', { ...body, productName: ' ' }, 'productName'],
    ['an unknown category', { ...body, category: 'Food' }, 'category'],
    ['an unknown status', { ...body, status: 'Draft' }, 'status'],
    ['a negative price', { ...body, price: -1 }, 'price'],
    ['a price with 3 decimals', { ...body, price: 1.234 }, 'price'],
    ['a fractional qty', { ...body, qty: 1.5 }, 'qty'],
    ['a text sku', { ...body, sku: 'abc' }, 'sku'],
    ['an external image', { ...body, image: 'https://example.com/x.png' }, 'image'],
  ])('answers 400 for %s, writing nothing', async (_name, input, field) => {
    const res = await call<{ errors: Record<string, string[]> }>('/apps/ecommerce/products', { method: 'POST', body: input })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors)).toEqual([field])
    expect(await reopenDb().ecommerceProducts.count()).toBe(50)
  })

  it('answers 400 skuTaken for a SKU already used', async () => {
    const res = await call<{ errors: Record<string, string[]> }>('/apps/ecommerce/products', {
      method: 'POST',
      body: { ...body, sku: seededProducts[0]!.sku },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ sku: ['validation.skuTaken'] })
    expect(await reopenDb().ecommerceProducts.count()).toBe(50)
  })
})

describe('DELETE /api/apps/ecommerce/products/{id}', () => {
  it('answers 204 and removes exactly that one product (DECISIONS fix), persisted', async () => {
    const res = await call('/apps/ecommerce/products/20', { method: 'DELETE' })
    expect(res.status).toBe(204)
    expect(res.body).toBeNull()
    const db = reopenDb()
    expect(await db.ecommerceProducts.count()).toBe(49)
    expect(await db.ecommerceProducts.get(20)).toBeUndefined()
    for (const id of [19, 21, 22]) expect(await db.ecommerceProducts.get(id)).toBeDefined()
    expect((await get<ProductListResponse>('products')).body.total).toBe(49)
  })

  it('answers 404 with an empty body for an unknown id', async () => {
    for (const id of ['999', 'abc', '20.5']) {
      const res = await call(`/apps/ecommerce/products/${id}`, { method: 'DELETE' })
      expect(res.status).toBe(404)
      expect(res.body).toBeNull()
    }
    expect(await reopenDb().ecommerceProducts.count()).toBe(50)
  })
})

describe('GET /api/apps/ecommerce/orders', () => {
  const seeded = ordersSeed as Order[]

  it('answers 10 orders with the total, and searches customer, email or order number', async () => {
    const res = await get<OrderListResponse>('orders')
    orderListResponse.parse(res.body)
    expect(res.body.total).toBe(100)
    expect(res.body.orders.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const target = seeded[42]!
    expect((await get<OrderListResponse>('orders', { q: String(target.order), ...all })).body.orders.map((o) => o.id)).toContain(target.id)
    // Every order of the target's customer (a customer places two or three in the seed), and no other.
    const sameCustomer = seeded.filter((o) => o.email === target.email).map((o) => o.id)
    expect(sameCustomer.length).toBeGreaterThan(1)
    expect((await get<OrderListResponse>('orders', { q: target.email.toUpperCase(), ...all })).body.orders.map((o) => o.id)).toEqual(
      sameCustomer,
    )
    const byName = await get<OrderListResponse>('orders', { q: target.customer.split(' ')[1]!.toLowerCase(), ...all })
    expect(byName.body.orders.map((o) => o.id)).toContain(target.id)
    expect(byName.body.total).toBe(byName.body.orders.length)
  })

  const orderKeys: [string, (o: Order) => string | number, 'text' | 'num'][] = [
    ['order', (o) => o.order, 'num'],
    ['customers', (o) => o.customer, 'text'],
    ['date', (o) => parseMdy(o.date), 'num'],
    ['status', (o) => o.status, 'text'],
    ['spent', (o) => o.spent, 'num'],
  ]
  for (const [sortBy, value, kind] of orderKeys) {
    it.each(['asc', 'desc'] as const)(`sorts by ${sortBy} %s`, async (orderBy) => {
      const values = (await get<OrderListResponse>('orders', { sortBy, orderBy, ...all })).body.orders.map(value)
      if (kind === 'num') expectOrdered(values as number[], orderBy, num)
      else expectOrdered(values as string[], orderBy, text)
    })
  }

  it('pages: page 10 is the last, page 11 is empty, 25 per page', async () => {
    expect((await get<OrderListResponse>('orders', { page: 10 })).body.orders.map((o) => o.id)[9]).toBe(100)
    expect((await get<OrderListResponse>('orders', { page: 11 })).body.orders).toEqual([])
    expect((await get<OrderListResponse>('orders', { itemsPerPage: 25, page: 4 })).body.orders.map((o) => o.id)[0]).toBe(76)
  })

  it('DELETE answers 204 always; a known order is removed, persisted', async () => {
    const res = await call('/apps/ecommerce/orders/5', { method: 'DELETE' })
    expect(res.status).toBe(204)
    expect(await reopenDb().ecommerceOrders.get(5)).toBeUndefined()
    for (const id of ['5', '999', 'abc']) expect((await call(`/apps/ecommerce/orders/${id}`, { method: 'DELETE' })).status).toBe(204)
    expect(await reopenDb().ecommerceOrders.count()).toBe(99)
  })
})

describe('GET /api/apps/ecommerce/customers', () => {
  const seeded = customersSeed as Customer[]

  it("seeds customers whose orders and total spent are the orders they placed (a customer's page lists them)", () => {
    const orders = ordersSeed as Order[]
    expect(seeded.map((c) => [c.order, c.totalSpent])).toEqual(
      seeded.map((c) => {
        const placed = orders.filter((o) => o.email === c.email)
        return [placed.length, Math.round(placed.reduce((sum, o) => sum + o.spent, 0) * 100) / 100]
      }),
    )
    expect(orders.every((o) => seeded.some((c) => c.email === o.email && c.customer === o.customer))).toBe(true)
  })

  it('answers 10 customers with the total; q on customer, country or email', async () => {
    const res = await get<CustomerListResponse>('customers')
    customerListResponse.parse(res.body)
    expect(res.body.total).toBe(100)
    expect(res.body.customers).toHaveLength(10)
    const country = await get<CustomerListResponse>('customers', { q: 'JAPAN', ...all })
    expect(country.body.total).toBe(
      seeded.filter((c) => c.country === 'Japan' || `${c.customer} ${c.email}`.toLowerCase().includes('japan')).length,
    )
    const target = seeded[7]!
    expect((await get<CustomerListResponse>('customers', { q: target.email, ...all })).body.customers.map((c) => c.id)).toEqual([target.id])
    expect((await get<CustomerListResponse>('customers', { q: target.customer, ...all })).body.customers.map((c) => c.id)).toContain(
      target.id,
    )
  })

  const customerKeys: [string, (c: Customer) => string | number, 'text' | 'num'][] = [
    ['customer', (c) => c.customer, 'text'],
    ['country', (c) => c.country, 'text'],
    ['customerId', (c) => c.customerId, 'num'],
    ['orders', (c) => c.order, 'num'],
    ['totalSpent', (c) => c.totalSpent, 'num'],
  ]
  for (const [sortBy, value, kind] of customerKeys) {
    it.each(['asc', 'desc'] as const)(`sorts by ${sortBy} %s`, async (orderBy) => {
      const values = (await get<CustomerListResponse>('customers', { sortBy, orderBy, ...all })).body.customers.map(value)
      if (kind === 'num') expectOrdered(values as number[], orderBy, num)
      else expectOrdered(values as string[], orderBy, text)
    })
  }

  it('pages: 100 customers, 20 per page', async () => {
    expect((await get<CustomerListResponse>('customers', { itemsPerPage: 20, page: 5 })).body.customers.map((c) => c.id)).toEqual(
      seeded.slice(80).map((c) => c.id),
    )
    expect((await get<CustomerListResponse>('customers', { itemsPerPage: 20, page: 6 })).body.customers).toEqual([])
  })

  it('GET /customers/{id} answers the customer with status Active and the fixed contact', async () => {
    const res = await call('/apps/ecommerce/customers/8')
    expect(res.status).toBe(200)
    expect(customerDetails.strict().parse(res.body)).toEqual({ ...seeded[7], status: 'Active', contact: CUSTOMER_CONTACT })
  })

  it('GET /customers/{id} answers 404 with an empty body when unknown', async () => {
    for (const id of ['999', 'abc', '0']) {
      const res = await call(`/apps/ecommerce/customers/${id}`)
      expect(res.status).toBe(404)
      expect(res.body).toBeNull()
    }
  })
})

describe('GET /api/apps/ecommerce/reviews', () => {
  const seeded = reviewsSeed as Review[]

  it('answers 10 reviews with the total and filters by status (All = every status)', async () => {
    const res = await get<ReviewListResponse>('reviews')
    reviewListResponse.parse(res.body)
    expect(res.body.total).toBe(100)
    for (const status of REVIEW_STATUSES) {
      const filtered = await get<ReviewListResponse>('reviews', { status, ...all })
      expect(filtered.body.total).toBe(seeded.filter((r) => r.status === status).length)
      expect(filtered.body.reviews.every((r) => r.status === status)).toBe(true)
    }
    expect((await get<ReviewListResponse>('reviews', { status: 'All' })).body.total).toBe(100)
  })

  it('matches q on product, reviewer, email, head and para', async () => {
    const target = seeded[11]!
    for (const q of [target.product, target.reviewer, target.email, target.head, target.para.slice(5, 25)]) {
      const res = await get<ReviewListResponse>('reviews', { q: q.toUpperCase(), ...all })
      expect(res.body.reviews.map((r) => r.id)).toContain(target.id)
      for (const r of res.body.reviews)
        expect([r.product, r.reviewer, r.email, r.head, r.para].join('|').toLowerCase()).toContain(q.toLowerCase())
    }
  })

  const reviewKeys: [string, (r: Review) => string | number, 'text' | 'num'][] = [
    ['product', (r) => r.product, 'text'],
    ['reviewer', (r) => r.reviewer, 'text'],
    ['date', (r) => parseMdy(r.date), 'num'],
    ['status', (r) => r.status, 'text'],
  ]
  for (const [sortBy, value, kind] of reviewKeys) {
    it.each(['asc', 'desc'] as const)(`sorts by ${sortBy} %s`, async (orderBy) => {
      const values = (await get<ReviewListResponse>('reviews', { sortBy, orderBy, ...all })).body.reviews.map(value)
      if (kind === 'num') expectOrdered(values as number[], orderBy, num)
      else expectOrdered(values as string[], orderBy, text)
    })
  }

  it('pages: 50 per page, page 2 ends with the last review', async () => {
    expect((await get<ReviewListResponse>('reviews', { itemsPerPage: 50, page: 2 })).body.reviews.at(-1)?.id).toBe(100)
    expect((await get<ReviewListResponse>('reviews', { itemsPerPage: 50, page: 3 })).body.reviews).toEqual([])
  })

  it('DELETE answers 204 and removes the review, persisted; 404 empty when unknown', async () => {
    const res = await call('/apps/ecommerce/reviews/3', { method: 'DELETE' })
    expect(res.status).toBe(204)
    expect(await reopenDb().ecommerceReviews.get(3)).toBeUndefined()
    expect(await reopenDb().ecommerceReviews.count()).toBe(99)
    for (const id of ['3', '999', 'x']) {
      const missing = await call(`/apps/ecommerce/reviews/${id}`, { method: 'DELETE' })
      expect(missing.status).toBe(404)
      expect(missing.body).toBeNull()
    }
    expect(await reopenDb().ecommerceReviews.count()).toBe(99)
  })
})

describe('GET /api/apps/ecommerce/referrals', () => {
  it('answers 10 referrals with the total', async () => {
    const res = await get<ReferralListResponse>('referrals')
    referralListResponse.parse(res.body)
    expect(res.body.total).toBe(45)
    expect(res.body.referrals.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  const referralKeys: [string, (r: ReferralListResponse['referrals'][number]) => string | number, 'text' | 'num'][] = [
    ['users', (r) => r.user, 'text'],
    ['referred-id', (r) => r.referredId, 'num'],
    ['earning', (r) => parseMoney(r.earning), 'num'],
    ['value', (r) => parseMoney(r.value), 'num'],
    ['status', (r) => r.status, 'text'],
  ]
  for (const [sortBy, value, kind] of referralKeys) {
    it.each(['asc', 'desc'] as const)(`sorts by ${sortBy} %s`, async (orderBy) => {
      const values = (await get<ReferralListResponse>('referrals', { sortBy, orderBy, ...all })).body.referrals.map(value)
      if (kind === 'num') expectOrdered(values as number[], orderBy, num)
      else expectOrdered(values as string[], orderBy, text)
    })
  }

  it('sorts currency text by amount, not as text', async () => {
    const values = (await get<ReferralListResponse>('referrals', { sortBy: 'value', orderBy: 'desc', ...all })).body.referrals.map(
      (r) => r.value,
    )
    expect(values.some((v) => v.includes(','))).toBe(true)
    expect(parseMoney(values[0]!)).toBeGreaterThan(parseMoney(values.at(-1)!))
  })

  it('pages: page 5 has the last 5, page 6 is empty; an unknown sortBy keeps the stored order', async () => {
    expect((await get<ReferralListResponse>('referrals', { page: 5 })).body.referrals.map((r) => r.id)).toEqual([41, 42, 43, 44, 45])
    expect((await get<ReferralListResponse>('referrals', { page: 6 })).body.referrals).toEqual([])
    expect((await get<ReferralListResponse>('referrals', { sortBy: 'nope' })).body.referrals[0]?.id).toBe(1)
  })
})

// Issue #8: lists answer from cached key lists and projections; every write must show at once.
describe('lists after a write (no stale cache)', () => {
  const body = {
    productName: 'Ábaco Desk Lamp',
    productBrand: 'Orrery',
    category: 'Office',
    stock: false,
    sku: 424242,
    price: 0.5,
    qty: 1_000_000,
    status: 'Inactive',
  }

  it('products: a new product is found, counted and sorted at once (folded name, derived price, index qty); a deleted one is gone', async () => {
    // Warm every cache first: the search projection, the folded-name and price orders, the qty index.
    expect((await get<ProductListResponse>('products', { q: 'orrery', stock: false })).body.total).toBe(0)
    expect((await get<ProductListResponse>('products', { sortBy: 'product', orderBy: 'asc' })).body.total).toBe(50)
    await get<ProductListResponse>('products', { sortBy: 'price', orderBy: 'asc' })
    await get<ProductListResponse>('products', { sortBy: 'qty', orderBy: 'desc' })
    const res = await call<Product>('/apps/ecommerce/products', { method: 'POST', body })
    expect(res.status).toBe(201)
    const found = await get<ProductListResponse>('products', { q: 'ORRERY', stock: false, category: 'Office' })
    expect(found.body).toMatchObject({ total: 1, products: [{ id: res.body.id, productName: 'Ábaco Desk Lamp' }] })
    // Á sorts with A (first), not after Z.
    const byName = await get<ProductListResponse>('products', { sortBy: 'product', orderBy: 'asc' })
    expect(byName.body.total).toBe(51)
    expect(byName.body.products[0]?.id).toBe(res.body.id)
    expect((await get<ProductListResponse>('products', { sortBy: 'product', orderBy: 'desc', page: 6 })).body.products.at(-1)?.id).toBe(
      res.body.id,
    )
    expect((await get<ProductListResponse>('products', { sortBy: 'price', orderBy: 'asc' })).body.products[0]?.id).toBe(res.body.id)
    expect((await get<ProductListResponse>('products', { sortBy: 'qty', orderBy: 'desc' })).body.products[0]?.id).toBe(res.body.id)

    expect((await call(`/apps/ecommerce/products/${res.body.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await get<ProductListResponse>('products', { q: 'orrery', stock: false })).body).toEqual({ products: [], total: 0 })
    const after = await get<ProductListResponse>('products', { sortBy: 'product', orderBy: 'asc', ...all })
    expect(after.body.total).toBe(50)
    expect(after.body.products.map((p) => p.id)).not.toContain(res.body.id)
  })

  it('orders: a deleted order leaves the search, the total and the sorted list', async () => {
    const theirs = (ordersSeed as Order[]).filter((o) => o.customer === 'Aïcha Girard')
    const before = await get<OrderListResponse>('orders', { sortBy: 'customers', orderBy: 'asc' })
    const target = before.body.orders[0]!
    expect(target.customer).toBe('Aïcha Girard') // Aïcha sorts with A, before Alice
    expect((await get<OrderListResponse>('orders', { q: target.email })).body.total).toBe(theirs.length)
    expect((await call(`/apps/ecommerce/orders/${target.id}`, { method: 'DELETE' })).status).toBe(204)
    const left = (await get<OrderListResponse>('orders', { q: target.email })).body
    expect(left.total).toBe(theirs.length - 1)
    expect(left.orders.map((o) => o.id)).not.toContain(target.id)
    const after = await get<OrderListResponse>('orders', { sortBy: 'customers', orderBy: 'asc' })
    expect(after.body.total).toBe(99)
    expect(after.body.orders[0]?.id).toBe(before.body.orders[1]?.id)
  })

  it('customers: a stored customer is found and sorted at once (no write API: written through the database)', async () => {
    expect((await get<CustomerListResponse>('customers', { q: 'zidane' })).body.total).toBe(0)
    await get<CustomerListResponse>('customers', { sortBy: 'customer', orderBy: 'asc' })
    await get<CustomerListResponse>('customers', { sortBy: 'totalSpent', orderBy: 'desc' })
    const added: Customer = {
      ...(customersSeed as Customer[])[0]!,
      id: 101,
      customerId: 999999,
      customer: 'Ábel Zidane',
      email: 'abel.zidane@example.com',
      totalSpent: 1_000_000,
    }
    await db.ecommerceCustomers.add(added)
    expect((await get<CustomerListResponse>('customers', { q: 'ZIDANE' })).body).toEqual({ customers: [added], total: 1 })
    const byName = await get<CustomerListResponse>('customers', { sortBy: 'customer', orderBy: 'asc' })
    expect(byName.body.total).toBe(101)
    expect(byName.body.customers[0]?.id).toBe(101)
    expect((await get<CustomerListResponse>('customers', { sortBy: 'totalSpent', orderBy: 'desc' })).body.customers[0]?.id).toBe(101)
    await db.ecommerceCustomers.delete(101)
    expect((await get<CustomerListResponse>('customers', { q: 'zidane' })).body.total).toBe(0)
    expect((await get<CustomerListResponse>('customers', { sortBy: 'customer', orderBy: 'asc' })).body.customers[0]?.id).not.toBe(101)
  })

  it('reviews: a deleted review leaves the search, the status filter, the total and the sorted list', async () => {
    const target = (reviewsSeed as Review[]).find((r) => r.reviewer === 'Adam Benali')!
    const published = (reviewsSeed as Review[]).filter((r) => r.status === target.status).length
    expect((await get<ReviewListResponse>('reviews', { q: 'adam benali', status: target.status })).body.total).toBe(1)
    const before = await get<ReviewListResponse>('reviews', { sortBy: 'reviewer', orderBy: 'asc' })
    expect(before.body.reviews[0]?.id).toBe(target.id)
    expect((await call(`/apps/ecommerce/reviews/${target.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await get<ReviewListResponse>('reviews', { q: 'adam benali', status: target.status })).body).toEqual({ reviews: [], total: 0 })
    expect((await get<ReviewListResponse>('reviews', { status: target.status })).body.total).toBe(published - 1)
    const after = await get<ReviewListResponse>('reviews', { sortBy: 'reviewer', orderBy: 'asc' })
    expect(after.body.total).toBe(99)
    expect(after.body.reviews[0]?.id).toBe(before.body.reviews[1]?.id)
  })

  it('referrals: a changed referral moves at once in the folded-name and currency orders (written through the database)', async () => {
    const before = await get<ReferralListResponse>('referrals', { sortBy: 'users', orderBy: 'asc' })
    const last = (await get<ReferralListResponse>('referrals', { sortBy: 'earning', orderBy: 'desc', page: 5 })).body.referrals.at(-1)!
    expect(before.body.referrals[0]?.id).not.toBe(last.id)
    await db.ecommerceReferrals.put({ ...last, user: 'Ábel Roux', earning: '$99,999' })
    const byUser = await get<ReferralListResponse>('referrals', { sortBy: 'users', orderBy: 'asc' })
    expect(byUser.body.total).toBe(45)
    expect(byUser.body.referrals[0]).toMatchObject({ id: last.id, user: 'Ábel Roux' })
    expect((await get<ReferralListResponse>('referrals', { sortBy: 'earning', orderBy: 'desc' })).body.referrals[0]?.id).toBe(last.id)
  })
})

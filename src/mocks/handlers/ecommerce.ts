import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { db } from '../db'
import { matches, paginate, param, parseListQuery, sortRows } from '../lib/list-query'
import { created, empty, json, noContent, readBody } from '../lib/respond'
import {
  CUSTOMER_CONTACT,
  CUSTOMER_SORT_KEYS,
  ORDER_SORT_KEYS,
  PRODUCT_SORT_KEYS,
  REFERRAL_SORT_KEYS,
  REVIEW_SORT_KEYS,
  parseMdy,
  parseMoney,
  productInput,
  type CustomerDetails,
  type CustomerListResponse,
  type OrderListResponse,
  type Product,
  type ProductListResponse,
  type ReferralListResponse,
  type ReviewListResponse,
} from '@/api/contracts/ecommerce'

const rowId = z.coerce.number().int().positive()
const BASE = '*/api/apps/ecommerce'

/** The picture a new product gets when the form sends none. */
const CATEGORY_IMAGE: Record<Product['category'], string> = {
  Accessories: '/images/products/backpack.svg',
  'Home Decor': '/images/products/lamp.svg',
  Electronics: '/images/products/smartphone.svg',
  Shoes: '/images/products/sneaker.svg',
  Office: '/images/products/notebook.svg',
  Games: '/images/products/gamepad.svg',
}

const formatPrice = (price: number) => `$${Number.isInteger(price) ? price : price.toFixed(2)}`

export const ecommerceHandlers = [
  // Newest first ("results reversed first"), then filters, then the optional sort.
  http.get(`${BASE}/products`, async ({ request }) => {
    const query = parseListQuery(request.url, PRODUCT_SORT_KEYS)
    const category = param(query.params, 'category')
    const status = param(query.params, 'status')
    const stock = param(query.params, 'stock')
    const rows = (await db.ecommerceProducts.orderBy('id').reverse().toArray()).filter(
      (p) =>
        matches(query.q, p.productName, p.productBrand) &&
        (!category || p.category === category) &&
        (!status || p.status === status) &&
        (!stock || String(p.stock) === stock),
    )
    const sorted = sortRows(rows, query.sortBy, query.orderBy, {
      product: (p) => p.productName,
      category: (p) => p.category,
      status: (p) => p.status,
      price: (p) => parseMoney(p.price),
      qty: (p) => p.qty,
      sku: (p) => p.sku,
    })
    return json({ products: paginate(sorted, query.page, query.itemsPerPage), total: rows.length } satisfies ProductListResponse)
  }),

  // Add-product page: 201 with the stored product; a taken SKU is a field error.
  http.post(`${BASE}/products`, async ({ request }) => {
    const body = await readBody(request, productInput)
    if (!body.ok) return body.response
    const { price, image, ...fields } = body.data
    const result = await db.transaction('rw', db.ecommerceProducts, async () => {
      if (await db.ecommerceProducts.where('sku').equals(fields.sku).count()) return null
      const last = await db.ecommerceProducts.orderBy('id').last()
      const row: Product = { ...fields, id: (last?.id ?? 0) + 1, price: formatPrice(price), image: image ?? CATEGORY_IMAGE[fields.category] }
      await db.ecommerceProducts.add(row)
      return row
    })
    if (!result) return HttpResponse.json({ message: 'Validation failed', errors: { sku: ['validation.skuTaken'] } }, { status: 400 })
    return created(result satisfies Product)
  }),

  // DECISIONS section 5 (fix): removes exactly the one product. 404 with an empty body if unknown.
  http.delete(`${BASE}/products/:id`, async ({ params }) => {
    const id = rowId.safeParse(params.id)
    if (!id.success || !(await db.ecommerceProducts.get(id.data))) return empty(404)
    await db.ecommerceProducts.delete(id.data)
    return noContent()
  }),

  http.get(`${BASE}/orders`, async ({ request }) => {
    const query = parseListQuery(request.url, ORDER_SORT_KEYS)
    const rows = (await db.ecommerceOrders.orderBy('id').toArray()).filter((o) => matches(query.q, o.customer, o.email, o.order))
    const sorted = sortRows(rows, query.sortBy, query.orderBy, {
      order: (o) => o.order,
      customers: (o) => o.customer,
      date: (o) => parseMdy(o.date),
      status: (o) => o.status,
      spent: (o) => o.spent,
    })
    return json({ orders: paginate(sorted, query.page, query.itemsPerPage), total: rows.length } satisfies OrderListResponse)
  }),

  // SPEC section 7: 204 always (an unknown id deletes nothing).
  http.delete(`${BASE}/orders/:id`, async ({ params }) => {
    const id = rowId.safeParse(params.id)
    if (id.success) await db.ecommerceOrders.delete(id.data)
    return noContent()
  }),

  http.get(`${BASE}/customers`, async ({ request }) => {
    const query = parseListQuery(request.url, CUSTOMER_SORT_KEYS)
    const rows = (await db.ecommerceCustomers.orderBy('id').toArray()).filter((c) => matches(query.q, c.customer, c.country, c.email))
    const sorted = sortRows(rows, query.sortBy, query.orderBy, {
      customer: (c) => c.customer,
      country: (c) => c.country,
      customerId: (c) => c.customerId,
      orders: (c) => c.order,
      totalSpent: (c) => c.totalSpent,
    })
    return json({ customers: paginate(sorted, query.page, query.itemsPerPage), total: rows.length } satisfies CustomerListResponse)
  }),

  // The customer with status 'Active' and the fixed contact; 404 with an empty body if unknown.
  http.get(`${BASE}/customers/:id`, async ({ params }) => {
    const id = rowId.safeParse(params.id)
    const row = id.success ? await db.ecommerceCustomers.get(id.data) : undefined
    if (!row) return empty(404)
    return json({ ...row, status: 'Active', contact: CUSTOMER_CONTACT } satisfies CustomerDetails)
  }),

  http.get(`${BASE}/reviews`, async ({ request }) => {
    const query = parseListQuery(request.url, REVIEW_SORT_KEYS)
    const status = param(query.params, 'status')
    const rows = (await db.ecommerceReviews.orderBy('id').toArray()).filter(
      (r) => matches(query.q, r.product, r.reviewer, r.email, r.head, r.para) && (!status || status === 'All' || r.status === status),
    )
    const sorted = sortRows(rows, query.sortBy, query.orderBy, {
      product: (r) => r.product,
      reviewer: (r) => r.reviewer,
      date: (r) => parseMdy(r.date),
      status: (r) => r.status,
    })
    return json({ reviews: paginate(sorted, query.page, query.itemsPerPage), total: rows.length } satisfies ReviewListResponse)
  }),

  http.delete(`${BASE}/reviews/:id`, async ({ params }) => {
    const id = rowId.safeParse(params.id)
    if (!id.success || !(await db.ecommerceReviews.get(id.data))) return empty(404)
    await db.ecommerceReviews.delete(id.data)
    return noContent()
  }),

  http.get(`${BASE}/referrals`, async ({ request }) => {
    const query = parseListQuery(request.url, REFERRAL_SORT_KEYS)
    const rows = await db.ecommerceReferrals.orderBy('id').toArray()
    const sorted = sortRows(rows, query.sortBy, query.orderBy, {
      users: (r) => r.user,
      'referred-id': (r) => r.referredId,
      earning: (r) => parseMoney(r.earning),
      value: (r) => parseMoney(r.value),
      status: (r) => r.status,
    })
    return json({ referrals: paginate(sorted, query.page, query.itemsPerPage), total: rows.length } satisfies ReferralListResponse)
  }),
]

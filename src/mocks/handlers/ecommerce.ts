import { http } from '../lib/http'
import { db } from '../db'
import { fieldErrors } from '../lib/field-errors'
import { nextId, parseId, pathId, pathRecord, recordOr404 } from '../lib/ids'
import { fold, haystack, listPage, orderFor, pageForQuery, type Order } from '../lib/list-index'
import { param, parseListQuery } from '../lib/list-index'
import { created, empty, json, noContent } from '../lib/respond'
import { readBody } from '../lib/body'
import { whereIgnoreCase } from '../lib/ignore-case'
import {
  CUSTOMER_SORT_KEYS,
  ORDER_SORT_KEYS,
  PRODUCT_SORT_KEYS,
  REFERRAL_SORT_KEYS,
  REVIEW_SORT_KEYS,
  parseMdy,
  parseMoney,
  orderInput,
  orderTotals,
  productInput,
  type Customer,
  type CustomerDetails,
  type CustomerListResponse,
  type Order as EcommerceOrder,
  type OrderListResponse,
  type Product,
  type ProductListResponse,
  type Referral,
  type ReferralListResponse,
  type Review,
  type ReviewListResponse,
} from '@/api/contracts/ecommerce'
import { formatPrice, productHandlers } from './ecommerce/products'
import { orderHandlers } from './ecommerce/orders'
import { customerHandlers } from './ecommerce/customers'
import { customerProfileHandlers, readProfile } from './ecommerce/customers-profile'
import { reviewHandlers } from './ecommerce/reviews'
import { categoryHandlers, categoryOf } from './ecommerce/categories'
import { settingsHandlers } from './ecommerce/settings'
import { referralHandlers } from './ecommerce/referrals'

/** SPEC section 8: an unknown product, review or customer is a 404 with an empty body. */
const EMPTY_404 = () => empty(404)
const BASE = '*/api/apps/ecommerce'

// What each list keeps in memory per record (issue #8): the searched text, plus the values a test
// or a derived order needs. Names and other human text are folded (Élodie sorts with E); prices
// and month/day/year dates are parsed once. Other sorts read an index of the table (SCHEMA_V1).

interface ProductProjected {
  text: string
  name: string | null
  stock: boolean
  price: number
}
const projectProduct = (p: Product): ProductProjected => ({
  text: haystack(p.productName, p.productBrand),
  name: fold(p.productName),
  stock: p.stock,
  price: parseMoney(p.price),
})
const PRODUCT_SORT: Record<(typeof PRODUCT_SORT_KEYS)[number], Order<ProductProjected>> = {
  product: { id: 'name', key: (p) => p.name },
  category: { index: 'category' },
  status: { index: 'status' },
  price: { id: 'price', key: (p) => p.price },
  qty: { index: 'qty' },
  sku: { index: 'sku' },
}

interface OrderProjected {
  text: string
  customer: string | null
  date: number
}
const projectOrder = (o: EcommerceOrder): OrderProjected => ({
  text: haystack(o.customer, o.email, o.order),
  customer: fold(o.customer),
  date: parseMdy(o.date),
})
const ORDER_SORT: Record<(typeof ORDER_SORT_KEYS)[number], Order<OrderProjected>> = {
  order: { index: 'order' },
  customers: { id: 'customer', key: (o) => o.customer },
  date: { id: 'date', key: (o) => o.date },
  status: { index: 'status' },
  spent: { index: 'spent' },
}

interface CustomerProjected {
  text: string
  customer: string | null
  country: string | null
}
const projectCustomer = (c: Customer): CustomerProjected => ({
  text: haystack(c.customer, c.country, c.email),
  customer: fold(c.customer),
  country: fold(c.country),
})
const CUSTOMER_SORT: Record<(typeof CUSTOMER_SORT_KEYS)[number], Order<CustomerProjected>> = {
  customer: { id: 'customer', key: (c) => c.customer },
  country: { id: 'country', key: (c) => c.country },
  customerId: { index: 'customerId' },
  orders: { index: 'order' },
  totalSpent: { index: 'totalSpent' },
}

interface ReviewProjected {
  text: string
  product: string | null
  reviewer: string | null
  date: number
}
const projectReview = (r: Review): ReviewProjected => ({
  text: haystack(r.product, r.reviewer, r.email, r.head, r.para),
  product: fold(r.product),
  reviewer: fold(r.reviewer),
  date: parseMdy(r.date),
})
const REVIEW_SORT: Record<(typeof REVIEW_SORT_KEYS)[number], Order<ReviewProjected>> = {
  product: { id: 'product', key: (r) => r.product },
  reviewer: { id: 'reviewer', key: (r) => r.reviewer },
  date: { id: 'date', key: (r) => r.date },
  status: { index: 'status' },
}

interface ReferralProjected {
  user: string | null
  earning: number
  value: number
}
const projectReferral = (r: Referral): ReferralProjected => ({
  user: fold(r.user),
  earning: parseMoney(r.earning),
  value: parseMoney(r.value),
})
const REFERRAL_SORT: Record<(typeof REFERRAL_SORT_KEYS)[number], Order<ReferralProjected>> = {
  users: { id: 'user', key: (r) => r.user },
  'referred-id': { index: 'referredId' },
  earning: { id: 'earning', key: (r) => r.earning },
  value: { id: 'value', key: (r) => r.value },
  status: { index: 'status' },
}

export const ecommerceHandlers = [
  ...productHandlers,
  ...orderHandlers,
  ...customerHandlers,
  ...customerProfileHandlers,
  ...reviewHandlers,
  ...categoryHandlers,
  ...settingsHandlers,
  ...referralHandlers,
  // Newest first ("results reversed first"), then filters, then the optional sort.
  http.get(`${BASE}/products`, async ({ request }) => {
    const query = parseListQuery(request.url, PRODUCT_SORT_KEYS)
    const stock = param(query.params, 'stock')
    const { rows, total } = await pageForQuery(query, {
      table: db.ecommerceProducts,
      where: [
        ['category', param(query.params, 'category')],
        ['status', param(query.params, 'status')],
      ],
      project: projectProduct,
      test: stock ? (p) => String(p.stock) === stock : undefined,
      sorts: PRODUCT_SORT,
      fallback: { index: null, desc: true },
    })
    return json({ products: rows, total } satisfies ProductListResponse)
  }),

  // Add-product page: 201 with the stored product; a taken SKU or an unknown category is a field error.
  http.post(`${BASE}/products`, async ({ request }) => {
    const body = await readBody(request, productInput)
    const { price, image, ...fields } = body
    const saved = await db.transaction('rw', db.ecommerceProducts, db.ecommerceCategories, async () => {
      if (await db.ecommerceProducts.where('sku').equals(fields.sku).count()) fieldErrors({ sku: ['validation.skuTaken'] })
      const category = await categoryOf(fields.category)
      const row: Product = {
        ...fields,
        id: await nextId(db.ecommerceProducts),
        price: formatPrice(price),
        image: image ?? category.image,
      }
      await db.ecommerceProducts.add(row)
      return row
    })
    return created(saved satisfies Product)
  }),

  // DECISIONS section 5 (fix): removes exactly the one product. 404 with an empty body if unknown.
  http.delete(`${BASE}/products/:id`, async ({ params }) => {
    const id = pathId(params.id, EMPTY_404)
    await db.transaction('rw', db.ecommerceProducts, async () => {
      await recordOr404(db.ecommerceProducts, id, EMPTY_404)
      await db.ecommerceProducts.delete(id)
    })
    return noContent()
  }),

  http.get(`${BASE}/orders`, async ({ request }) => {
    const query = parseListQuery(request.url, ORDER_SORT_KEYS)
    const { rows, total } = await pageForQuery(query, { table: db.ecommerceOrders, project: projectOrder, sorts: ORDER_SORT })
    return json({ orders: rows, total } satisfies OrderListResponse)
  }),

  // Front-page checkout (DECISIONS section 9): 201 with the new order (id and order number: highest
  // + 1; amount computed here); a known customer's order count and total grow in the same transaction.
  http.post(`${BASE}/orders`, async ({ request }) => {
    const body = await readBody(request, orderInput)
    const saved = await db.transaction('rw', db.ecommerceOrders, db.ecommerceCustomers, async () => {
      const last = await db.ecommerceOrders.orderBy('order').last()
      const spent = orderTotals(body).total
      const now = new Date()
      const row: EcommerceOrder = {
        id: await nextId(db.ecommerceOrders),
        order: (last?.order ?? 0) + 1,
        customer: body.customer,
        email: body.email,
        avatar: '/images/avatars/1.svg',
        payment: body.payment === 'cashOnDelivery' ? 2 : 1,
        status: 'Ready to Pickup',
        spent,
        method: body.payment === 'card' ? 'mastercard' : body.payment,
        date: `${now.getMonth() + 1}/${now.getDate()}/${now.getFullYear()}`,
        time: now.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
        methodNumber: Number(body.cardLast4 ?? 0),
        lines: body.lines,
        address: body.address,
      }
      await db.ecommerceOrders.add(row)
      const known = await whereIgnoreCase(db.ecommerceCustomers, 'email', body.email).first()
      if (known)
        await db.ecommerceCustomers.update(known.id, {
          order: known.order + 1,
          totalSpent: Math.round((known.totalSpent + spent) * 100) / 100,
        })
      return row
    })
    return created(saved satisfies EcommerceOrder)
  }),

  // SPEC section 7: 204 always (an unknown id deletes nothing).
  http.delete(`${BASE}/orders/:id`, async ({ params }) => {
    const id = parseId(params.id)
    if (id !== undefined) await db.ecommerceOrders.delete(id)
    return noContent()
  }),

  http.get(`${BASE}/customers`, async ({ request }) => {
    const query = parseListQuery(request.url, CUSTOMER_SORT_KEYS)
    const { rows, total } = await pageForQuery(query, { table: db.ecommerceCustomers, project: projectCustomer, sorts: CUSTOMER_SORT })
    return json({ customers: rows, total } satisfies CustomerListResponse)
  }),

  // The customer with status 'Active' and their contact (the fixed one until edited); 404 with an empty body if unknown.
  http.get(`${BASE}/customers/:id`, async ({ params }) => {
    const row = await pathRecord(db.ecommerceCustomers, params.id, EMPTY_404)
    return json({ ...row, status: 'Active', contact: (await readProfile(row)).contact } satisfies CustomerDetails)
  }),

  // status 'All' (or none) is every status.
  http.get(`${BASE}/reviews`, async ({ request }) => {
    const query = parseListQuery(request.url, REVIEW_SORT_KEYS)
    const status = param(query.params, 'status')
    const { rows, total } = await pageForQuery(query, {
      table: db.ecommerceReviews,
      where: [['status', status === 'All' ? undefined : status]],
      project: projectReview,
      sorts: REVIEW_SORT,
    })
    return json({ reviews: rows, total } satisfies ReviewListResponse)
  }),

  http.delete(`${BASE}/reviews/:id`, async ({ params }) => {
    const id = pathId(params.id, EMPTY_404)
    await db.transaction('rw', db.ecommerceReviews, async () => {
      await recordOr404(db.ecommerceReviews, id, EMPTY_404)
      await db.ecommerceReviews.delete(id)
    })
    return noContent()
  }),

  http.get(`${BASE}/referrals`, async ({ request }) => {
    const query = parseListQuery(request.url, REFERRAL_SORT_KEYS)
    const { rows, total } = await listPage({
      table: db.ecommerceReferrals,
      projection: { id: 'list', project: projectReferral },
      order: orderFor(query, REFERRAL_SORT),
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    })
    return json({ referrals: rows, total } satisfies ReferralListResponse)
  }),
]

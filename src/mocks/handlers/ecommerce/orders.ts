import { http } from '../../lib/http'
import { db } from '../../db'
import { pathId, pathRecord, recordOr404 } from '../../lib/ids'
import { json } from '../../lib/respond'
import { readBody } from '../../lib/body'
import { CUSTOMER_CONTACT, parseMoney, type Order, type Product } from '@/api/contracts/ecommerce'
import {
  orderStatusInput,
  orderTotals,
  SHIPPING_STEPS,
  STEPS_DONE,
  type OrderDetails,
  type OrderLine,
} from '@/api/contracts/ecommerce-orders'

const BASE = '*/api/apps/ecommerce'
const NOT_FOUND = 'Order not found'
const CITIES = [
  { line: '45 Roker Terrace', city: 'Latheronwheel', postcode: 'KW5 8NW', country: 'gb' },
  { line: '12 rue des Lilas', city: 'Lyon', postcode: '69003', country: 'fr' },
  { line: '8 Zahran Street', city: 'Amman', postcode: '11183', country: 'jo' },
] as const

/** The lines the front checkout stored, with the catalogue's product of the same name where there is one. */
async function storedLinesOf(lines: NonNullable<Order['lines']>): Promise<OrderLine[]> {
  return Promise.all(
    lines.map(async (l) => {
      const p = await db.ecommerceProducts.where('productName').equals(l.name).first()
      return {
        productId: p?.id ?? 0,
        name: l.name,
        brand: p?.productBrand ?? '',
        image: p?.image ?? '/images/products/backpack.svg',
        price: l.price,
        qty: l.qty,
        total: Math.round(l.price * l.qty * 100) / 100,
      }
    }),
  )
}

/**
 * The order's lines: those stored by the checkout, else (seeded orders) 1 to 3 catalogue products
 * picked from its id (stable), quantities 1 to 3.
 */
async function linesOf(o: Order): Promise<OrderLine[]> {
  if (o.lines?.length) return storedLinesOf(o.lines)
  const keys = (await db.ecommerceProducts.toCollection().primaryKeys()) as number[]
  if (keys.length === 0) return []
  const count = 1 + (o.id % 3)
  const ids = [...new Set(Array.from({ length: count }, (_, i) => keys[(o.id * 7 + i * 13) % keys.length]!))]
  const products = (await db.ecommerceProducts.bulkGet(ids)).filter((p): p is Product => Boolean(p))
  return products.map((p, i) => {
    const price = parseMoney(p.price)
    const qty = 1 + ((o.id + i) % 3)
    return {
      productId: p.id,
      name: p.productName,
      brand: p.productBrand,
      image: p.image,
      price,
      qty,
      total: Math.round(price * qty * 100) / 100,
    }
  })
}

export async function orderDetailsOf(order: Order): Promise<OrderDetails> {
  const { address: stored, billingAddress: billing, contact, ...o } = order
  const lines = await linesOf(order)
  const customer = await db.ecommerceCustomers.where('email').equals(o.email).first()
  const lower = (a: NonNullable<Order['address']>) => ({ ...a, country: a.country.toLowerCase() })
  const address = stored ? lower(stored) : CITIES[o.id % CITIES.length]!
  const done = STEPS_DONE[o.status]
  return {
    ...o,
    lines,
    ...orderTotals(lines),
    customerId: customer?.customerId ?? null,
    customerOrders: await db.ecommerceOrders.where('email').equals(o.email).count(),
    contact: contact ?? CUSTOMER_CONTACT,
    shippingAddress: address,
    billingAddress: billing ? lower(billing) : address,
    activity: SHIPPING_STEPS.map((step, i) => ({ step, done: i < done })),
  }
}

/** Order details and status change (DECISIONS section 9); 404 `{ message }` for an unknown order. */
export const orderHandlers = [
  http.get(`${BASE}/orders/:id`, async ({ params }) =>
    json(await orderDetailsOf(await pathRecord(db.ecommerceOrders, params.id, NOT_FOUND))),
  ),

  http.put(`${BASE}/orders/:id`, async ({ request, params }) => {
    const id = pathId(params.id, NOT_FOUND)
    const { status } = await readBody(request, orderStatusInput)
    const saved = await db.transaction('rw', db.ecommerceOrders, async () => {
      const current = await recordOr404(db.ecommerceOrders, id, NOT_FOUND)
      const row: Order = { ...current, status }
      await db.ecommerceOrders.put(row)
      return row
    })
    return json(await orderDetailsOf(saved))
  }),

  // The details page's "Edit" dialogs (loaded on first use: the first visit's mock layer stays small).
  http.put(`${BASE}/orders/:id/contact`, async (info) =>
    (await import('./orders-contact')).putOrderContact(info.request, info.params.id, orderDetailsOf),
  ),
]

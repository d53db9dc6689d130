import { z } from 'zod'
import { ORDER_STATUSES, order } from './ecommerce'

/** The shipping activity's six steps, in order (order details timeline). */
export const SHIPPING_STEPS = ['placed', 'pickedUp', 'dispatched', 'package', 'outForDelivery', 'delivered'] as const

/** How far an order's status has gone through the steps (count of steps done). */
export const STEPS_DONE: Record<(typeof ORDER_STATUSES)[number], number> = {
  Dispatched: 3,
  'Ready to Pickup': 2,
  'Out for Delivery': 5,
  Delivered: 6,
}

export const orderLine = z.object({
  productId: z.number().int(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  price: z.number(),
  qty: z.number().int().min(1),
  total: z.number(),
})
export type OrderLine = z.infer<typeof orderLine>

export const address = z.object({ line: z.string(), city: z.string(), postcode: z.string(), country: z.string() })

/**
 * GET /api/apps/ecommerce/orders/{id}: the order with its lines, totals (computed by the
 * handler: subtotal, shipping, tax at 10 %, total), customer, addresses and shipping activity.
 */
export const orderDetails = order.extend({
  lines: z.array(orderLine),
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  customerId: z.number().int().nullable(),
  customerOrders: z.number().int(),
  contact: z.string(),
  shippingAddress: address,
  billingAddress: address,
  activity: z.array(z.object({ step: z.enum(SHIPPING_STEPS), done: z.boolean() })),
})
export type OrderDetails = z.infer<typeof orderDetails>

/** PUT /api/apps/ecommerce/orders/{id}: the status change of the details page. */
export const orderStatusInput = z.object({ status: z.enum(ORDER_STATUSES, { error: 'validation.invalidChoice' }) })
export type OrderStatusInput = z.infer<typeof orderStatusInput>

export const TAX_RATE = 0.1
export const SHIPPING_FEE = 5
/** Totals of order lines: the one computation (handler), rounded to the cent. */
export function orderTotals(lines: readonly Pick<OrderLine, 'total'>[]) {
  const cents = (n: number) => Math.round(n * 100) / 100
  const subtotal = cents(lines.reduce((s, l) => s + l.total, 0))
  const shipping = subtotal > 0 ? SHIPPING_FEE : 0
  const tax = cents(subtotal * TAX_RATE)
  return { subtotal, shipping, tax, total: cents(subtotal + shipping + tax) }
}

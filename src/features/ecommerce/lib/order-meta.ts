import type { Order } from '@/api/contracts/ecommerce'
import { parseMdy } from '@/api/contracts/ecommerce'
import type { Tone } from '@/ui/tone'

export const ORDER_STATUS_TONE: Record<Order['status'], Tone> = {
  Delivered: 'success',
  'Ready to Pickup': 'info',
  'Out for Delivery': 'primary',
  Dispatched: 'warning',
}

/** Payment codes 1-4 (SPEC section 3): paid, pending, failed, cancelled. */
export const PAYMENT = {
  1: { key: 'paid', tone: 'success' },
  2: { key: 'pending', tone: 'warning' },
  3: { key: 'failed', tone: 'error' },
  4: { key: 'cancelled', tone: 'secondary' },
} as const satisfies Record<number, { key: string; tone: Tone }>
export const paymentOf = (code: number) => PAYMENT[code as keyof typeof PAYMENT] ?? PAYMENT[4]

/** The order's month/day/year date as a Date (UTC), for Intl formatting. */
export const orderDate = (o: Pick<Order, 'date'>) => new Date(parseMdy(o.date))

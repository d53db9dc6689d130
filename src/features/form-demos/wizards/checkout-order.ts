import { useMutation } from '@tanstack/react-query'
import { api } from '@/api/client'

/**
 * The body of POST /api/apps/ecommerce/orders, as helper "front" defines it (branch `front`,
 * `orderInput` in src/api/contracts/ecommerce.ts). Integrator: once merged, replace this type by
 * `OrderInput` and use front's `usePlaceOrder` (features/front-pages/api/place-order.ts).
 */
export interface CheckoutOrderBody {
  customer: string
  email: string
  lines: { name: string; price: number; qty: number }[]
  address: { line: string; city: string; postcode: string; country: string }
  delivery: 'standard' | 'express' | 'overnight'
  giftWrap: boolean
  coupon?: string
  payment: 'card' | 'cashOnDelivery' | 'giftCard'
  cardLast4?: string
}

/** The stored order the endpoint answers with (only what the wizard shows). */
export interface PlacedOrder {
  id: number
  order: number
  spent: number
}

export function usePlaceCheckoutOrder() {
  return useMutation({ mutationFn: (body: CheckoutOrderBody) => api.post<PlacedOrder>('/apps/ecommerce/orders', body) })
}

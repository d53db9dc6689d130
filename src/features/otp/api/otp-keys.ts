import type { OrderFilters } from '@/api/contracts/otp'
import type { ListQuery } from '@/api/contracts/common'

export type OrderListParams = ListQuery & OrderFilters
export type CatalogParams = ListQuery & { service?: string; country?: string; inStock?: boolean }

/**
 * Query keys of the OTP area. Every mutation (order, cancel, finish, top-up) invalidates `all`,
 * so the balance in the top bar, the stock and every list refresh together.
 */
export const otpKeys = {
  all: ['otp'] as const,
  balance: ['otp', 'balance'] as const,
  catalog: (params: CatalogParams) => ['otp', 'catalog', params] as const,
  orders: (params: OrderListParams) => ['otp', 'orders', params] as const,
  order: (id: number) => ['otp', 'order', id] as const,
  adminOrders: (params: OrderListParams) => ['otp', 'admin-orders', params] as const,
}

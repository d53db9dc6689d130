import { otpAdminOrders, otpCatalog, otpOrders, type CatalogParams, type OrderListParams } from '@/api/resources/otp'

export type { CatalogParams, OrderListParams } from '@/api/resources/otp'

/**
 * Query keys of the OTP area (the lists' from their resources). Every mutation (order, cancel,
 * finish, top-up) invalidates `all`, so the balance in the top bar, the stock and every list refresh together.
 */
export const otpKeys = {
  all: ['otp'] as const,
  balance: ['otp', 'balance'] as const,
  catalog: (params: CatalogParams) => otpCatalog.keys.list(params),
  orders: (params: OrderListParams) => otpOrders.keys.list(params),
  order: (id: number) => ['otp', 'order', id] as const,
  adminOrders: (params: OrderListParams) => otpAdminOrders.keys.list(params),
}

import { api } from '@/api/client'
import { adminOrderListResponse, catalogResponse, orderListResponse, type OrderFilters } from '@/api/contracts/otp'
import { defineResource } from './define-resource'
import type { ListParams } from './list-params'

export type OrderListParams = ListParams<Exclude<keyof OrderFilters, 'q'>>
export type CatalogParams = ListParams<'service' | 'country' | 'inStock'>

/**
 * The OTP area's lists, each under `otp` (every order, cancel, finish or top-up invalidates
 * `otp`: the balance in the top bar, the stock and every list refresh together).
 */
export const otpCatalog = defineResource({
  key: ['otp', 'catalog'],
  list: (params: CatalogParams, signal?: AbortSignal) =>
    api.get('/otp/catalog', { params, schema: catalogResponse, signal }).then((r) => ({ rows: r.catalog, total: r.total })),
})

/** The signed-in user's orders, with their totals. */
export const otpOrders = defineResource({
  key: ['otp', 'orders'],
  list: (params: OrderListParams, signal?: AbortSignal) =>
    api
      .get('/otp/orders', { params, schema: orderListResponse, signal })
      .then((r) => ({ rows: r.orders, total: r.total, totals: r.totals })),
})

/** Everyone's orders with their user and totals (admin). */
export const otpAdminOrders = defineResource({
  key: ['otp', 'admin-orders'],
  list: (params: OrderListParams, signal?: AbortSignal) =>
    api
      .get('/otp/orders/all', { params, schema: adminOrderListResponse, signal })
      .then((r) => ({ rows: r.orders, total: r.total, totals: r.totals, people: r.people })),
})

import { api } from '@/api/client'
import { order, orderListResponse, type OrderInput } from '@/api/contracts/ecommerce'
import { defineResource, mutation } from './define-resource'
import type { ListParams } from './list-params'

export type EcommerceOrderListParams = ListParams

/**
 * E-commerce orders: GET /api/apps/ecommerce/orders (`{orders, total}` -> `{rows, total}`) and
 * POST (the front-page checkout places one; a known customer's totals change with it).
 */
export const ecommerceOrders = defineResource({
  key: ['ecommerce', 'orders'],
  related: [['ecommerce', 'customers']],
  list: (params: EcommerceOrderListParams, signal?: AbortSignal) =>
    api
      .get('/apps/ecommerce/orders', { params: { ...params }, schema: orderListResponse, signal })
      .then((r) => ({ rows: r.orders, total: r.total })),
  mutations: {
    create: mutation((body: OrderInput) => api.post('/apps/ecommerce/orders', body, { schema: order })),
  },
})

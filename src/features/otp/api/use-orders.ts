import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/api/client'
import { adminOrderListResponse, type AdminOrderListResponse, orderListResponse, otpOrder, type AdminOrder, type OrderTotals, type OtpOrder } from '@/api/contracts/otp'
import type { Page } from '@/api/contracts/common'
import { otpKeys, type OrderListParams } from './otp-keys'

export type OrderPage<T> = Page<T> & { totals: OrderTotals }

export const ordersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: otpKeys.orders(params),
    queryFn: ({ signal }): Promise<OrderPage<OtpOrder>> =>
      api.get('/otp/orders', { params, schema: orderListResponse, signal }).then((r) => ({ rows: r.orders, total: r.total, totals: r.totals })),
    placeholderData: keepPreviousData,
  })

export const adminOrdersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: otpKeys.adminOrders(params),
    queryFn: ({ signal }): Promise<OrderPage<AdminOrder> & { people: AdminOrderListResponse['people'] }> =>
      api.get('/otp/orders/all', { params, schema: adminOrderListResponse, signal }).then((r) => ({ rows: r.orders, total: r.total, totals: r.totals, people: r.people })),
    placeholderData: keepPreviousData,
  })

/** The signed-in user's orders (GET /api/otp/orders). */
export const useOrders = (params: OrderListParams, enabled = true) => useQuery({ ...ordersQuery(params), enabled })

/** Everyone's orders with their user and totals (GET /api/otp/orders/all, admin only). */
export const useAdminOrders = (params: OrderListParams, enabled = true) => useQuery({ ...adminOrdersQuery(params), enabled })

/** Polling interval while a code is awaited. */
export const ORDER_POLL_MS = 2_000

/** One order, polled every 2 s while it is waiting for its code. */
export function useOrder(id: number) {
  return useQuery({
    queryKey: otpKeys.order(id),
    queryFn: ({ signal }) => api.get(`/otp/orders/${id}`, { schema: otpOrder, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? ORDER_POLL_MS : false),
    refetchIntervalInBackground: false,
    staleTime: 0,
  })
}

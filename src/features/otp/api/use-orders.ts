import { useQuery } from '@tanstack/react-query'
import { api } from '@/api/client'
import { otpOrder } from '@/api/contracts/otp'
import { otpAdminOrders, otpOrders } from '@/api/resources/otp'
import { otpKeys, type OrderListParams } from './otp-keys'

export const ordersQuery = otpOrders.listQuery
export const adminOrdersQuery = otpAdminOrders.listQuery

/** The order form's "recent orders" card: the user's six latest. */
export const RECENT_ORDERS: OrderListParams = { itemsPerPage: 6 }

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

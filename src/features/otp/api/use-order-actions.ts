import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { otpOrder, type NewOrderRequest, type OtpOrder } from '@/api/contracts/otp'
import { otpKeys } from './otp-keys'

function useOrderMutation<V>(run: (vars: V) => Promise<OtpOrder>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (order) => {
      client.setQueryData(otpKeys.order(order.id), order)
      // Balance (top bar), stock and every list change with an order.
      void client.invalidateQueries({ queryKey: otpKeys.all, predicate: (q) => q.queryKey[1] !== 'order' || q.queryKey[2] !== order.id })
    },
  })
}

/** POST /api/otp/orders: debits the balance and takes a number (402 / 409 otherwise, nothing changed). */
export const useCreateOrder = () => useOrderMutation((body: NewOrderRequest) => api.post('/otp/orders', body, { schema: otpOrder }))

/** POST /api/otp/orders/{id}/cancel: only while waiting; refunds. */
export const useCancelOrder = () => useOrderMutation((id: number) => api.post(`/otp/orders/${id}/cancel`, undefined, { schema: otpOrder }))

/** POST /api/otp/orders/{id}/finish: only once the code has arrived. */
export const useFinishOrder = () => useOrderMutation((id: number) => api.post(`/otp/orders/${id}/finish`, undefined, { schema: otpOrder }))

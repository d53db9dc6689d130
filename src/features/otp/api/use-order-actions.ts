import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@/api/client'
import { otpOrder, type NewOrderRequest, type OtpOrder } from '@/api/contracts/otp'
import type { MutationFeedback } from '@/api/resources'
import { formatMoney } from '@/lib/format'
import { otpErrorMessage } from '../lib/otp-format'
import { otpKeys } from './otp-keys'

function useOrderMutation<V>(run: (vars: V) => Promise<OtpOrder>, feedback?: MutationFeedback) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    meta: { feedback },
    onSuccess: (order) => {
      client.setQueryData(otpKeys.order(order.id), order)
      // Balance (top bar), stock and every list change with an order.
      void client.invalidateQueries({ queryKey: otpKeys.all, predicate: (q) => q.queryKey[1] !== 'order' || q.queryKey[2] !== order.id })
    },
  })
}

/** The OTP area's toasts of an order action: `done` on success, the API's refusal in words on failure. */
function useOrderFeedback(done: (order: OtpOrder) => string): MutationFeedback {
  const { t } = useTranslation(['otp', 'common'])
  return { success: (order) => done(order as OtpOrder), failed: (error) => otpErrorMessage(error, t) }
}

/** POST /api/otp/orders: debits the balance and takes a number (402 / 409 otherwise, nothing changed; the form shows why). */
export const useCreateOrder = () => useOrderMutation((body: NewOrderRequest) => api.post('/otp/orders', body, { schema: otpOrder }))

/** POST /api/otp/orders/{id}/cancel: only while waiting; refunds. */
export function useCancelOrder() {
  const { t } = useTranslation(['otp', 'common'])
  const feedback = useOrderFeedback((o) => t('order.cancelledToast', { price: formatMoney(o.price) }))
  return useOrderMutation((id: number) => api.post(`/otp/orders/${id}/cancel`, undefined, { schema: otpOrder }), feedback)
}

/** POST /api/otp/orders/{id}/finish: only once the code has arrived. */
export function useFinishOrder() {
  const { t } = useTranslation(['otp', 'common'])
  const feedback = useOrderFeedback(() => t('order.finishedToast'))
  return useOrderMutation((id: number) => api.post(`/otp/orders/${id}/finish`, undefined, { schema: otpOrder }), feedback)
}

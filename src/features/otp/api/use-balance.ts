import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { balanceResponse } from '@/api/contracts/otp'
import { otpKeys } from './otp-keys'

/** GET /api/otp/balance: the signed-in user's EUR balance (shared by the top bar and the order form). */
export const balanceQuery = queryOptions({
  queryKey: otpKeys.balance,
  queryFn: () => api.get('/otp/balance', { schema: balanceResponse }).then((r) => r.balance),
  staleTime: 10_000,
})

export function useBalance(enabled = true) {
  return useQuery({ ...balanceQuery, enabled })
}

/** POST /api/otp/balance/top-up: answers the new balance, which is written straight into the cache. */
export function useTopUp() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (amount: number) => api.post('/otp/balance/top-up', { amount }, { schema: balanceResponse }),
    onSuccess: ({ balance }) => {
      client.setQueryData(otpKeys.balance, balance)
      void client.invalidateQueries({ queryKey: otpKeys.all })
    },
  })
}

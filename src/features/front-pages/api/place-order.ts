import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { order, type OrderInput } from '@/api/contracts/ecommerce'

/** POST /api/apps/ecommerce/orders: the checkout places a real order (it shows in the back office). */
export function usePlaceOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: OrderInput) => api.post('/apps/ecommerce/orders', body, { schema: order }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['ecommerce'] }),
  })
}

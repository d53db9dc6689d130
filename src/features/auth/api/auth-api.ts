import { useMutation } from '@tanstack/react-query'
import { api } from '@/api/client'
import type { LoginRequest, RegisterRequest } from '@/api/contracts/auth'
import { session } from '@/lib/session'

/** The response schema, loaded when a form is sent (zod stays out of the sign-in screen's first download). */
const loginResponse = () => import('@/api/contracts/auth').then((m) => m.loginResponse)

export function useLogin() {
  return useMutation({
    mutationFn: async ({ remember, ...body }: LoginRequest & { remember: boolean }) => ({
      data: await api.post('/auth/login', body, { schema: await loginResponse() }),
      remember,
    }),
    onSuccess: ({ data, remember }) => session.start(data, remember),
  })
}

export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterRequest) => api.post('/auth/register', body, { schema: await loginResponse() }),
    onSuccess: (data) => session.start(data),
  })
}

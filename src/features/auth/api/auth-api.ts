import { useMutation } from '@tanstack/react-query'
import { api } from '@/api/client'
import { loginResponse, type LoginRequest, type RegisterRequest } from '@/api/contracts/auth'
import { session } from '@/lib/session'

export function useLogin() {
  return useMutation({
    mutationFn: ({ remember, ...body }: LoginRequest & { remember: boolean }) =>
      api.post('/auth/login', body, { schema: loginResponse }).then((data) => ({ data, remember })),
    onSuccess: ({ data, remember }) => session.start(data, remember),
  })
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => api.post('/auth/register', body, { schema: loginResponse }),
    onSuccess: (data) => session.start(data),
  })
}

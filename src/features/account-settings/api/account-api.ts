import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { notificationSettings, userData, type AccountUpdate, type NotificationSettings, type PasswordChange } from '@/api/contracts/auth'
import { z } from 'zod'
import { session } from '@/lib/session'

const NOTIF_KEY = ['account', 'notification-settings']

export function useUpdateAccount() {
  return useMutation({
    mutationFn: (body: AccountUpdate) => api.put('/auth/me', body, { schema: z.object({ userData }) }),
    onSuccess: (data) => session.updateUser(data.userData),
  })
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: PasswordChange) => api.post<void>('/auth/password', body) })
}

export function useNotificationSettings() {
  return useQuery({ queryKey: NOTIF_KEY, queryFn: () => api.get('/auth/notification-settings', { schema: notificationSettings }) })
}

export function useSaveNotificationSettings() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: NotificationSettings) => api.put('/auth/notification-settings', body, { schema: notificationSettings }),
    onSuccess: (data) => qc.setQueryData(NOTIF_KEY, data),
  })
}

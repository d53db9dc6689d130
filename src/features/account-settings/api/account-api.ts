import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { notificationSettings, userData, type AccountUpdate, type NotificationSettings, type PasswordChange } from '@/api/contracts/auth'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { MutationFeedback } from '@/api/resources'
import { session } from '@/lib/session'
import type { I18nKey } from '@/i18n/i18n-keys'

const NOTIF_KEY = ['account', 'notification-settings']

/** The settings' toasts (shown by the one MutationCache feedback): `done` on success, the generic error otherwise. */
function useSettingsFeedback(done: I18nKey<'account'>, form = false): MutationFeedback {
  const { t } = useTranslation(['account', 'common'])
  return { form, success: () => t(done), failed: () => t('common:states.error') }
}

export function useUpdateAccount() {
  return useMutation({
    mutationFn: (body: AccountUpdate) => api.put('/auth/me', body, { schema: z.object({ userData }) }),
    meta: { feedback: useSettingsFeedback('account.saved', true) },
    onSuccess: (data) => session.updateUser(data.userData),
  })
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => api.post<void>('/auth/password', body),
    meta: { feedback: useSettingsFeedback('security.changed', true) },
  })
}

export function useNotificationSettings() {
  return useQuery({ queryKey: NOTIF_KEY, queryFn: () => api.get('/auth/notification-settings', { schema: notificationSettings }) })
}

export function useSaveNotificationSettings() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: NotificationSettings) => api.put('/auth/notification-settings', body, { schema: notificationSettings }),
    meta: { feedback: useSettingsFeedback('notification.saved') },
    onSuccess: (data) => qc.setQueryData(NOTIF_KEY, data),
  })
}

import { useTranslation } from 'react-i18next'
import { ApiError } from '@/api/client'
import type { User, UserInput } from '@/api/contracts/users'
import { useToast } from '@/ui/toast'
import { toInput, useUserMutations } from './user-mutations'

/**
 * Changes a few fields of a user: PUT takes the whole user, so the rest is sent as stored.
 * `save` also toasts: `done(saved)` gives the success text; a failure shows the server's message.
 * It answers whether the change was saved.
 */
export function usePatchUser(user: User) {
  const { t } = useTranslation('users')
  const toast = useToast()
  const { update } = useUserMutations()
  const patch = (changes: Partial<UserInput>) => update.mutateAsync({ id: user.id, body: { ...toInput(user), ...changes } })
  const save = async (changes: Partial<UserInput>, done: (saved: User) => string) => {
    try {
      const saved = await patch(changes)
      toast(done(saved), 'success')
      return true
    } catch (error) {
      toast(error instanceof ApiError ? error.message : t('toasts.failed'), 'error')
      return false
    }
  }
  return { patch, save, pending: update.isPending }
}

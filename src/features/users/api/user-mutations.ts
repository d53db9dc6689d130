import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { User, UserInput } from '@/api/contracts/users'
import { users } from '@/api/resources/users'
import { formatNumber } from '@/lib/format'

/**
 * Users' creations, edits and deletions, with their toasts (shown by the one MutationCache
 * feedback); each refreshes the lists, counts and role cards. `deletedName` names the user a
 * delete is for (the call only carries the id).
 */
export function useUserMutations(deletedName?: () => string | undefined) {
  const { t } = useTranslation('users')
  const failed = t('toasts.failed')
  const create = users.useMutation('create', { form: true, failed, success: (saved) => t('toasts.created', { name: saved.fullName }) })
  const update = users.useMutation('update', { form: true, failed, success: (saved) => t('toasts.updated', { name: saved.fullName }) })
  const remove = users.useMutation('remove', { failed, success: () => t('toasts.deleted', { name: deletedName?.() ?? '' }) })
  const removeMany = users.useMutation('removeMany', {
    failed,
    success: (done, ids) => ({
      message: t('toasts.bulkDeleted', { count: formatNumber(done) }),
      tone: done === ids.length ? 'success' : 'warning',
    }),
  })
  return { create, update, remove, removeMany }
}

/**
 * Changes a few fields of a user: PUT takes the whole user, so the rest is sent as stored.
 * `save(changes, done)` toasts `done(saved)` on success (the server's message, else the generic
 * one, on failure) and answers whether the change was saved.
 */
export function usePatchUser(user: User) {
  const { t } = useTranslation('users')
  const done = useRef<((saved: User) => string) | undefined>(undefined)
  const update = users.useMutation('update', { failed: t('toasts.failed'), success: (saved) => done.current?.(saved) })
  const save = (changes: Partial<UserInput>, text: (saved: User) => string) => {
    done.current = text
    return update.mutateAsync({ id: user.id, body: { ...toInput(user), ...changes } }).then(
      () => true,
      () => false,
    )
  }
  return { save, pending: update.isPending }
}

/** The editable body of a stored user (PUT takes the whole user, validated like a creation). */
export function toInput(u: User): UserInput {
  const { id: _id, ...rest } = u
  return rest
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/api/client'
import { userInput, type User, type UserInput } from '@/api/contracts/users'
import { applyServerErrors } from '@/lib/form-errors'
import { Dialog } from '@/ui/dialog'
import { useToast } from '@/ui/toast'
import { FormFooter } from '@/ui/form-footer'
import { useRoles } from '../api/get-role-options'
import { toInput, useUserMutations } from '../api/user-mutations'
import { UserFormFields, type UserParsed } from './user-form-fields'

/** Edit every field of a user (PUT /api/apps/users/{id}), from the list's row action or the user's page. */
export function UserEditDialog({ user: target, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('users')
  // The last user shown stays on screen while the dialog fades out.
  const [user, setUser] = useState(target)
  if (target && target !== user) setUser(target)
  const toast = useToast()
  const formId = useId()
  const roles = useRoles()
  const { update } = useUserMutations()
  const form = useForm<UserInput, unknown, UserParsed>({
    resolver: zodResolver(userInput) as unknown as Resolver<UserInput, unknown, UserParsed>,
    defaultValues: user ? toInput(user) : undefined,
  })
  const { handleSubmit, reset, setError, formState } = form

  useEffect(() => {
    if (user) reset(toInput(user))
  }, [user, reset])

  const onSubmit = handleSubmit(async (values) => {
    if (!user) return
    try {
      const saved = await update.mutateAsync({ id: user.id, body: values })
      toast(t('toasts.updated', { name: saved.fullName }), 'success')
      onClose()
    } catch (error) {
      if (!applyServerErrors(error, setError)) toast(error instanceof ApiError ? error.message : t('toasts.failed'), 'error')
    }
  })

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="lg"
      title={t('edit.title')}
      description={t('edit.subtitle', { name: user?.fullName ?? '' })}
      footer={<FormFooter form={formId} submitLabel={t('edit.submit')} busy={formState.isSubmitting} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={onSubmit} aria-label={t('edit.title')}>
        <UserFormFields form={form} roles={roles.data} full />
      </form>
    </Dialog>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/api/client'
import { userInput, type UserInput } from '@/api/contracts/users'
import { applyServerErrors } from '@/lib/form-errors'
import { Drawer } from '@/ui/drawer'
import { useToast } from '@/ui/toast'
import { FormFooter } from '@/ui/form-footer'
import { useRoles } from '../api/get-role-options'
import { useUserMutations } from '../api/user-mutations'
import { blankUser, UserFormFields, type UserParsed } from './user-form-fields'

/**
 * "Add user" side drawer: react-hook-form validated by the contract's `userInput` (required
 * fields, email and contact formats); a taken email or username comes back from POST as a 400
 * and shows under its field. The new user starts pending, on automatic debit.
 */
export function UserAddDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('users')
  const toast = useToast()
  const formId = useId()
  const roles = useRoles()
  const { create } = useUserMutations()
  const form = useForm<UserInput, unknown, UserParsed>({
    resolver: zodResolver(userInput) as unknown as Resolver<UserInput, unknown, UserParsed>,
    defaultValues: blankUser(),
  })
  const { handleSubmit, reset, setError, formState } = form

  useEffect(() => {
    if (open) reset(blankUser())
  }, [open, reset])

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await create.mutateAsync(values)
      toast(t('toasts.created', { name: saved.fullName }), 'success')
      onClose()
    } catch (error) {
      if (!applyServerErrors(error, setError)) toast(error instanceof ApiError ? error.message : t('toasts.failed'), 'error')
    }
  })

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width="w-[min(440px,100vw)]"
      title={t('add.title')}
      subtitle={t('add.subtitle')}
      footer={<FormFooter layout="drawer" form={formId} submitLabel={t('add.submit')} busy={formState.isSubmitting} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={onSubmit} aria-label={t('add.title')}>
        <UserFormFields form={form} roles={roles.data} />
      </form>
    </Drawer>
  )
}

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userInput, type User } from '@/api/contracts/users'
import { useFormDialog } from '@/lib/use-form-dialog'
import { FormDialog } from '@/ui/form-dialog'
import { useRoles } from '../api/get-role-options'
import { toInput, useUserMutations } from '../api/user-mutations'
import { blankUser, UserFormFields } from './user-form-fields'

/** Edit every field of a user (PUT /api/apps/users/{id}), from the list's row action or the user's page. */
export function UserEditDialog({ user: target, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('users')
  // The last user shown stays on screen while the dialog fades out.
  const [user, setUser] = useState(target)
  if (target && target !== user) setUser(target)
  const roles = useRoles()
  const { update } = useUserMutations()
  const dialog = useFormDialog({
    schema: userInput,
    open: user !== null,
    values: () => (user ? toInput(user) : blankUser()),
    deps: [user],
    submit: (body) => (user ? update.mutateAsync({ id: user.id, body }) : Promise.resolve()),
    onDone: onClose,
  })

  return (
    <FormDialog
      dialog={dialog}
      open={target !== null}
      onClose={onClose}
      size="lg"
      title={t('edit.title')}
      description={t('edit.subtitle', { name: user?.fullName ?? '' })}
      submitLabel={t('edit.submit')}
    >
      <UserFormFields form={dialog.form} roles={roles.data} full />
    </FormDialog>
  )
}

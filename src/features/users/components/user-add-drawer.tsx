import { useTranslation } from 'react-i18next'
import { userInput } from '@/api/contracts/users'
import { useFormDialog } from '@/lib/use-form-dialog'
import { FormDrawer } from '@/ui/form-dialog'
import { useRoles } from '../api/get-role-options'
import { useUserMutations } from '../api/user-mutations'
import { blankUser, UserFormFields } from './user-form-fields'

/**
 * "Add user" side drawer: react-hook-form validated by the contract's `userInput` (required
 * fields, email and contact formats); a taken email or username comes back from POST as a 400
 * and shows under its field. The new user starts pending, on automatic debit.
 */
export function UserAddDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('users')
  const roles = useRoles()
  const { create } = useUserMutations()
  const dialog = useFormDialog({
    schema: userInput,
    open,
    values: blankUser,
    submit: create.mutateAsync,
    onDone: onClose,
  })

  return (
    <FormDrawer
      dialog={dialog}
      open={open}
      onClose={onClose}
      width="w-[min(440px,100vw)]"
      title={t('add.title')}
      subtitle={t('add.subtitle')}
      submitLabel={t('add.submit')}
    >
      <UserFormFields form={dialog.form} roles={roles.data} />
    </FormDrawer>
  )
}

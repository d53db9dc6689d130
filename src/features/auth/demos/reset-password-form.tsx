import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useErrorText } from '@/lib/form-errors'
import { passwordChange } from '@/api/contracts/auth'
import { Button } from '@/ui/button'
import { PasswordField } from '../components/password-field'

/** The password rules of the account settings (passwordChange), new + confirmation. */
export const resetPassword = z
  .object({ newPassword: passwordChange.shape.newPassword, confirmPassword: passwordChange.shape.confirmPassword })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordMatch' })
type ResetPassword = z.infer<typeof resetPassword>

/** New password + confirmation -> "Set new password". */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('pages')
  const errorText = useErrorText()
  const { register, handleSubmit, formState } = useForm<ResetPassword>({
    resolver: zodResolver(resetPassword),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  return (
    <form onSubmit={handleSubmit(onDone)} noValidate className="space-y-5">
      <PasswordField
        label={t('auth.reset.newPassword')}
        autoComplete="new-password"
        autoFocus
        hint={t('auth.reset.rules')}
        error={errorText(formState.errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('auth.reset.confirmPassword')}
        autoComplete="new-password"
        error={errorText(formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Button type="submit" block size="lg">
        {t('auth.reset.submit')}
      </Button>
    </form>
  )
}

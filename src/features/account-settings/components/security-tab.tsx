import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { passwordChange, type PasswordChange } from '@/api/contracts/auth'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { TextField } from '@/ui/field'
import { useChangePassword } from '../api/account-api'
import { applyServerErrors } from '@/lib/form-errors'

export function SecurityTab() {
  const { t } = useTranslation('account')
  const change = useChangePassword()
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChange),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const err = (m?: string) => (m ? t(`common:${m}`, { defaultValue: m }) : undefined)
  const onSubmit = handleSubmit(async (values) => {
    await change.mutateAsync(values).then(
      () => reset(),
      (e: unknown) => applyServerErrors(e, setError),
    )
  })
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('security.changePassword')}</CardTitle>
            <CardSubtitle>{t('security.requirements')}</CardSubtitle>
          </div>
        </CardHeader>
        <CardBody>
          <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('security.current')}
              type="password"
              autoComplete="current-password"
              error={err(formState.errors.currentPassword?.message)}
              fieldClassName="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]"
              {...register('currentPassword')}
            />
            <TextField
              label={t('security.new')}
              type="password"
              autoComplete="new-password"
              error={err(formState.errors.newPassword?.message)}
              {...register('newPassword')}
            />
            <TextField
              label={t('security.confirm')}
              type="password"
              autoComplete="new-password"
              error={err(formState.errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
            <div className="sm:col-span-2">
              <Button type="submit" loading={change.isPending}>
                {t('security.submit')}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('security.twoFactor')}</CardTitle>
            <CardSubtitle>{t('security.twoFactorHelp')}</CardSubtitle>
          </div>
        </CardHeader>
        <CardBody className="flex items-center gap-4">
          <span className="flex size-12 items-center justify-center rounded-lg bg-success/15 text-success">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <p className="text-muted">{t('security.twoFactorDemo')}</p>
        </CardBody>
      </Card>
    </div>
  )
}

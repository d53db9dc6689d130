import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { accountUpdate, type AccountUpdate } from '@/api/contracts/auth'
import { useSession } from '@/lib/use-session'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { TextField } from '@/ui/field'
import { useUpdateAccount } from '../api/account-api'
import { applyServerErrors } from '@/lib/form-errors'

export function AccountTab() {
  const { t } = useTranslation(['account', 'common'])
  const { userData } = useSession()
  const update = useUpdateAccount()
  const { register, handleSubmit, setError, reset, formState } = useForm<AccountUpdate>({
    resolver: zodResolver(accountUpdate),
    values: { fullName: userData?.fullName ?? '', username: userData?.username ?? '', email: userData?.email ?? '' },
  })
  const err = (m?: string) => (m ? t(`common:${m}`, { defaultValue: m }) : undefined)
  const onSubmit = handleSubmit(async (values) => {
    await update.mutateAsync(values).catch((e: unknown) => applyServerErrors(e, setError))
  })
  if (!userData) return null
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-5">
          <Avatar src={userData.avatar} name={userData.fullName} size={96} className="rounded-lg" />
          <div>
            <CardTitle>{userData.fullName}</CardTitle>
            <CardSubtitle>{t(`common:roles.${userData.role}`, { defaultValue: userData.role })}</CardSubtitle>
          </div>
        </div>
      </CardHeader>
      <CardBody>
        <form onSubmit={onSubmit} noValidate className="mt-2 grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('account.fullName')}
            autoComplete="name"
            error={err(formState.errors.fullName?.message)}
            {...register('fullName')}
          />
          <TextField
            label={t('account.username')}
            autoComplete="username"
            error={err(formState.errors.username?.message)}
            {...register('username')}
          />
          <TextField
            label={t('account.email')}
            type="email"
            autoComplete="email"
            error={err(formState.errors.email?.message)}
            fieldClassName="sm:col-span-2"
            {...register('email')}
          />
          <div className="flex gap-3 sm:col-span-2">
            <Button type="submit" loading={update.isPending} disabled={!formState.isDirty}>
              {t('common:actions.save')}
            </Button>
            <Button variant="outlined" color="secondary" onClick={() => reset()} disabled={!formState.isDirty}>
              {t('account.discard')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  )
}

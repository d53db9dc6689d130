import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { loginRequest } from '@/api/contracts/auth'
import { useErrorText } from '@/lib/form-errors'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/field'
import { StatusScreen } from '@/ui/status-screen'

const schema = loginRequest.pick({ email: true })

/** "We are launching soon": an e-mail to be notified (validated, confirmed on screen, stored nowhere). */
export default function ComingSoonPage() {
  const { t } = useTranslation('pages')
  const errorText = useErrorText()
  const [notified, setNotified] = useState<string>()
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: '' } })
  const m = formState.errors.email?.message
  return (
    <StatusScreen title={t('misc.comingSoon.title')} body={t('misc.comingSoon.body')} illustration="/images/auth/coming-soon.svg">
      {notified ? (
        <p role="status" className="rounded-lg bg-success/10 px-4 py-3 text-success">
          {t('misc.comingSoon.done', { email: notified })}
        </p>
      ) : (
        <form
          onSubmit={handleSubmit((v) => setNotified(v.email))}
          noValidate
          className="flex w-full max-w-md flex-col gap-3 text-start sm:flex-row sm:items-start"
        >
          <TextField
            label={t('misc.comingSoon.email')}
            type="email"
            autoComplete="email"
            fieldClassName="flex-1"
            error={errorText(m)}
            {...register('email')}
          />
          <Button type="submit" className="h-10 sm:mt-[1.625rem]">
            {t('misc.comingSoon.notify')}
          </Button>
        </form>
      )}
    </StatusScreen>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { loginRequest } from '@/api/contracts/auth'
import { linkTo } from '@/lib/paths'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/field'
import { AuthCard } from '../components/auth-card'
import { useErrorText } from '@/lib/form-errors'

const schema = loginRequest.pick({ email: true })

/** Sends nothing (there is no mail server): confirms politely. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string>()
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: '' } })
  const errorText = useErrorText()
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {sentTo ? (
        <div role="status" className="flex gap-3 rounded-lg bg-success/10 p-4 text-success">
          <MailCheck className="size-6 shrink-0" aria-hidden />
          <p>{t('auth.forgot.sent', { email: sentTo })}</p>
        </div>
      ) : (
        <form onSubmit={handleSubmit((v) => setSentTo(v.email))} noValidate className="space-y-5">
          <TextField label={t('auth.fields.email')} type="email" autoFocus error={errorText(formState.errors.email?.message)} {...register('email')} />
          <Button type="submit" block size="lg">
            {t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center">
        <Link to={linkTo('login')} className="text-sm text-primary hover:underline">
          {t('auth.forgot.back')}
        </Link>
      </p>
    </AuthCard>
  )
}

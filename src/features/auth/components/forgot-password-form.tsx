import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { loginRequest } from '@/api/contracts/auth'
import { useErrorText } from '@/lib/form-errors'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/field'

const schema = loginRequest.pick({ email: true })

/** Email -> "Send reset link". Sends nothing (there is no mail server): confirms politely. */
export function ForgotPasswordForm({ loginTo }: { loginTo: string }) {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string>()
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: '' } })
  const errorText = useErrorText()
  return (
    <>
      {sentTo ? (
        <div role="status" className="flex gap-3 rounded-lg bg-success/10 p-4 text-success">
          <MailCheck className="size-6 shrink-0" aria-hidden />
          <p>{t('auth.forgot.sent', { email: sentTo })}</p>
        </div>
      ) : (
        <form onSubmit={handleSubmit((v) => setSentTo(v.email))} noValidate className="space-y-5">
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoFocus
            error={errorText(formState.errors.email?.message)}
            {...register('email')}
          />
          <Button type="submit" block size="lg">
            {t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <BackToLogin to={loginTo} />
    </>
  )
}

/** "Back to sign in", under the forms of the password pages. */
export function BackToLogin({ to }: { to: string }) {
  const { t } = useTranslation()
  return (
    <p className="mt-6 text-center">
      <Link to={to} className="text-sm text-primary hover:underline">
        {t('auth.forgot.back')}
      </Link>
    </p>
  )
}

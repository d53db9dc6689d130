import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { LoginRequest } from '@/api/contracts/auth'
import { Button } from '@/ui/button'
import { Checkbox } from '@/ui/checkbox'
import { TextField } from '@/ui/field'
import { PasswordField } from './password-field'

/**
 * The form's zod resolver, loaded with the first validation: zod (and the contract) are not
 * needed to paint the sign-in screen, so they stay out of its first download (issue #8).
 */
const resolver: Resolver<LoginRequest> = async (values, context, options) => {
  const [{ zodResolver }, { loginRequest }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/api/contracts/auth')])
  return zodResolver(loginRequest)(values, context, options)
}

/** Fills the form (the demo accounts of the sign-in page). */
export type FillLogin = (email: string, password: string) => void

/**
 * Email, password (eye toggle), remember me, forgot link, submit and "new here": the sign-in
 * form of /login and of the authentication demos. `onSubmit` answers an error key for the
 * email field when the sign-in fails.
 */
export function LoginForm({
  onSubmit,
  pending,
  forgotTo,
  registerTo,
  children,
}: {
  onSubmit: (values: LoginRequest, remember: boolean) => Promise<string | void> | string | void
  pending?: boolean
  forgotTo: string
  registerTo: string
  /** Rendered after the form, given a way to fill it. */
  children?: (fill: FillLogin) => React.ReactNode
}) {
  const { t } = useTranslation()
  const [remember, setRemember] = useState(true)
  const { register, handleSubmit, setValue, setError, formState } = useForm<LoginRequest>({
    resolver,
    defaultValues: { email: '', password: '' },
  })
  const err = (m?: string) => (m ? t(m, { defaultValue: m }) : undefined)
  const submit = handleSubmit(async (values) => {
    const problem = await onSubmit(values, remember)
    if (problem) setError('email', { message: problem })
  })
  const fill: FillLogin = (email, password) => {
    setValue('email', email, { shouldValidate: true })
    setValue('password', password, { shouldValidate: true })
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('auth.login.title')}>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          autoFocus
          error={err(formState.errors.email?.message)}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          error={err(formState.errors.password?.message)}
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox checked={remember} onChange={setRemember} label={t('auth.login.remember')} />
          <Link to={forgotTo} className="text-sm text-primary hover:underline">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" block size="lg" loading={pending}>
          {t('auth.login.submit')}
        </Button>
        <p className="text-center text-sm text-muted">
          {t('auth.login.newHere')}{' '}
          <Link to={registerTo} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
            {t('auth.login.createAccount')}
          </Link>
        </p>
      </form>
      {children?.(fill)}
    </>
  )
}

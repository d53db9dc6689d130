import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { ApiError, isStorageFull } from '@/api/client'
import type { LoginRequest } from '@/api/contracts/auth'
import { afterLogin, linkTo } from '@/lib/paths'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/field'
import { IconButton } from '@/ui/icon-button'
import { Checkbox } from '@/ui/checkbox'
import { useLogin } from '../api/auth-api'
import { AuthCard } from '../components/auth-card'
import { DEMO_ACCOUNTS } from '../demo-accounts'

/**
 * The form's zod resolver, loaded with the first validation: zod (and the contract) are not
 * needed to paint the sign-in screen, so they stay out of its first download (issue #8).
 */
const resolver: Resolver<LoginRequest> = async (values, context, options) => {
  const [{ zodResolver }, { loginRequest }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/api/contracts/auth')])
  return zodResolver(loginRequest)(values, context, options)
}

export default function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { search } = useLocation()
  const login = useLogin()
  const [show, setShow] = useState(false)
  const [remember, setRemember] = useState(true)
  const { register, handleSubmit, setValue, setError, formState } = useForm<LoginRequest>({
    resolver,
    defaultValues: { email: '', password: '' },
  })
  const err = (m?: string) => (m ? t(m, { defaultValue: m }) : undefined)

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync({ ...values, remember })
      navigate(afterLogin(search), { replace: true })
    } catch (e) {
      const apiMsg = e instanceof ApiError && e.status === 400 ? e.errors?.email?.[0] : undefined
      setError('email', { message: isStorageFull(e) ? 'errors.storageFull' : apiMsg === 'Invalid email or password' ? 'auth.login.invalid' : 'auth.login.failed' })
    }
  })

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('auth.login.title')}>
        <TextField label={t('auth.fields.email')} type="email" autoComplete="username" autoFocus error={err(formState.errors.email?.message)} {...register('email')} />
        <TextField
          label={t('auth.fields.password')}
          type={show ? 'text' : 'password'}
          autoComplete="current-password"
          error={err(formState.errors.password?.message)}
          end={
            <IconButton label={show ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')} size="sm" onClick={() => setShow((s) => !s)}>
              {show ? <EyeOff /> : <Eye />}
            </IconButton>
          }
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox checked={remember} onChange={setRemember} label={t('auth.login.remember')} />
          <Link to={linkTo('forgotPassword')} className="text-sm text-primary hover:underline">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" block size="lg" loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
        <p className="text-center text-sm text-muted">
          {t('auth.login.newHere')}{' '}
          <Link to={linkTo('register')} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
            {t('auth.login.createAccount')}
          </Link>
        </p>
      </form>
      <section className="mt-8 rounded-lg border border-border p-4" aria-labelledby="demo-accounts">
        <h2 id="demo-accounts" className="mb-1 text-sm font-medium text-strong">{t('auth.demo.title')}</h2>
        <p className="mb-3 text-xs text-muted">{t('auth.demo.hint')}</p>
        <ul className="grid gap-1.5">
          {DEMO_ACCOUNTS.map((a) => (
            <li key={a.email}>
              <button
                type="button"
                data-testid={`demo-${a.password}`}
                onClick={() => {
                  setValue('email', a.email, { shouldValidate: true })
                  setValue('password', a.password, { shouldValidate: true })
                }}
                className="flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-start text-sm hover:bg-primary/10"
              >
                <span className="font-medium text-strong">{t(`auth.demo.roles.${a.password}`)}</span>
                <span className="truncate font-mono text-xs text-muted" dir="ltr">
                  {a.email} / {a.password}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </AuthCard>
  )
}

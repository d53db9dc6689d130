import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { ApiError } from '@/api/client'
import { registerRequest, type RegisterRequest } from '@/api/contracts/auth'
import { linkTo } from '@/lib/paths'
import { useFormDraft } from '@/lib/use-form-draft'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/field'
import { useRegister } from '../api/auth-api'
import { AuthCard } from '../components/auth-card'

export default function RegisterPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const registerUser = useRegister()
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequest),
    defaultValues: { username: '', email: '', password: '' },
  })
  const { register, handleSubmit, setError, formState } = form
  // Survives an app update's reload (the password is never kept).
  useFormDraft('register', form)
  const err = (m?: string) => (m ? t(m, { defaultValue: m }) : undefined)
  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerUser.mutateAsync(values)
      navigate('/', { replace: true })
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        for (const [field, messages] of Object.entries(e.errors)) setError(field as keyof RegisterRequest, { message: messages[0] })
      } else setError('email', { message: 'auth.login.failed' })
    }
  })
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField label={t('auth.fields.username')} autoComplete="username" autoFocus error={err(formState.errors.username?.message)} {...register('username')} />
        <TextField label={t('auth.fields.email')} type="email" autoComplete="email" error={err(formState.errors.email?.message)} {...register('email')} />
        <TextField label={t('auth.fields.password')} type="password" autoComplete="new-password" hint={t('auth.register.passwordHint')} error={err(formState.errors.password?.message)} {...register('password')} />
        <Button type="submit" block size="lg" loading={registerUser.isPending}>
          {t('auth.register.submit')}
        </Button>
        <p className="text-center text-sm text-muted">
          {t('auth.register.haveAccount')}{' '}
          <Link to={linkTo('login')} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
            {t('auth.register.signIn')}
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}

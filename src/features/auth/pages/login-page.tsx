import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { ApiError, isStorageFull } from '@/api/client'
import { afterLogin, linkTo } from '@/lib/paths'
import { useLogin } from '../api/auth-api'
import { AuthCard } from '../components/auth-card'
import { LoginForm } from '../components/login-form'
import { DEMO_ACCOUNTS } from '../demo-accounts'

export default function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { search } = useLocation()
  const login = useLogin()

  const onSubmit = async (values: { email: string; password: string }, remember: boolean) => {
    try {
      await login.mutateAsync({ ...values, remember })
      navigate(afterLogin(search), { replace: true })
    } catch (e) {
      const apiMsg = e instanceof ApiError && e.status === 400 ? e.errors?.email?.[0] : undefined
      return isStorageFull(e) ? 'errors.storageFull' : apiMsg === 'Invalid email or password' ? 'auth.login.invalid' : 'auth.login.failed'
    }
  }

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm onSubmit={onSubmit} pending={login.isPending} forgotTo={linkTo('forgotPassword')} registerTo={linkTo('register')}>
        {(fill) => (
          <section className="mt-8 rounded-lg border border-border p-4" aria-labelledby="demo-accounts">
            <h2 id="demo-accounts" className="mb-1 text-sm font-medium text-strong">
              {t('auth.demo.title')}
            </h2>
            <p className="mb-3 text-xs text-muted">{t('auth.demo.hint')}</p>
            <ul className="grid gap-1.5">
              {DEMO_ACCOUNTS.map((a) => (
                <li key={a.email}>
                  <button
                    type="button"
                    data-testid={`demo-${a.password}`}
                    onClick={() => fill(a.email, a.password)}
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
        )}
      </LoginForm>
    </AuthCard>
  )
}

import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '@/api/client'
import type { RegisterRequest } from '@/api/contracts/auth'
import { linkTo } from '@/lib/paths'
import { useRegister } from '../api/auth-api'
import { AuthCard } from '../components/auth-card'
import { RegisterForm } from '../components/register-form'

export default function RegisterPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const registerUser = useRegister()
  const onSubmit = async (values: RegisterRequest) => {
    try {
      await registerUser.mutateAsync(values)
      navigate('/', { replace: true })
    } catch (e) {
      if (e instanceof ApiError && e.errors)
        return Object.fromEntries(Object.entries(e.errors).map(([field, messages]) => [field, messages[0]]))
      return { email: 'auth.login.failed' }
    }
  }
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm onSubmit={onSubmit} pending={registerUser.isPending} loginTo={linkTo('login')} draftKey="register" />
    </AuthCard>
  )
}

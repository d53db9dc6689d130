import { useTranslation } from 'react-i18next'
import { linkTo } from '@/lib/paths'
import { AuthCard } from '../components/auth-card'
import { ForgotPasswordForm } from '../components/forgot-password-form'

export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <ForgotPasswordForm loginTo={linkTo('login')} />
    </AuthCard>
  )
}

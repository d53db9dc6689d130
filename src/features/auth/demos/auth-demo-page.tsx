import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/ui/button'
import { ForgotPasswordForm, BackToLogin } from '../components/forgot-password-form'
import { LoginForm } from '../components/login-form'
import { RegisterForm } from '../components/register-form'
import { AuthDemoLayout, DemoDone, type AuthVariant } from './auth-demo-layout'
import { demoLink, type AuthDemoScreen } from './demo-links'
import { ResetPasswordForm } from './reset-password-form'
import { ResendLine, TwoStepsForm } from './two-steps-form'

const DEMO_EMAIL = 'hello@vermilion.app'

/** Title / subtitle keys and illustration of each screen (the real pages' texts where they exist). */
const SCREEN = {
  login: { title: 'auth.login.title', subtitle: 'auth.login.subtitle', art: 'login' },
  register: { title: 'auth.register.title', subtitle: 'auth.register.subtitle', art: 'register' },
  forgotPassword: { title: 'auth.forgot.title', subtitle: 'auth.forgot.subtitle', art: 'mail' },
  resetPassword: { title: 'pages:auth.reset.title', subtitle: 'pages:auth.reset.subtitle', art: 'shield' },
  twoSteps: { title: 'pages:auth.twoSteps.title', subtitle: 'pages:auth.twoSteps.subtitle', art: 'shield' },
  verifyEmail: { title: 'pages:auth.verify.title', subtitle: 'pages:auth.verify.subtitle', art: 'mail' },
} as const satisfies Record<AuthDemoScreen, { title: string; subtitle: string; art: string }>

/**
 * One page module for the twelve demos `/pages/authentication/<screen>-<v1|v2>`: the real forms
 * in the demo frame. They validate and confirm on screen; nothing is sent and no session is
 * created (DECISIONS section 9).
 */
export default function AuthDemoPage({ screen, variant }: { screen: AuthDemoScreen; variant: AuthVariant }) {
  // The page's own texts are in the pages namespace: loaded (suspending) with the page.
  const { t } = useTranslation(['common', 'pages'])
  const [done, setDone] = useState<string | null>(null)
  const { title, subtitle, art } = SCREEN[screen]
  const login = demoLink('login', variant)
  const confirm = (key: `pages:auth.done.${'login' | 'register' | 'reset' | 'twoSteps'}`, email = '') => (
    <DemoDone>{t(key, { email })}</DemoDone>
  )

  const body = (() => {
    switch (screen) {
      case 'login':
        return done !== null ? (
          confirm('pages:auth.done.login', done)
        ) : (
          <LoginForm
            onSubmit={(v) => setDone(v.email)}
            forgotTo={demoLink('forgotPassword', variant)}
            registerTo={demoLink('register', variant)}
          />
        )
      case 'register':
        return done !== null ? (
          confirm('pages:auth.done.register', done)
        ) : (
          <RegisterForm terms onSubmit={(v) => setDone(v.email)} loginTo={login} draftKey={`demo-register-${variant}`} />
        )
      case 'forgotPassword':
        return <ForgotPasswordForm loginTo={login} />
      case 'resetPassword':
        return (
          <>
            {done !== null ? confirm('pages:auth.done.reset') : <ResetPasswordForm onDone={() => setDone('')} />}
            <BackToLogin to={login} />
          </>
        )
      case 'twoSteps':
        return done !== null ? confirm('pages:auth.done.twoSteps') : <TwoStepsForm onDone={() => setDone('')} />
      case 'verifyEmail':
        return <VerifyEmail loginTo={login} />
    }
  })()

  return (
    <AuthDemoLayout variant={variant} illustration={art} title={t(title)} subtitle={t(subtitle, { email: DEMO_EMAIL })}>
      {body}
    </AuthDemoLayout>
  )
}

function VerifyEmail({ loginTo }: { loginTo: string }) {
  const { t } = useTranslation('pages')
  const [resent, setResent] = useState(false)
  return (
    <div className="space-y-5">
      <Link to={loginTo} className={buttonVariants({ block: true, size: 'lg' })}>
        {t('auth.verify.skip')}
      </Link>
      <ResendLine
        question={t('auth.verify.noMail')}
        resent={resent}
        onResend={() => setResent(true)}
        sentText={t('auth.verify.resent', { email: DEMO_EMAIL })}
      />
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { AuthBrand } from './auth-brand'
import { LanguageQuickSwitch } from './language-quick-switch'

/** The blank-layout frame of the sign-in pages: brand panel (wide screens) and the form card. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1fr_480px]">
      <aside
        className="relative hidden overflow-hidden bg-gradient-to-br from-primary to-primary-dark lg:flex lg:flex-col lg:justify-between lg:p-12 rtl:bg-gradient-to-bl"
        aria-hidden
      >
        <AuthBrand inverted />
        <div className="relative max-w-lg text-white">
          <p className="text-4xl leading-tight font-semibold">{t('auth.hero.title')}</p>
          <p className="mt-4 text-lg text-white/80">{t('auth.hero.body')}</p>
        </div>
        <div className="absolute -end-24 -top-24 size-96 rounded-full bg-white/10" />
        <div className="absolute end-24 -bottom-32 size-72 rounded-full bg-white/10" />
        <p className="text-sm text-white/70">{t('auth.hero.offline')}</p>
      </aside>
      <main className="flex items-center justify-center bg-surface px-6 py-10 sm:px-12">
        <div className="w-full max-w-[400px]">
          <div className="mb-8 flex items-center justify-between">
            <AuthBrand className="lg:invisible" />
            <LanguageQuickSwitch />
          </div>
          <h1 className="text-2xl font-medium text-strong">{title}</h1>
          <p className="mt-1 mb-6 text-muted">{subtitle}</p>
          {children}
        </div>
      </main>
    </div>
  )
}

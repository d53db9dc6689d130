import { useTranslation } from 'react-i18next'
import { LanguageQuickSwitch } from './language-quick-switch'

/** The blank-layout frame of the sign-in pages: brand panel (wide screens) and the form card. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1fr_480px]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-primary to-primary-dark lg:flex lg:flex-col lg:justify-between lg:p-12 rtl:bg-gradient-to-bl" aria-hidden>
        <div className="flex items-center gap-3 text-white">
          <svg viewBox="0 0 32 32" className="size-10"><rect width="32" height="32" rx="9" fill="#fff" fillOpacity=".2" /><path d="M8 9h4.2l3.8 10.4L19.8 9H24l-6 15h-4z" fill="#fff" /></svg>
          <span className="text-2xl font-semibold">{t('app.name')}</span>
        </div>
        <div className="relative max-w-lg text-white">
          <p className="text-4xl leading-tight font-semibold">{t('auth.hero.title')}</p>
          <p className="mt-4 text-lg text-white/80">{t('auth.hero.body')}</p>
        </div>
        <div className="absolute -end-24 -top-24 size-96 rounded-full bg-white/10" />
        <div className="absolute -bottom-32 end-24 size-72 rounded-full bg-white/10" />
        <p className="text-sm text-white/70">{t('auth.hero.offline')}</p>
      </aside>
      <main className="flex items-center justify-center bg-surface px-6 py-10 sm:px-12">
        <div className="w-full max-w-[400px]">
          <div className="mb-8 flex items-center justify-between">
            <div className="flex items-center gap-2.5 lg:invisible">
              <svg viewBox="0 0 32 32" className="size-9" aria-hidden><rect width="32" height="32" rx="9" fill="var(--primary)" /><path d="M8 9h4.2l3.8 10.4L19.8 9H24l-6 15h-4z" fill="#fff" /></svg>
              <span className="text-xl font-semibold text-strong">{t('app.name')}</span>
            </div>
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

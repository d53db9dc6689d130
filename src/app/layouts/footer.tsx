import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { usePreferences } from '@/lib/preferences-context'

export function Footer() {
  const { t } = useTranslation()
  const { prefs } = usePreferences()
  if (prefs.footerType === 'hidden') return null
  return (
    <footer
      data-testid="footer"
      data-tour="footer"
      className={cn('z-20 px-6', prefs.footerType === 'sticky' && 'sticky bottom-0 bg-bg/90 backdrop-blur')}
    >
      <div className="flex h-14 flex-wrap items-center justify-between gap-2 text-sm text-muted">
        <span>
          © {new Date().getFullYear()} Vermilion · {t('footer.madeFor')}
        </span>
        <span>v{__APP_VERSION__}</span>
      </div>
    </footer>
  )
}

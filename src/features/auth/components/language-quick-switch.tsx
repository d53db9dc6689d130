import { useTranslation } from 'react-i18next'
import { usePreferences } from '@/lib/preferences-context'
import { LANGUAGES } from '@/lib/preferences'
import { cn } from '@/lib/cn'

/** Compact fr / en / ar switch for the blank-layout pages. */
export function LanguageQuickSwitch() {
  const { t } = useTranslation()
  const { prefs, set } = usePreferences()
  return (
    <div role="group" aria-label={t('topbar.language')} className="flex rounded-full border border-border p-0.5 text-xs">
      {LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={prefs.language === l}
          onClick={() => set('language', l)}
          className={cn(
            'rounded-full px-2.5 py-1 font-medium uppercase',
            prefs.language === l ? 'bg-primary-fill text-white' : 'text-muted hover:text-text',
          )}
        >
          {l}
        </button>
      ))}
    </div>
  )
}

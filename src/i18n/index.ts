import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { DEFAULT_PREFERENCES, type Language } from '@/lib/preferences'

export const NAMESPACES = ['common'] as const
/** Used for a key missing in the current language (the locale files have the same keys, so rarely). */
export const FALLBACK_LANGUAGE = 'en'

/** Sets `<html lang dir>`; Arabic is right-to-left and mirrors the whole layout. */
export function applyDocumentLanguage(lng: string): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = lng
  document.documentElement.dir = lng === 'ar' ? 'rtl' : 'ltr'
}

/**
 * The fallback language is not awaited before the first render (one locale file fewer on the
 * way to the first screen): it is loaded when the page is idle, then used for missing keys.
 */
function loadFallbackWhenIdle(language: string): void {
  if (typeof window === 'undefined') return
  if (language === FALLBACK_LANGUAGE) {
    i18n.options.fallbackLng = [FALLBACK_LANGUAGE] // already loaded: used at once
    return
  }
  const load = () =>
    void i18n.loadLanguages(FALLBACK_LANGUAGE).then(
      () => void (i18n.options.fallbackLng = [FALLBACK_LANGUAGE]),
      () => undefined,
    )
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 })
  else window.setTimeout(load, 2000)
}

/** Locale files are split by language and namespace and loaded on demand (one chunk each). */
export function initI18n(language: Language = DEFAULT_PREFERENCES.language) {
  if (i18n.isInitialized) return i18n.changeLanguage(language).then(() => i18n)
  i18n.on('languageChanged', applyDocumentLanguage)
  return i18n
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string, ns: string) => import(`./locales/${lng}/${ns}.json`)))
    .init({
      lng: language,
      // No fallback at start; FALLBACK_LANGUAGE is loaded once the page is idle (loadFallbackWhenIdle).
      fallbackLng: false,
      supportedLngs: ['fr', 'en', 'ar'],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    })
    .then(() => {
      applyDocumentLanguage(language)
      loadFallbackWhenIdle(language)
      return i18n
    })
}

export default i18n

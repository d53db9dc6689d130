import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { DEFAULT_PREFERENCES, type Language } from '@/lib/preferences'

export const NAMESPACES = ['common'] as const

/** Sets `<html lang dir>`; Arabic is right-to-left and mirrors the whole layout. */
export function applyDocumentLanguage(lng: string): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = lng
  document.documentElement.dir = lng === 'ar' ? 'rtl' : 'ltr'
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
      fallbackLng: 'en',
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
      return i18n
    })
}

export default i18n

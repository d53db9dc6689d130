import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import i18n from 'i18next'
import { readPreferences, writePreference, writeResolvedScheme, DEFAULT_PREFERENCES, type Preferences } from './preferences'
import { accessibleShades } from './preferences-colors'

interface PreferencesValue {
  prefs: Preferences
  /** 'light' or 'dark' after resolving 'system' against the OS (followed live). */
  scheme: 'light' | 'dark'
  set: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void
  reset: () => void
}

const PreferencesContext = createContext<PreferencesValue | null>(null)

const darkQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : undefined)
function subscribeOs(cb: () => void) {
  const q = darkQuery()
  q?.addEventListener('change', cb)
  return () => q?.removeEventListener('change', cb)
}
const osDark = () => Boolean(darkQuery()?.matches)

/** `initial` replaces the stored preferences (the build-time pre-render has no cookies to read). */
export function PreferencesProvider({ children, initial }: { children: React.ReactNode; initial?: Preferences }) {
  const [prefs, setPrefs] = useState<Preferences>(() => initial ?? readPreferences())
  const systemDark = useSyncExternalStore(subscribeOs, osDark, () => false)
  const scheme: 'light' | 'dark' = prefs.theme === 'system' ? (systemDark ? 'dark' : 'light') : prefs.theme

  const set = useCallback(<K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    setPrefs((old) => {
      const next = { ...old, [key]: value }
      // SPEC section 4: horizontal nav un-hides a hidden navbar and un-collapses the vertical nav.
      if (key === 'navLayout' && value === 'horizontal') {
        if (next.navbarType === 'hidden') next.navbarType = 'sticky'
        next.navCollapsed = false
      }
      for (const k of Object.keys(next) as (keyof Preferences)[]) if (next[k] !== old[k]) writePreference(k, next[k])
      return next
    })
  }, [])

  const reset = useCallback(() => {
    for (const k of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) writePreference(k, DEFAULT_PREFERENCES[k])
    setPrefs({ ...DEFAULT_PREFERENCES })
  }, [])

  useEffect(() => {
    const root = document.documentElement
    root.classList.toggle('dark', scheme === 'dark')
    root.dataset.skin = prefs.skin
    root.dataset.semiDark = String(prefs.semiDarkNav)
    root.style.setProperty('--primary', prefs.primaryColor)
    // The accessible shades of whatever primary the customizer holds (styles/index.css uses them).
    const shades = accessibleShades(prefs.primaryColor)
    root.style.setProperty('--primary-fill', shades.fill)
    root.style.setProperty('--primary-dark', shades.fillDark)
    root.style.setProperty('--primary-ink-light', shades.inkLight)
    root.style.setProperty('--primary-ink-dark', shades.inkDark)
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', prefs.primaryColor)
    writeResolvedScheme(scheme, prefs.primaryColor)
  }, [scheme, prefs.skin, prefs.semiDarkNav, prefs.primaryColor])

  useEffect(() => {
    if (i18n.language !== prefs.language) void i18n.changeLanguage(prefs.language)
  }, [prefs.language])

  const value = useMemo(() => ({ prefs, scheme, set, reset }), [prefs, scheme, set, reset])
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>
}

export function usePreferences(): PreferencesValue {
  const ctx = useContext(PreferencesContext)
  if (!ctx) throw new Error('usePreferences outside PreferencesProvider')
  return ctx
}

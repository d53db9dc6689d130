import { readCookies, writeCookie } from './cookies'

/** Every UI preference, each stored in its own `vermilion-` cookie (DECISIONS section 1). */
export type ThemeMode = 'light' | 'dark' | 'system'
export type Language = 'fr' | 'en' | 'ar'
export interface Preferences {
  theme: ThemeMode
  skin: 'default' | 'bordered'
  semiDarkNav: boolean
  primaryColor: string
  navLayout: 'vertical' | 'horizontal'
  navCollapsed: boolean
  contentWidth: 'fluid' | 'boxed'
  navbarType: 'sticky' | 'static' | 'hidden'
  footerType: 'static' | 'sticky' | 'hidden'
  navbarBlur: boolean
  language: Language
}

export const COOKIE_PREFIX = 'vermilion-'
export const LANGUAGES: readonly Language[] = ['fr', 'en', 'ar']
export const PRIMARY_PRESETS = ['#FF4C51', '#8C57FF', '#0D9394', '#FFB400', '#2092EC'] as const

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  skin: 'default',
  semiDarkNav: false,
  primaryColor: '#FF4C51',
  navLayout: 'vertical',
  navCollapsed: true,
  contentWidth: 'fluid',
  navbarType: 'sticky',
  footerType: 'static',
  navbarBlur: true,
  language: 'fr',
}

/** Cookie name of each preference (kebab-case after the prefix). */
const cookieKey: Record<keyof Preferences, string> = {
  theme: 'theme',
  skin: 'skin',
  semiDarkNav: 'semi-dark-nav',
  primaryColor: 'light-primary-color',
  navLayout: 'nav-layout',
  navCollapsed: 'vertical-nav-collapsed',
  contentWidth: 'content-width',
  navbarType: 'navbar-type',
  footerType: 'footer-type',
  navbarBlur: 'navbar-blur',
  language: 'language',
}

const allowed: { [K in keyof Preferences]?: readonly Preferences[K][] } = {
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  navLayout: ['vertical', 'horizontal'],
  contentWidth: ['fluid', 'boxed'],
  navbarType: ['sticky', 'static', 'hidden'],
  footerType: ['static', 'sticky', 'hidden'],
  language: LANGUAGES,
}

function parse<K extends keyof Preferences>(key: K, raw: string | undefined): Preferences[K] {
  const fallback = DEFAULT_PREFERENCES[key]
  if (raw === undefined) return fallback
  if (typeof fallback === 'boolean') return (raw === 'true') as Preferences[K]
  if (key === 'primaryColor') return (/^#[0-9a-f]{6}$/i.test(raw) ? raw : fallback) as Preferences[K]
  const options = allowed[key] as readonly string[] | undefined
  return (options && !options.includes(raw) ? fallback : raw) as Preferences[K]
}

export function readPreferences(): Preferences {
  const prefs = { ...DEFAULT_PREFERENCES }
  const cookie = readCookies()
  for (const key of Object.keys(cookieKey) as (keyof Preferences)[]) {
    ;(prefs as Record<string, unknown>)[key] = parse(key, cookie(COOKIE_PREFIX + cookieKey[key]))
  }
  return prefs
}

export function writePreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  writeCookie(COOKIE_PREFIX + cookieKey[key], String(value))
}

/** Resolved scheme and the loader colours, read by index.html before the app loads (no flash). */
export function writeResolvedScheme(scheme: 'light' | 'dark', primary: string): void {
  writeCookie(`${COOKIE_PREFIX}color-scheme`, scheme)
  writeCookie(`${COOKIE_PREFIX}initial-loader-bg`, scheme === 'dark' ? '#28243D' : '#FFFFFF')
  writeCookie(`${COOKIE_PREFIX}initial-loader-color`, primary)
}

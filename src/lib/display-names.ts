import { displayNames } from './format'

/** A name in the active language, from the shared Intl.DisplayNames of lib/format. */
function displayName(type: 'region' | 'language', code: string): string {
  try {
    return displayNames(type).of(code) ?? code
  } catch {
    return code
  }
}

/** 'FR' -> "France" / "فرنسا" in the active language; unknown codes come back as given. */
export const regionName = (code: string): string => displayName('region', code)

/** 'ja' or 'pt-BR' -> "Japanese" / "japonais" in the active language. */
export const languageName = (code: string): string => displayName('language', code)

/** Countries with a local flag image (public/images/flags), ISO 3166-1 alpha-2. */
export const FLAG_COUNTRIES = [
  'AE',
  'AU',
  'BE',
  'BR',
  'CA',
  'CH',
  'CI',
  'DE',
  'DZ',
  'EG',
  'ES',
  'FR',
  'GB',
  'IN',
  'IT',
  'JP',
  'MA',
  'MX',
  'NL',
  'PL',
  'PT',
  'SA',
  'SE',
  'SN',
  'TN',
  'US',
] as const

/** Local flag image of a country code (no external URL: works offline). */
export const flagUrl = (code: string): string => `/images/flags/${code.toLowerCase()}.svg`

import i18n from '@/i18n'

const locale = () => (i18n.language === 'ar' ? 'ar-u-nu-latn' : i18n.language || 'fr')

/** A language's name in the active language, capitalised ("fr" -> "Français" / "French" / "الفرنسية"). */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([locale()], { type: 'language' }).of(code) ?? code
    return name.charAt(0).toLocaleUpperCase(locale()) + name.slice(1)
  } catch {
    return code
  }
}

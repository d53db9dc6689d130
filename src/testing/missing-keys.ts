/**
 * Fails a render that asks for a translation key absent from its language: turns on i18next's
 * missing-key handler (no fallback language, so a key only in English counts as missing in fr
 * or ar). Use with `renderWithProviders`:
 *
 * ```tsx
 * const missing = watchMissingKeys()
 * renderWithProviders(<Page />, { language: 'ar' })
 * expect(missing.keys).toEqual([])
 * missing.stop()
 * ```
 */
import i18n from 'i18next'

export function watchMissingKeys() {
  const keys: string[] = []
  const before = {
    saveMissing: i18n.options.saveMissing,
    saveMissingTo: i18n.options.saveMissingTo,
    missingKeyHandler: i18n.options.missingKeyHandler,
    fallbackLng: i18n.options.fallbackLng,
  }
  i18n.options.saveMissing = true
  i18n.options.saveMissingTo = 'current'
  i18n.options.fallbackLng = false
  i18n.options.missingKeyHandler = (lngs, ns, key) => {
    keys.push(`${lngs.join(',')}:${ns}:${key}`)
  }
  return {
    keys,
    stop() {
      Object.assign(i18n.options, before)
    },
  }
}

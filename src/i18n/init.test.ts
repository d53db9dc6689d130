// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import i18n, { FALLBACK_LANGUAGE, initI18n } from './index'

describe('initI18n', () => {
  it('renders French without waiting for the English fallback, which comes in once idle', async () => {
    await initI18n('fr')
    expect(document.documentElement.lang).toBe('fr')
    expect(i18n.t('auth.login.submit')).not.toBe('auth.login.submit') // the French text is there
    expect(i18n.hasResourceBundle(FALLBACK_LANGUAGE, 'common')).toBe(false)
    // @ts-expect-error a key no locale file has (added to the English bundle below)
    expect(i18n.t('onlyInEnglish')).toBe('onlyInEnglish')

    // jsdom has no requestIdleCallback: the 2 s time-out path.
    await vi.waitFor(() => expect(i18n.options.fallbackLng).toEqual([FALLBACK_LANGUAGE]), { timeout: 5000, interval: 100 })
    expect(i18n.hasResourceBundle(FALLBACK_LANGUAGE, 'common')).toBe(true)
    // A key French lacks now falls back to English.
    i18n.addResource(FALLBACK_LANGUAGE, 'common', 'onlyInEnglish', 'English only')
    // @ts-expect-error a key of the English bundle only, added above
    expect(i18n.t('onlyInEnglish')).toBe('English only')
  })
})

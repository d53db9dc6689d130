// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import fr from '@/i18n/locales/fr/startup.json'
import en from '@/i18n/locales/en/startup.json'
import ar from '@/i18n/locales/ar/startup.json'
import { showStartupError } from './startup-error'

const raw = new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError')

describe('the start-up error card', () => {
  afterEach(() => document.body.replaceChildren())

  it.each([
    ['fr', fr],
    ['en', en],
    ['ar', ar],
  ] as const)(
    '%s: a translated title and message in the language the boot script chose, the raw error only behind a closed "details" toggle',
    (lang, text) => {
      document.documentElement.lang = lang
      showStartupError(raw, 'storage')
      const card = document.querySelector('[role=alert]')!
      expect(card.querySelector('h1')!.textContent).toBe(text.title)
      expect(card.querySelector('p')!.textContent).toBe(text.storage)
      const details = card.querySelector('details')!
      expect(details.open).toBe(false)
      expect(details.querySelector('summary')!.textContent).toBe(text.details)
      expect(details.textContent).toContain('UnknownError')
      // No exception text outside the toggle.
      const outside = [...card.querySelectorAll('h1, p, button')].map((n) => n.textContent).join(' ')
      expect(outside).not.toMatch(/UnknownError|backing store|Error/)
      expect(card.querySelector('button')!.textContent).toBe(text.reload)
    },
  )

  it('says the app could not be loaded when a file failed (not the storage message)', () => {
    document.documentElement.lang = 'en'
    showStartupError(new TypeError('Failed to fetch dynamically imported module'), 'load')
    expect(document.querySelector('[role=alert] p')!.textContent).toBe(en.load)
  })

  it('falls back to French for an unknown language', () => {
    document.documentElement.lang = 'de'
    showStartupError('boom')
    expect(document.querySelector('[role=alert] h1')!.textContent).toBe(fr.title)
  })
})

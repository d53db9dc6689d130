// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { demoCard, demoCount } from '@/testing/demo-cards'
import { renderWithProviders } from '@/testing/render'
import ButtonPage from './button-page'

const TONE_NAMES = ['Primary', 'Secondary', 'Success', 'Info', 'Warning', 'Error']

describe('button demo page', () => {
  it('shows the fifteen demos of SCREENS.md', () => {
    renderWithProviders(<ButtonPage />, { language: 'en' })
    expect(demoCount()).toBe(15)
  })

  it('flat buttons are filled without elevation, plain buttons have no background', () => {
    renderWithProviders(<ButtonPage />, { language: 'en' })
    const flat = demoCard('Flat').getByRole('button', { name: 'Primary' })
    expect(flat.dataset.variant).toBe('flat')
    expect(flat.className).toContain('bg-primary-fill')
    expect(flat.className).not.toMatch(/(^|\s)shadow/)
    const plain = demoCard('Plain').getByRole('button', { name: 'Error' })
    expect(plain.dataset.variant).toBe('plain')
    expect(plain.className).toContain('text-error')
    expect(plain.className).not.toMatch(/(^|\s)(hover:)?bg-/)
    expect(demoCard('Flat').getByRole('button', { name: 'Disabled' }).hasAttribute('disabled')).toBe(true)
    expect(demoCard('Plain').getByRole('button', { name: 'Disabled' }).hasAttribute('disabled')).toBe(true)
  })

  it('flat and plain buttons are reached with Tab, and the disabled one is skipped', async () => {
    const { user } = renderWithProviders(<ButtonPage />, { language: 'en' })
    for (const title of ['Flat', 'Plain']) {
      const card = demoCard(title)
      const tones = TONE_NAMES.map((name) => card.getByRole('button', { name }))
      tones[0]!.focus()
      for (const button of tones.slice(1)) {
        await user.tab()
        expect(document.activeElement).toBe(button)
      }
      await user.tab()
      // The disabled button of the row is not focusable: Tab goes past it.
      const disabled = card.getByRole('button', { name: 'Disabled' })
      expect(document.activeElement).not.toBe(disabled)
      expect(tones).not.toContain(document.activeElement)
      expect(document.activeElement).not.toBe(document.body)
    }
  })
})

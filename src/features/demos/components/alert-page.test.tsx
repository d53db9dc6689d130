// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { demoCard, demoCount } from '@/testing/demo-cards'
import { renderWithProviders } from '@/testing/render'
import AlertPage from './alert-page'

describe('alert demo page', () => {
  it('shows the thirteen demos of SCREENS.md', () => {
    renderWithProviders(<AlertPage />, { language: 'en' })
    expect(demoCount()).toBe(13)
  })

  it('borders sit on the side they name, start and end following the reading direction', () => {
    renderWithProviders(<AlertPage />, { language: 'ar' })
    const card = demoCard('الحدّ')
    const side = (text: string) => card.getByText(text).closest('[data-slot="alert"]')!.className
    expect(side('حدّ في البداية.')).toContain('border-s-4')
    expect(side('حدّ في الأعلى.')).toContain('border-t-4')
    expect(side('حدّ في النهاية.')).toContain('border-e-4')
    expect(side('حدّ في الأسفل.')).toContain('border-b-4')
  })

  it('elevation lifts the alert with the card or the menu shadow; type announces errors and warnings', () => {
    renderWithProviders(<AlertPage />, { language: 'en' })
    const lift = (text: string) => demoCard('Elevation').getByText(text).closest('[data-slot="alert"]')!.className
    expect(lift('Flat: no shadow.')).not.toMatch(/shadow-/)
    expect(lift('Raised: the shadow of a card.')).toContain('shadow-card')
    expect(lift('Floating: the shadow of a menu.')).toContain('shadow-pop')
    const type = demoCard('Type')
    expect(type.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'WarningYou are offline: the changes wait for the connection.',
      'ErrorThe backup could not be written.',
    ])
    expect(type.getAllByRole('status')).toHaveLength(2)
  })
})

// @vitest-environment jsdom
import { within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { demoCard, demoCount } from '@/testing/demo-cards'
import RadioPage from './pages/radio-page'

describe('radio demos', () => {
  it('shows the seven demos of SCREENS.md', () => {
    renderWithProviders(<RadioPage />, { language: 'en' })
    expect(demoCount()).toBe(7)
  })

  it('value: choosing an option shows it; a disabled option cannot be chosen', async () => {
    const { user } = renderWithProviders(<RadioPage />, { language: 'en' })
    const value = demoCard('Value')
    expect(value.getByText('Value: —')).toBeTruthy()
    await user.click(value.getByRole('radio', { name: 'Banana' }))
    expect(value.getByText('Value: Banana')).toBeTruthy()

    const disabled = demoCard('Disabled')
    const groups = disabled.getAllByRole('radiogroup')
    expect(
      within(groups[0]!)
        .getAllByRole('radio')
        .every((r) => r.getAttribute('aria-disabled') === 'true'),
    ).toBe(true)
    await user.click(within(groups[1]!).getByRole('radio', { name: 'Cherry' }))
    expect(within(groups[1]!).getByRole('radio', { name: 'Banana' }).getAttribute('aria-checked')).toBe('true')
  })

  it('cards carry their description; icons options are named by their label (Arabic)', async () => {
    const { user } = renderWithProviders(<RadioPage />, { language: 'ar' })
    const icons = demoCard('أيقونات')
    await user.click(icons.getByRole('radio', { name: 'بالسيارة' }))
    expect(icons.getByRole('radio', { name: 'بالسيارة' }).getAttribute('aria-checked')).toBe('true')
    expect(demoCard('بطاقات').getAllByRole('radio')).toHaveLength(3)
  })
})

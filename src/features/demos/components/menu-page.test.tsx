// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCard, demoCount } from '@/testing/demo-cards'
import { renderWithProviders } from '@/testing/render'
import MenuPage from './menu-page'

describe('menu demo page', () => {
  it('shows the six demos of SCREENS.md', () => {
    renderWithProviders(<MenuPage />, { language: 'en' })
    expect(demoCount()).toBe(6)
  })

  it('the hover menu opens when the pointer rests on its button and closes when it leaves', async () => {
    const { user } = renderWithProviders(<MenuPage />, { language: 'en' })
    const button = demoCard('Open on hover').getByRole('button', { name: 'Hover me' })
    await user.hover(button)
    const menu = await screen.findByRole('menu')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toBeTruthy()
    // The click that follows the hover keeps it open (it does not toggle it shut).
    await user.click(button)
    expect(screen.getByRole('menu')).toBe(menu)
    await user.unhover(button)
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('the hover menu still opens from the keyboard', async () => {
    const { user } = renderWithProviders(<MenuPage />, { language: 'en' })
    demoCard('Open on hover').getByRole('button', { name: 'Hover me' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('menu')).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })
})

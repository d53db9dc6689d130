// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCard, demoCount } from '@/testing/demo-cards'
import { renderWithProviders } from '@/testing/render'
import SnackbarPage from './snackbar-page'

describe('snackbar demo page', () => {
  it('shows the eight demos of SCREENS.md', () => {
    renderWithProviders(<SnackbarPage />, { language: 'en' })
    expect(demoCount()).toBe(8)
  })

  it('a transition snackbar appears with its entrance, turned off for reduced motion', async () => {
    const { user } = renderWithProviders(<SnackbarPage />, { language: 'en' })
    await user.click(demoCard('Transition').getByRole('button', { name: 'Scale' }))
    const scale = (await screen.findByText('Appeared with the “Scale” transition.')).closest('[data-testid="toast"]') as HTMLElement
    expect(scale.getAttribute('role')).toBe('status')
    expect(scale.dataset.transition).toBe('scale')
    expect(scale.className).toContain('starting:scale-75')
    expect(scale.className).toContain('motion-reduce:transition-none')
    expect(scale.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom')

    await user.click(demoCard('Transition').getByRole('button', { name: 'Slide down' }))
    const down = (await screen.findByText('Appeared with the “Slide down” transition.')).closest('[data-testid="toast"]') as HTMLElement
    expect(down.className).toContain('starting:-translate-y-6')
    expect(down.closest('[data-position]')?.getAttribute('data-position')).toBe('top')
    expect(within(down).getByRole('button', { name: 'Dismiss' })).toBeTruthy()
  })

  it('snackbars of the other demos keep entering without a transition', async () => {
    const { user } = renderWithProviders(<SnackbarPage />, { language: 'en' })
    await user.click(demoCard('Basic').getByRole('button', { name: 'Show the snackbar' }))
    const toast = (await screen.findByText('Changes saved.')).closest('[data-testid="toast"]') as HTMLElement
    expect(toast.hasAttribute('data-transition')).toBe(false)
    expect(toast.className).not.toContain('starting:')
  })
})

// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchMissingKeys } from '@/testing/missing-keys'
import { renderWithProviders } from '@/testing/render'
import CardActionsPage from './pages/card-actions-page'
import CardAdvancePage from './pages/card-advance-page'
import CardBasicPage from './pages/card-basic-page'
import CardStatisticsPage from './pages/card-statistics-page'
import CardWidgetsPage from './pages/card-widgets-page'

let missing: ReturnType<typeof watchMissingKeys> | undefined
afterEach(() => {
  missing?.stop()
  vi.useRealTimers()
})

describe('card demos', () => {
  it.each(['fr', 'en', 'ar'] as const)('render in %s with no missing translation key', (language) => {
    missing = watchMissingKeys()
    for (const Page of [CardBasicPage, CardAdvancePage, CardStatisticsPage, CardWidgetsPage, CardActionsPage])
      renderWithProviders(<Page />, { language }).unmount()
    expect(missing.keys).toEqual([])
  })

  it('are kit cards: regions named by their titles, charts with their text alternative', () => {
    renderWithProviders(<CardStatisticsPage />)
    expect(screen.getByRole('region', { name: 'Daily traffic' })).toBeTruthy()
    renderWithProviders(<CardAdvancePage />)
    const browsers = screen.getByRole('region', { name: 'Browser states' })
    expect(within(browsers).getAllByRole('progressbar')).toHaveLength(5)
  })

  it('collapse hides the body, refresh shows an overlay until the content is back, remove takes the card away until restored', async () => {
    const { user } = renderWithProviders(<CardActionsPage />)
    const collapsible = screen.getByRole('region', { name: 'Collapsible' })
    const toggle = within(collapsible).getByRole('button', { name: 'Collapse “Collapsible”' })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await user.click(toggle)
    expect(within(collapsible).getByRole('button', { name: 'Expand “Collapsible”' }).getAttribute('aria-expanded')).toBe('false')
    expect(
      within(collapsible)
        .getByText(/The chevron collapses/)
        .closest('[hidden]'),
    ).not.toBeNull()

    const refresh = screen.getByRole('region', { name: 'Refresh content' })
    await user.click(within(refresh).getByRole('button', { name: 'Refresh “Refresh content”' }))
    expect(within(refresh).getByRole('status').textContent).toBe('Loading “Refresh content”…')
    await waitFor(() => expect(within(refresh).queryByRole('status')).toBeNull(), { timeout: 3000 })

    const restore = screen.getByRole('button', { name: 'Restore the cards (0)' })
    expect(restore.hasAttribute('disabled')).toBe(true)
    await user.click(within(screen.getByRole('region', { name: 'Remove card' })).getByRole('button', { name: 'Remove “Remove card”' }))
    expect(screen.queryByRole('region', { name: 'Remove card' })).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Restore the cards (1)' })))
    await user.click(screen.getByRole('button', { name: 'Restore the cards (1)' }))
    expect(screen.getByRole('region', { name: 'Remove card' })).toBeTruthy()
  })

  it('initial load: the card opens loading, then shows its content', async () => {
    vi.useFakeTimers()
    renderWithProviders(<CardActionsPage />)
    const card = screen.getByRole('region', { name: 'Initial load' })
    expect(within(card).getByRole('status')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(within(card).queryByRole('status')).toBeNull()
  })
})

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import RatingPage from './pages/rating-page'

describe('rating demos', () => {
  it('shows the ten demos of SCREENS.md; the item slot names the chosen value', async () => {
    const { user } = renderWithProviders(<RatingPage />, { language: 'en' })
    expect(screen.getAllByTestId('demo-card')).toHaveLength(10)
    const slot = within(screen.getByRole('heading', { name: 'Item slot', level: 2 }).closest('[data-testid="demo-card"]') as HTMLElement)
    expect(slot.getByRole('status').textContent).toBe('Very good')
    await user.click(slot.getAllByRole('radio')[1]!)
    expect(slot.getByRole('status').textContent).toBe('Fair')
  })
})

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { demoCard, demoCount } from '@/testing/demo-cards'
import { renderWithProviders } from '@/testing/render'
import ListPage from './list-page'

describe('list demo page', () => {
  it('shows the eleven demos of SCREENS.md', () => {
    renderWithProviders(<ListPage />, { language: 'en' })
    expect(demoCount()).toBe(11)
  })

  it('the rounded and shaped lists move their highlight to the chosen row, drawn as a pill or rounded at the end', async () => {
    const { user } = renderWithProviders(<ListPage />, { language: 'en' })
    for (const [title, shape] of [
      ['Rounded', 'rounded-full'],
      ['Shaped', 'rounded-e-full'],
    ] as const) {
      const card = demoCard(title)
      const sent = card.getByRole('button', { name: 'Sent' })
      expect(sent.getAttribute('aria-pressed')).toBe('false')
      await user.click(sent)
      expect(sent.getAttribute('aria-pressed')).toBe('true')
      expect(card.getByRole('button', { name: 'Inbox' }).getAttribute('aria-pressed')).toBe('false')
      const row = sent.closest('li')!
      expect(row.dataset.active).toBe('true')
      expect(row.className).toContain(shape)
    }
  })

  it('the three-line items wrap their text onto two lines under the name', () => {
    renderWithProviders(<ListPage />, { language: 'en' })
    const text = demoCard('Three lines').getByText(/dark theme now passes/)
    expect(text.className).toContain('line-clamp-2')
    expect(text.className).not.toContain('truncate')
  })
})

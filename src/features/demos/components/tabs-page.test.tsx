// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { demoCard, demoCount } from '@/testing/demo-cards'
import { renderWithProviders } from '@/testing/render'
import TabsPage from './tabs-page'

describe('tabs demo page', () => {
  it('shows the twelve demos of SCREENS.md', () => {
    renderWithProviders(<TabsPage />, { language: 'en' })
    expect(demoCount()).toBe(12)
  })

  it('fixed tabs share the bar in equal columns and switch with the arrow keys', async () => {
    const { user } = renderWithProviders(<TabsPage />, { language: 'en' })
    const card = demoCard('Fixed')
    const list = card.getByRole('tablist', { name: 'Account sections' })
    expect(list.dataset.fixed).toBe('true')
    expect(list.className).toContain('auto-cols-[minmax(0,1fr)]')
    expect(list.className).toContain('w-full')
    // The other demos keep content-sized tabs.
    expect(demoCard('Basic').getByRole('tablist').hasAttribute('data-fixed')).toBe(false)
    expect(demoCard('Basic').getByRole('tablist').className).not.toContain('auto-cols')
    expect(demoCard('Grow').getByRole('tablist').hasAttribute('data-fixed')).toBe(false)

    const [account, security, notifications] = card.getAllByRole('tab')
    expect(account!.getAttribute('aria-selected')).toBe('true')
    account!.focus()
    await user.keyboard('{ArrowRight}')
    expect(security!.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(security)
    expect(card.getByRole('tabpanel').textContent).toBe('Password and two-step sign-in.')
    await user.keyboard('{End}')
    expect(notifications!.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(account!.getAttribute('aria-selected')).toBe('true')
  })
})

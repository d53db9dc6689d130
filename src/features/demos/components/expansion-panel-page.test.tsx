// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCard, demoCount } from '@/testing/demo-cards'
import { renderWithProviders } from '@/testing/render'
import ExpansionPanelPage from './expansion-panel-page'

describe('expansion panel demo page', () => {
  it('shows the seven demos of SCREENS.md and the disabled one', () => {
    renderWithProviders(<ExpansionPanelPage />, { language: 'en' })
    expect(demoCount()).toBe(8)
  })

  it('the popout panel expands out of the stack, and closes the other', async () => {
    const { user } = renderWithProviders(<ExpansionPanelPage />, { language: 'en' })
    const popout = demoCard('Popout')
    const first = popout.getByRole('button', { name: 'Section 1' })
    const second = popout.getByRole('button', { name: 'Section 2' })
    const panel = (b: HTMLElement) => b.closest('h3')!.parentElement!
    expect(panel(first).hasAttribute('data-open')).toBe(false)
    await user.click(first)
    expect(first.getAttribute('aria-expanded')).toBe('true')
    expect(panel(first).hasAttribute('data-open')).toBe(true)
    expect(panel(first).className).toContain('data-open:mx-0')
    expect(document.getElementById(first.getAttribute('aria-controls')!)?.textContent).toMatch(/design system/)
    await user.click(second)
    expect(panel(second).hasAttribute('data-open')).toBe(true)
    await waitFor(() => expect(panel(first).hasAttribute('data-open')).toBe(false))
  })

  it('the controlled panels follow their state, and their buttons change it', async () => {
    const { user } = renderWithProviders(<ExpansionPanelPage />, { language: 'en' })
    const model = demoCard('Opened by state')
    const expanded = () => model.getAllByRole('button', { name: /^Section/ }).map((b) => b.getAttribute('aria-expanded'))
    expect(expanded()).toEqual(['true', 'false', 'false'])
    await user.click(model.getByRole('button', { name: 'Open all' }))
    expect(expanded()).toEqual(['true', 'true', 'true'])
    expect(model.getByRole('status').textContent).toBe('Open sections: 3')
    await user.click(model.getByRole('button', { name: 'Section 2' }))
    expect(expanded()).toEqual(['true', 'false', 'true'])
    expect(model.getByRole('status').textContent).toBe('Open sections: 2')
    await user.click(model.getByRole('button', { name: 'Close all' }))
    expect(expanded()).toEqual(['false', 'false', 'false'])
  })
})

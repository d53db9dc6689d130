// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCard, demoCount } from '@/testing/demo-cards'
import { renderWithProviders } from '@/testing/render'
import TooltipPage from './tooltip-page'

const bubble = (text: string) => screen.getByText(text).closest('[role="tooltip"]') as HTMLElement

describe('tooltip demo page', () => {
  it('shows the six demos of SCREENS.md and the on/off one', () => {
    renderWithProviders(<TooltipPage />, { language: 'en' })
    expect(demoCount()).toBe(7)
  })

  it('the controlled tooltip follows its switch, and Escape turns the switch off', async () => {
    const { user } = renderWithProviders(<TooltipPage />, { language: 'en' })
    const model = demoCard('Shown by state')
    const toggle = model.getByRole('switch', { name: 'Show the tooltip' })
    expect(bubble('Shown by the switch.').hidden).toBe(true)
    await user.click(toggle)
    await waitFor(() => expect(bubble('Shown by the switch.').hidden).toBe(false))
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    await user.click(toggle)
    await waitFor(() => expect(bubble('Shown by the switch.').hidden).toBe(true))
    await user.click(toggle)
    await waitFor(() => expect(bubble('Shown by the switch.').hidden).toBe(false))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(bubble('Shown by the switch.').hidden).toBe(true))
    expect(toggle.getAttribute('aria-checked')).toBe('false')
  })

  it('the transition tooltips animate their entrance', async () => {
    const { user } = renderWithProviders(<TooltipPage />, { language: 'en' })
    await user.hover(demoCard('Transition').getByRole('button', { name: 'Grow' }))
    const grow = bubble('Appears with the “Grow” effect.')
    await waitFor(() => expect(grow.hidden).toBe(false))
    expect(grow.className).toContain('starting:scale-75')
    expect(bubble('Appears with the “Fade” effect.').className).toContain('starting:opacity-0')
  })
})

// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import SliderPage from './pages/slider-page'

const card = (title: string) =>
  within(screen.getByRole('heading', { name: title, level: 2 }).closest('[data-testid="demo-card"]') as HTMLElement)

describe('slider demos', () => {
  it('shows the thirteen demos of SCREENS.md', () => {
    renderWithProviders(<SliderPage />, { language: 'en' })
    expect(screen.getAllByTestId('demo-card')).toHaveLength(13)
  })

  it('ticks: steps of 25, the mark of the value highlighted', () => {
    renderWithProviders(<SliderPage />, { language: 'en' })
    const ticks = card('Ticks')
    const slider = ticks.getByRole('slider')
    expect(slider.getAttribute('step')).toBe('25')
    fireEvent.change(slider, { target: { value: '75' } })
    expect(ticks.getByText('75', { selector: '[aria-hidden] > span' }).className).toContain('text-primary')
    expect(ticks.getByText('50', { selector: '[aria-hidden] > span' }).className).not.toContain('text-primary')
  })

  it('colours: one slider per tone, named in the language (Arabic)', () => {
    renderWithProviders(<SliderPage />, { language: 'ar' })
    expect(card('الألوان').getAllByRole('slider')).toHaveLength(3)
    expect(card('الألوان').getByLabelText('نجاح')).toBeTruthy()
  })
})

// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { demoCard, demoCount } from '@/testing/demo-cards'
import SliderPage from './pages/slider-page'

describe('slider demos', () => {
  it('shows the thirteen demos of SCREENS.md', () => {
    renderWithProviders(<SliderPage />, { language: 'en' })
    expect(demoCount()).toBe(13)
  })

  it('ticks: steps of 25, the mark of the value highlighted', () => {
    renderWithProviders(<SliderPage />, { language: 'en' })
    const ticks = demoCard('Ticks')
    const slider = ticks.getByRole('slider')
    expect(slider.getAttribute('step')).toBe('25')
    fireEvent.change(slider, { target: { value: '75' } })
    expect(ticks.getByText('75', { selector: '[aria-hidden] > span' }).className).toContain('text-primary')
    expect(ticks.getByText('50', { selector: '[aria-hidden] > span' }).className).not.toContain('text-primary')
  })

  it('colours: one slider per tone, named in the language (Arabic)', () => {
    renderWithProviders(<SliderPage />, { language: 'ar' })
    expect(demoCard('الألوان').getAllByRole('slider')).toHaveLength(3)
    expect(demoCard('الألوان').getByLabelText('نجاح')).toBeTruthy()
  })
})

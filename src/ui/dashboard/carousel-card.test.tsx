// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { CarouselCard } from './carousel-card'

const slides = ['Traffic', 'Spending', 'Revenue sources'].map((label) => ({ key: label, label, content: <p>{label} figures</p> }))
const current = () =>
  screen.getAllByRole('button', { name: /^(Show|Afficher|عرض)/ }).findIndex((b) => b.getAttribute('aria-current') === 'true')

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('carousel card (embla)', () => {
  it('moves with the arrow keys on the track, wrapping around', () => {
    renderWithProviders(<CarouselCard label="Website analytics" slides={slides} interval={60_000} />, { language: 'en' })
    const track = screen.getByRole('group', { name: 'Website analytics' })
    fireEvent.keyDown(track, { key: 'ArrowRight' })
    expect(current()).toBe(1)
    fireEvent.keyDown(track, { key: 'ArrowLeft' })
    fireEvent.keyDown(track, { key: 'ArrowLeft' })
    expect(current()).toBe(2)
    expect(screen.getByRole('group', { name: 'Revenue sources (3 of 3)' }).getAttribute('aria-hidden')).toBe('false')
  })

  it('mirrors the keys in Arabic: ArrowLeft goes to the next slide', () => {
    renderWithProviders(<CarouselCard label="Website analytics" slides={slides} interval={60_000} />, { language: 'ar' })
    fireEvent.keyDown(screen.getByRole('group', { name: 'Website analytics' }), { key: 'ArrowLeft' })
    expect(current()).toBe(1)
  })

  it('holds while hovered and does not cycle under prefers-reduced-motion', () => {
    vi.useFakeTimers()
    const { unmount } = renderWithProviders(<CarouselCard label="Website analytics" slides={slides} interval={1000} />, { language: 'en' })
    const card = screen.getByRole('group', { name: 'Website analytics' }).parentElement!
    fireEvent.pointerEnter(card)
    act(() => void vi.advanceTimersByTime(3000))
    expect(current()).toBe(0)
    fireEvent.pointerLeave(card)
    act(() => void vi.advanceTimersByTime(1000))
    expect(current()).toBe(1)
    unmount()

    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('reduce'),
      media: q,
      addEventListener() {},
      removeEventListener() {},
    }))
    renderWithProviders(<CarouselCard label="Website analytics" slides={slides} interval={1000} />, { language: 'en' })
    act(() => void vi.advanceTimersByTime(5000))
    expect(current()).toBe(0)
  })

  it('dots are 24 px targets', () => {
    renderWithProviders(<CarouselCard label="Website analytics" slides={slides} />, { language: 'en' })
    for (const dot of screen.getAllByRole('button', { name: /^Show/ })) expect(dot.className).toContain('size-6')
  })
})

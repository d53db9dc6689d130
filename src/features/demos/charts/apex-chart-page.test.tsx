// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import ApexChartPage from './apex-chart-page'
import { dailyValue, rangeDays } from './date-range'

/** The text alternative of the chart in the card titled `title`. */
const summaryOf = (title: string) => {
  const chart = within(screen.getByRole('region', { name: title })).getByRole('img')
  return document.getElementById(chart.getAttribute('aria-describedby')!)!.textContent!
}

// The charts stay off screen (jsdom has no canvas to draw on): the data is read from their text alternative.
beforeAll(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
})
afterAll(() => vi.unstubAllGlobals())

describe('apex chart demo page', () => {
  it('shows the ten charts of SCREENS.md 4.2, four of them with a date range in their header', () => {
    renderWithProviders(<ApexChartPage />, { language: 'en' })
    expect(screen.getAllByRole('img').filter((el) => el.dataset.slot === 'chart')).toHaveLength(10)
    expect(screen.getAllByRole('group', { name: 'Dates' })).toHaveLength(4)
  })

  it('the date range changes the data of the area chart', async () => {
    const { user } = renderWithProviders(<ApexChartPage />, { language: 'en' })
    const card = within(screen.getByRole('region', { name: 'Area chart' }))
    const before = summaryOf('Area chart')
    expect(before).toContain('Oct 1:')
    expect(before).toContain('Oct 14:')
    expect(before).not.toContain('Oct 20:')
    const end = card.getByLabelText('End date')
    await user.clear(end)
    await user.type(end, '10/20/2026{Enter}')
    await waitFor(() => expect(summaryOf('Area chart')).toContain('Oct 20:'))
    const visits = summaryOf('Area chart').split('. ')[0]!
    expect(visits.split(', ')).toHaveLength(20)
    expect(visits).toContain(`Oct 20: ${dailyValue('2026-10-20', 0, 120, 280)}`)
    await user.clear(end)
    await user.tab()
    await waitFor(() => expect(summaryOf('Area chart')).toBe('No data: choose a start and an end date.'))
  })

  it('the balance headline is the total of the range', async () => {
    const { user } = renderWithProviders(<ApexChartPage />, { language: 'en' })
    const card = within(screen.getAllByRole('region', { name: 'Balance' }).find((r) => within(r).queryByRole('group', { name: 'Dates' }))!)
    const start = card.getByLabelText('Start date')
    const total = (days: string[]) => days.reduce((n, d) => n + dailyValue(d, 20, 50, 150) * 10, 0)
    const money = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(n)
    expect(card.getByText(money(total(rangeDays({ from: '2026-10-01', to: '2026-10-14' }))))).toBeTruthy()
    await user.clear(start)
    await user.type(start, '10/10/2026{Enter}')
    expect(await card.findByText(money(total(rangeDays({ from: '2026-10-10', to: '2026-10-14' }))))).toBeTruthy()
  })
})

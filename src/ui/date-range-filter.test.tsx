// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { useTableState } from './data-table/use-table-state'
import { DateRangeFilter } from './date-range-filter'

function Filter() {
  const table = useTableState({ filters: ['dateFrom', 'dateTo'] })
  return <DateRangeFilter table={table} from="dateFrom" to="dateTo" label="Période" />
}

describe('DateRangeFilter', () => {
  it('puts a range typed in the French format in the URL as ISO days, back on page 1', async () => {
    const { user, location } = renderWithProviders(<Filter />, { language: 'fr', route: '/otp/history?page=3' })
    await user.type(screen.getByRole('textbox', { name: 'Date de début' }), '05/11/2026{Enter}')
    expect(new URLSearchParams(location().search).get('dateFrom')).toBe('2026-11-05')
    await user.type(screen.getByRole('textbox', { name: 'Date de fin' }), '20/11/2026{Enter}')
    const params = new URLSearchParams(location().search)
    expect([params.get('dateFrom'), params.get('dateTo'), params.get('page')]).toEqual(['2026-11-05', '2026-11-20', null])
  })

  it('keeps a range whose end comes before its start out of the URL and says why', async () => {
    const { user, location } = renderWithProviders(<Filter />, { language: 'en', route: '/otp/history?dateFrom=2026-11-20' })
    expect((screen.getByRole('textbox', { name: 'Start date' }) as HTMLInputElement).value).toBe('11/20/2026')
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '11/02/2026{Enter}')
    expect(new URLSearchParams(location().search).get('dateTo')).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('The end date must be on or after the start date')
  })
})

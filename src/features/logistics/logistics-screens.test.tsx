// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { VehicleListResponse } from '@/api/contracts/logistics'
import type * as ChartModule from '@/ui/chart'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import FleetPage from './pages/fleet-page'
import LogisticsDashboardPage from './pages/logistics-dashboard-page'

withMockApi()

// jsdom has no canvas: the charts render as their text alternative (the wrapper's name and summary).
vi.mock('@/ui/chart', async (importOriginal) => ({
  ...(await importOriginal<typeof ChartModule>()),
  Chart: ({ label, summary }: { label: string; summary?: string }) => (
    <div role="img" aria-label={label}>
      {summary}
    </div>
  ),
}))

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const slow = { timeout: 8000 }
const vehicles = async (query: Record<string, string | number> = {}) =>
  (await call<VehicleListResponse>('/apps/logistics/vehicles', { query: { itemsPerPage: -1, ...query } })).body.vehicles

describe('fleet', () => {
  const view = () => screen.getByTestId('fleet-map-view')

  it('lists every vehicle with a marker each; selecting one in the list or on the map flies the map to it', async () => {
    const { user, location } = renderWithProviders(<FleetPage />, { route: '/apps/logistics/fleet', queryClient: client() })
    const all = await vehicles({ sortBy: 'location' })
    const list = await screen.findByRole('list', { name: 'Vehicles' }, slow)
    const items = within(list).getAllByRole('button')
    expect(items.map((b) => b.textContent?.match(/VOL-\d+/)?.[0])).toEqual(all.map((v) => `VOL-${v.location}`))
    const markers = within(screen.getByRole('group', { name: 'Map of the fleet' })).getAllByRole('button')
    expect(markers).toHaveLength(all.length)
    expect(view().style.transform).toBe('translate(0%, 0%) scale(1)')

    const first = all[0]!
    await user.click(items[0]!)
    await waitFor(() => expect(location().search).toBe(`?vehicle=${first.id}`))
    expect(items[0]!.getAttribute('aria-expanded')).toBe('true')
    expect(view().style.transform).toMatch(/scale\(2\.5\)$/)
    expect(view().dataset.focus).toBe(String(first.id))
    const marker = screen.getByRole('button', { name: new RegExp(`^VOL-${first.location}, ${first.startCity} to ${first.endCity}`) })
    expect(marker.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText(`Selected: VOL-${first.location}`)).toBeTruthy()
    expect(within(list).getByText('Tracking number created')).toBeTruthy()
    const zoomed = view().style.transform

    // From the map, by keyboard.
    const other = all[4]!
    const otherMarker = screen.getByRole('button', { name: new RegExp(`^VOL-${other.location},`) })
    otherMarker.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location().search).toBe(`?vehicle=${other.id}`))
    expect(otherMarker.getAttribute('aria-pressed')).toBe('true')
    expect(marker.getAttribute('aria-pressed')).toBe('false')
    expect(view().style.transform).not.toBe(zoomed)
    expect(
      within(list)
        .getByRole('button', { name: new RegExp(`VOL-${other.location}`) })
        .getAttribute('aria-expanded'),
    ).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Show every vehicle' }))
    await waitFor(() => expect(location().search).toBe(''))
    expect(view().style.transform).toBe('translate(0%, 0%) scale(1)')
  })

  it('opens with the vehicle of the URL selected (the dashboard links there)', async () => {
    const [v] = await vehicles({ sortBy: 'progress', orderBy: 'desc' })
    renderWithProviders(<FleetPage />, { route: `/apps/logistics/fleet?vehicle=${v!.id}`, queryClient: client() })
    await screen.findByText(`Selected: VOL-${v!.location}`, undefined, slow)
    expect(view().dataset.focus).toBe(String(v!.id))
  })
})

describe('logistics dashboard', () => {
  it('shows the widgets with their text alternatives and the live vehicles table, sorted by the server', async () => {
    const { user, location } = renderWithProviders(<LogisticsDashboardPage />, { route: '/dashboards/logistics', queryClient: client() })
    await screen.findByRole('heading', { name: 'Vehicles overview' }, slow)
    for (const title of ['Vehicles overview', 'Shipment statistics', 'Delivery performance', 'Delivery exceptions', 'Orders by countries'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy()
    expect(screen.getByRole('img', { name: /On the way: 39\.7%/ })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Shipment statistics' }).textContent).toBe(
      '403 shipments and 308 deliveries in January; busiest day: 50 shipments',
    )
    expect(screen.getByRole('img', { name: 'Delivery exceptions' }).textContent).toMatch(/^100 exceptions: Incorrect address 13%/)
    const table = await screen.findByRole('table', { name: 'On route vehicles' }, slow)
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), slow)

    await user.click(within(table).getByRole('button', { name: 'Warnings' }))
    await waitFor(() => expect(location().search).toBe('?vehicles.sortBy=warnings&vehicles.orderBy=asc'))
    const sorted = await vehicles({ sortBy: 'warnings', orderBy: 'asc', itemsPerPage: 5 })
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain(`VOL-${sorted[0]!.location}`), slow)
    const link = within(table).getByRole('link', { name: `VOL-${sorted[0]!.location}` })
    expect(link.getAttribute('href')).toBe(`/apps/logistics/fleet?vehicle=${sorted[0]!.id}`)
  })
})

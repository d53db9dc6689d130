// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { Chart } from '../chart'
import type { QueryLike } from '../query-state'
import { StatCard } from '../stat-card'
import { CarouselCard } from './carousel-card'
import { DashboardCard, QueryCard } from './dashboard-card'
import { DonutChart } from './donut-chart'

const query = <D,>(over: Partial<QueryLike<D>>): QueryLike<D> => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...over,
})

afterEach(() => vi.useRealTimers())

describe('dashboard card', () => {
  it('is a region named by its title, with a ⋮ menu of its actions', async () => {
    const refresh = vi.fn()
    const { user } = renderWithProviders(
      <DashboardCard title="Support tracker" actions={[{ label: 'Refresh', onClick: refresh }]}>
        body
      </DashboardCard>,
    )
    const card = screen.getByRole('region', { name: 'Support tracker' })
    await user.click(within(card).getByRole('button', { name: 'More actions: Support tracker' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Refresh' }))
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('never cuts its title: it wraps; the ⋮ menu alone only narrows its first line, an aside goes under it when both do not fit', () => {
    const actions = [{ label: 'Refresh', onClick: () => {} }]
    const { container } = renderWithProviders(
      <>
        <DashboardCard title="Ventes quotidiennes moyennes" subtitle="Total des ventes ce mois-ci" actions={actions}>
          body
        </DashboardCard>
        <DashboardCard title="Aperçu des ventes" aside={<span>+18,2 %</span>} actions={actions}>
          body
        </DashboardCard>
      </>,
    )
    const [alone, withAside] = screen.getAllByRole('heading', { level: 2 })
    for (const h of [alone!, withAside!]) {
      expect(h.className).not.toMatch(/\b(truncate|text-ellipsis|overflow-hidden|whitespace-nowrap)\b/)
      expect(h.className).toContain('break-words')
    }
    // The room kept for the menu is a float inside the title (first line only), hidden from assistive technology.
    const room = alone!.querySelector('[data-slot="menu-room"]')!
    expect(room.className).toContain('float-end')
    expect(room.getAttribute('aria-hidden')).toBe('true')
    expect(alone!.textContent).toBe('Ventes quotidiennes moyennes')
    expect(withAside!.querySelector('[data-slot="menu-room"]')).toBeNull()
    // The aside shares a wrapping row with the title block; the menu stays outside it, at the top end.
    const row = withAside!.parentElement!.parentElement!
    expect(row.className).toContain('flex-wrap')
    expect(row.textContent).toContain('+18,2 %')
    expect(within(row).queryByRole('button')).toBeNull()
    expect(container.querySelectorAll('[data-slot="dashboard-card"] button')).toHaveLength(2)
  })

  it('fed by a query: skeleton, error with Retry, empty state, then the content', async () => {
    const render = (q: QueryLike<string[]>) => (
      <QueryCard title="Top models" query={q} loadFailed="The figures could not be loaded." empty={<p>No model</p>}>
        {(rows) => rows.join(', ')}
      </QueryCard>
    )
    const { rerender, user, container } = renderWithProviders(render(query({ isPending: true })))
    expect(container.querySelector('[data-slot="skeleton"]')).toBeTruthy()
    const failed = query<string[]>({ isError: true })
    rerender(render(failed))
    expect(screen.getByRole('alert').textContent).toContain('The figures could not be loaded.')
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(failed.refetch).toHaveBeenCalledTimes(1)
    rerender(render(query({ data: [] })))
    expect(screen.getByText('No model')).toBeTruthy()
    rerender(render(query({ data: ['Inès', 'Jade'] })))
    expect(screen.getByRole('region', { name: 'Top models' }).textContent).toContain('Inès, Jade')
  })
})

describe('stat card layouts', () => {
  it('vertical: tile on top, then label, value (Intl) and the change chip; simple: no tile', () => {
    const { container, unmount } = renderWithProviders(
      <StatCard layout="vertical" label="Total sales" value={4673} delta={25.2} icon={<svg data-testid="icon" />} />,
    )
    const card = container.querySelector('[data-slot="stat-card"]')!
    expect(card.textContent).toBe('Total sales4,673+25.2%')
    expect(screen.getByTestId('icon')).toBeTruthy()
    unmount()
    renderWithProviders(<StatCard layout="simple" label="Total" value={60} icon={<svg data-testid="icon" />} />)
    expect(screen.queryByTestId('icon')).toBeNull()
  })
})

describe('charts', () => {
  it('a chart is a named picture with its summary, drawn later (placeholder of its height first)', () => {
    const { container } = renderWithProviders(<Chart option={{}} label="Weekly earnings" summary="Highest on Thursday" height={120} />)
    const img = screen.getByRole('img', { name: 'Weekly earnings' })
    expect(document.getElementById(img.getAttribute('aria-describedby')!)?.textContent).toBe('Highest on Thursday')
    expect((container.querySelector('[data-slot="chart-placeholder"]') as HTMLElement).style.height).toBe('120px')
  })

  it('a donut shows its centre figure as text over the ring', () => {
    const { container } = renderWithProviders(<DonutChart option={{}} label="Leads" summary="Total 183" centre="183" caption="Total" />)
    expect(container.textContent).toContain('183Total')
  })
})

describe('carousel card', () => {
  const slides = ['Traffic', 'Spending', 'Revenue sources'].map((label) => ({ key: label, label, content: <p>{label} figures</p> }))

  it('cycles on its own, the dots show the current slide, and it can be paused', async () => {
    vi.useFakeTimers()
    renderWithProviders(<CarouselCard label="Website analytics" slides={slides} interval={1000} />)
    const current = () => screen.getAllByRole('button', { name: /^Show/ }).findIndex((b) => b.getAttribute('aria-current') === 'true')
    expect(current()).toBe(0)
    act(() => void vi.advanceTimersByTime(1000))
    expect(current()).toBe(1)
    act(() => screen.getByRole('button', { name: 'Pause the slides' }).click())
    act(() => void vi.advanceTimersByTime(3000))
    expect(current()).toBe(1)
    act(() => screen.getByRole('button', { name: 'Show “Revenue sources”' }).click())
    expect(current()).toBe(2)
    expect(screen.getByRole('group', { name: 'Revenue sources (3 of 3)' }).getAttribute('aria-hidden')).toBe('false')
  })
})

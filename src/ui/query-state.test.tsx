// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { isEmptyData, QueryState, type QueryLike } from './query-state'

const query = <D,>(over: Partial<QueryLike<D>>): QueryLike<D> => ({
  data: undefined,
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...over,
})

describe('QueryState', () => {
  it('error first: the title and a Retry that refetches', async () => {
    const q = query<string[]>({ isError: true, data: ['kept'] })
    const { user } = renderWithProviders(
      <QueryState query={q} error="Invoices could not be loaded">
        {(rows) => rows.join()}
      </QueryState>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Invoices could not be loaded')
    expect(screen.queryByText('kept')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(q.refetch).toHaveBeenCalledTimes(1)
  })

  it('error without a title: the generic message; a node replaces the alert', () => {
    const { unmount } = renderWithProviders(<QueryState query={query({ isError: true })}>content</QueryState>)
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
    unmount()
    renderWithProviders(
      <QueryState query={query({ isError: true })} error={<p>Custom</p>}>
        content
      </QueryState>,
    )
    expect(screen.getByText('Custom')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('loading: the default labelled spinner, or the given skeleton', () => {
    const { unmount } = renderWithProviders(<QueryState query={query({ isPending: true })}>content</QueryState>)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy()
    expect(screen.queryByText('content')).toBeNull()
    unmount()
    renderWithProviders(
      <QueryState query={query({ isPending: true })} loading={<p>Skeleton</p>}>
        content
      </QueryState>,
    )
    expect(screen.getByText('Skeleton')).toBeTruthy()
  })

  it('empty: an empty array or page shows the empty state (default or given)', () => {
    const { unmount } = renderWithProviders(<QueryState query={query({ data: { rows: [], total: 0 } })}>content</QueryState>)
    expect(screen.getByText('Nothing to show yet')).toBeTruthy()
    unmount()
    renderWithProviders(
      <QueryState query={query({ data: [] })} empty={<p>No invoices</p>}>
        content
      </QueryState>,
    )
    expect(screen.getByText('No invoices')).toBeTruthy()
    expect(screen.queryByText('content')).toBeNull()
  })

  it('content: children get the data; isEmpty can be the caller’s', () => {
    const { unmount } = renderWithProviders(
      <QueryState query={query({ data: { rows: [1, 2], total: 2 } })}>{(page) => `rows ${page.rows.length}`}</QueryState>,
    )
    expect(screen.getByText('rows 2')).toBeTruthy()
    unmount()
    renderWithProviders(
      <QueryState query={query({ data: { count: 0 } })} isEmpty={(d) => d.count === 0} empty={<p>Zero</p>}>
        content
      </QueryState>,
    )
    expect(screen.getByText('Zero')).toBeTruthy()
  })

  it('isEmptyData knows arrays and pages, and nothing else', () => {
    expect(isEmptyData([])).toBe(true)
    expect(isEmptyData([1])).toBe(false)
    expect(isEmptyData({ rows: [], total: 0 })).toBe(true)
    expect(isEmptyData({ rows: [1], total: 1 })).toBe(false)
    expect(isEmptyData({ name: 'x' })).toBe(false)
    expect(isEmptyData(0)).toBe(false)
  })
})

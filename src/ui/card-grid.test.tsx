// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { CardGridList } from './card-grid'
import { applyLocalQuery, useTableState } from './data-table'
import { FilterSelect } from './filter-select'
import type { QueryLike } from './query-state'

interface Course {
  id: number
  title: string
  level: 'easy' | 'hard'
}

const courses: Course[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  title: `Course ${i + 1}`,
  level: i % 3 === 0 ? 'hard' : 'easy',
}))

/** A card grid screen in miniature: URL state -> "server" (applyLocalQuery) -> CardGridList. */
function Grid({
  state = 'ready',
  rows = courses,
  refetch = vi.fn(),
}: {
  state?: 'ready' | 'loading' | 'error'
  rows?: Course[]
  refetch?: () => void
}) {
  const table = useTableState({ filters: ['level'], defaults: { itemsPerPage: 12 }, pageSizes: [12, 24] })
  const page = applyLocalQuery(rows, table.query, { search: (c) => [c.title], filters: { level: (c, v) => c.level === v } })
  const query: QueryLike<{ rows: Course[]; total: number }> = {
    data: state === 'ready' ? page : undefined,
    isPending: state === 'loading',
    isError: state === 'error',
    refetch,
  }
  return (
    <CardGridList
      label="Courses"
      table={table}
      query={query}
      getKey={(c) => c.id}
      renderItem={(c) => <article>{c.title}</article>}
      search={{ label: 'Search courses' }}
      filters={
        <FilterSelect
          table={table}
          name="level"
          label="Level"
          placeholder="All levels"
          options={[
            { value: 'easy', label: 'Easy' },
            { value: 'hard', label: 'Hard' },
          ]}
        />
      }
      skeleton={<div data-testid="skeleton" />}
      skeletonCount={4}
      empty={{ title: 'No courses yet', action: <button type="button">Add course</button> }}
      loadFailed="Courses could not be loaded"
    />
  )
}

const items = () => within(screen.getByRole('region', { name: 'Courses' })).getAllByRole('listitem')

describe('CardGridList', () => {
  it('shows the page of cards as a list, with the table footer on the URL state', async () => {
    const { user, location } = renderWithProviders(<Grid />, { route: '/courses' })
    expect(items()).toHaveLength(12)
    expect(items()[0]!.textContent).toBe('Course 1')
    expect(screen.getByText('1-12 of 30')).toBeTruthy()
    expect([...(screen.getByLabelText('Items per page:') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['12', '24'])
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(location().search).toBe('?page=2')
    expect(items()[0]!.textContent).toBe('Course 13')
  })

  it('the filter select writes its URL param, resets the page, and "All" removes it', async () => {
    const { user, location } = renderWithProviders(<Grid />, { route: '/courses?page=2' })
    const select = screen.getByRole('combobox', { name: 'Level' }) as HTMLSelectElement
    expect(select.value).toBe('')
    await user.selectOptions(select, 'hard')
    expect(location().search).toBe('?level=hard')
    expect(select.value).toBe('hard')
    expect(items()).toHaveLength(10)
    await user.selectOptions(select, '')
    expect(location().search).toBe('')
  })

  it('the search filters the cards; no match offers to clear the search and filters', async () => {
    const { user, location } = renderWithProviders(<Grid />, { route: '/courses?level=hard' })
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'zzz')
    await waitFor(() => expect(screen.getByText('No rows match your search or filters')).toBeTruthy())
    expect(screen.queryByRole('region', { name: 'Courses' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(location().search).toBe('')
    expect(items()).toHaveLength(12)
  })

  it('empty (not filtered): the caller’s message and action', () => {
    renderWithProviders(<Grid rows={[]} />, { route: '/courses' })
    expect(screen.getByText('No courses yet')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add course' })).toBeTruthy()
  })

  it('loading: skeleton cards in a busy grid; error: the alert and Retry', async () => {
    const { unmount } = renderWithProviders(<Grid state="loading" />, { route: '/courses' })
    const skeletons = screen.getAllByTestId('skeleton')
    expect(skeletons).toHaveLength(4)
    expect(skeletons[0]!.parentElement!.getAttribute('aria-busy')).toBe('true')
    unmount()
    const refetch = vi.fn()
    const { user } = renderWithProviders(<Grid state="error" refetch={refetch} />, { route: '/courses' })
    expect(screen.getByRole('alert').textContent).toContain('Courses could not be loaded')
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })
})

// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ALL_ROWS, tableQuery, useTableState, type TableStateOptions } from './use-table-state'

function setup<F extends string>(route: string, options: TableStateOptions<F>) {
  const wrapper = ({ children }: { children: React.ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  return renderHook(
    () => {
      const state = useTableState(options)
      return { state, search: useLocation().search }
    },
    { wrapper },
  )
}

describe('useTableState', () => {
  it('applies defaults and leaves them out of the URL', () => {
    const { result } = setup('/orders', {
      filters: ['status'],
      defaults: { sortBy: 'createdAt', orderBy: 'desc', itemsPerPage: 25, status: 'waiting' },
    })
    expect(result.current.state.query).toEqual({ sortBy: 'createdAt', orderBy: 'desc', page: 1, itemsPerPage: 25, status: 'waiting' })
    expect(result.current.state.isFiltered).toBe(false)
    act(() => result.current.state.setFilter('status', 'received'))
    expect(result.current.search).toBe('?status=received')
    expect(result.current.state.isFiltered).toBe(true)
    act(() => result.current.state.setFilter('status', 'waiting'))
    expect(result.current.search).toBe('')
    act(() => result.current.state.setSort('createdAt', 'asc'))
    expect(result.current.search).toBe('?sortBy=createdAt&orderBy=asc')
    act(() => result.current.state.setSort('createdAt', 'desc'))
    expect(result.current.search).toBe('')
    act(() => result.current.state.setItemsPerPage(50))
    expect(result.current.search).toBe('?itemsPerPage=50')
    act(() => result.current.state.setItemsPerPage(25))
    expect(result.current.search).toBe('')
  })

  it('search and filters reset the page; clearFilters keeps sort and size', () => {
    const { result } = setup('/users?page=4&sortBy=email&orderBy=desc&itemsPerPage=50&role=admin&q=ann', { filters: ['role', 'plan'] })
    expect(result.current.state.query).toEqual({ q: 'ann', sortBy: 'email', orderBy: 'desc', page: 4, itemsPerPage: 50, role: 'admin' })
    act(() => result.current.state.setFilters({ plan: 'team', role: null }))
    expect(result.current.search).toBe('?sortBy=email&orderBy=desc&itemsPerPage=50&q=ann&plan=team')
    act(() => result.current.state.setPage(3))
    act(() => result.current.state.setQuery('  bob '))
    expect(result.current.state.query).toEqual({ q: 'bob', sortBy: 'email', orderBy: 'desc', page: 1, itemsPerPage: 50, plan: 'team' })
    act(() => result.current.state.clearFilters())
    expect(result.current.search).toBe('?sortBy=email&orderBy=desc&itemsPerPage=50')
  })

  it('keeps `query` identical when unrelated params change, and honours a prefix', () => {
    const { result } = setup('/user/3?tab=billing&inv.page=2', { prefix: 'inv.' })
    const first = result.current.state.query
    expect(first).toEqual({ page: 2, itemsPerPage: 10 })
    act(() => result.current.state.setItemsPerPage(5))
    expect(result.current.search).toBe('?tab=billing&inv.itemsPerPage=5')
    const second = result.current.state.query
    expect(second).toEqual({ page: 1, itemsPerPage: 5 })
    act(() => result.current.state.setPage(1))
    expect(result.current.state.query).toBe(second)
  })

  it('reads "All" (itemsPerPage=-1) as one page, unless the page sizes leave it out', () => {
    const { result } = setup('/x?page=3&itemsPerPage=-1', {})
    expect(result.current.state.query).toEqual({ page: 1, itemsPerPage: -1 })
    act(() => result.current.state.setItemsPerPage(20))
    expect(result.current.search).toBe('?itemsPerPage=20')
    act(() => result.current.state.setItemsPerPage(-1))
    expect(result.current.search).toBe('?itemsPerPage=-1')
    const grid = setup<'tag'>('/x?itemsPerPage=-1', { pageSizes: [12, 24], defaults: { itemsPerPage: 12 } })
    expect(grid.result.current.state.query).toEqual({ page: 1, itemsPerPage: 12 })
    expect(setup('/x?itemsPerPage=-2', {}).result.current.state.query).toEqual({ page: 1, itemsPerPage: 10 })
  })

  it('sanitises bad values', () => {
    const { result } = setup('/x?page=-2&itemsPerPage=13&orderBy=sideways&sortBy=name', {})
    expect(result.current.state.query).toEqual({ sortBy: 'name', orderBy: 'asc', page: 1, itemsPerPage: 10 })
  })
})

describe('tableQuery (a page prefetch reads the URL as the hook does)', () => {
  const options: TableStateOptions<'status' | 'role'> = {
    filters: ['status', 'role'],
    defaults: { sortBy: 'createdAt', orderBy: 'desc', status: 'waiting' },
    pageSizes: [10, 25, ALL_ROWS],
  }
  it.each([
    '/list',
    '/list?q=%20ada%20&role=admin&page=3',
    '/list?sortBy=name&orderBy=asc&itemsPerPage=25&status=received',
    '/list?itemsPerPage=-1&page=4',
    '/list?itemsPerPage=7&page=0&sortBy=&unrelated=1',
  ])('%s: the same query as useTableState', (route) => {
    const { result } = setup(route, options)
    const query = tableQuery(new URLSearchParams(route.split('?')[1] ?? ''), options)
    expect(query).toEqual(result.current.state.query)
    // Same keys too (a query key's hash reads them): no key present with an undefined value.
    expect(Object.keys(query).sort()).toEqual(Object.keys(result.current.state.query).sort())
  })

  it('reads a prefixed table', () => {
    expect(tableQuery(new URLSearchParams('orders.page=2&page=5&orders.q=x'), { prefix: 'orders.' })).toEqual({
      q: 'x',
      page: 2,
      itemsPerPage: 10,
    })
  })
})

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { applyLocalQuery, createColumnHelper, DataTable, nextUrlSort, useTableState, type DataTableColumn } from '.'
import { sortKeyToColumnId } from './sorting'

interface Person {
  id: number
  name: string
  address: { city: string }
  age: number
}

const people: Person[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  address: { city: `City ${12 - i}` },
  age: 20 + i,
}))
const col = createColumnHelper<Person>()
const columns: DataTableColumn<Person>[] = [
  col.accessor('name', { id: 'person', header: () => 'Name', enableSorting: true, meta: { sortKey: 'fullName' } }),
  col.accessor('address.city', { header: 'City', enableSorting: true }),
  col.accessor('age', { header: 'Age', meta: { label: 'Years', align: 'end' } }),
  col.display({ id: 'avatar', header: 'Avatar', meta: { hideHeader: true }, cell: () => '·' }),
]

function People() {
  const table = useTableState()
  const page = applyLocalQuery(people, table.query, { sort: { fullName: (p) => p.name, address_city: (p) => p.address.city } })
  return (
    <DataTable
      label="People"
      columns={columns}
      data={page.rows}
      total={page.total}
      state={table}
      getRowId={(p) => p.id}
      getRowLabel={(p) => p.name}
      rowActions={() => <button type="button">Edit</button>}
      bulkActions={() => null}
    />
  )
}

const header = (name: RegExp) => screen.getByRole('columnheader', { name })
const sortButton = (name: RegExp) => within(header(name)).getByRole('button')

describe('DataTable sorting on TanStack (controlled, manual)', () => {
  it('the URL key is meta.sortKey; the column is found back from it', async () => {
    const { user, location } = renderWithProviders(<People />, { route: '/people?sortBy=fullName&orderBy=desc' })
    expect(header(/Name/).getAttribute('aria-sort')).toBe('descending')
    expect(sortButton(/Name/).title).toBe('Remove sorting')
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('Person 12')
    await user.click(sortButton(/Name/))
    expect(location().search).toBe('')
    expect(header(/Name/).getAttribute('aria-sort')).toBe('none')
    expect(sortButton(/Name/).title).toBe('Sort ascending')
  })

  it('a nested accessor sorts by its TanStack id; Space toggles too; one column at a time', async () => {
    const { user, location } = renderWithProviders(<People />, { route: '/people?sortBy=fullName&orderBy=asc' })
    sortButton(/City/).focus()
    await user.keyboard(' ')
    expect(location().search).toBe('?sortBy=address_city&orderBy=asc')
    expect(header(/City/).getAttribute('aria-sort')).toBe('ascending')
    expect(header(/Name/).getAttribute('aria-sort')).toBe('none')
    expect(sortButton(/City/).title).toBe('Sort descending')
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('City 1')
  })

  it('nextUrlSort: the first sort wins; none is the default order, except a default descending column goes to asc', () => {
    const key = (id: string) => (id === 'person' ? 'fullName' : id)
    expect(nextUrlSort([{ id: 'person', desc: false }], [], undefined, key)).toEqual({ sortBy: 'fullName', orderBy: 'asc' })
    expect(nextUrlSort([{ id: 'age', desc: true }], [], undefined, key)).toEqual({ sortBy: 'age', orderBy: 'desc' })
    expect(nextUrlSort([], [{ id: 'age', desc: true }], undefined, key)).toEqual({ orderBy: 'asc' })
    expect(nextUrlSort([], [{ id: 'age', desc: true }], { sortBy: 'age', orderBy: 'desc' }, key)).toEqual({ sortBy: 'age', orderBy: 'asc' })
    expect(nextUrlSort([], [{ id: 'age', desc: true }], { sortBy: 'age', orderBy: 'asc' }, key)).toEqual({ orderBy: 'asc' })
  })

  it('sortKeyToColumnId: meta.sortKey, id, accessorKey (dots as underscores), inside groups', () => {
    const map = sortKeyToColumnId([
      ...columns,
      col.group({ id: 'g', header: 'Group', columns: [col.accessor('id', { header: 'Id' })] }),
    ] as DataTableColumn<Person>[])
    expect(map.get('fullName')).toBe('person')
    expect(map.get('address_city')).toBe('address_city')
    expect(map.get('age')).toBe('age')
    expect(map.get('id')).toBe('id')
  })
})

describe('DataTable on touch screens', () => {
  it('each cell carries its column label for the card layout (meta.label first, none for a hidden header)', () => {
    renderWithProviders(<People />, { route: '/people' })
    const table = screen.getByRole('table', { name: 'People' })
    expect(table.hasAttribute('data-cards')).toBe(true)
    const cells = [...table.querySelectorAll('tbody tr[data-index]')[0]!.querySelectorAll('td')]
    expect(cells.map((td) => td.getAttribute('data-label'))).toEqual([null, 'Name', 'City', 'Years', null, 'Actions'])
    expect(cells[0]!.getAttribute('data-cell')).toBe('select')
    expect(cells.at(-1)!.getAttribute('data-cell')).toBe('actions')
  })

  it('targets grow to 44 px below md: sort buttons, checkboxes, pager; the bulk bar sticks to the bottom', async () => {
    const { user } = renderWithProviders(<People />, { route: '/people' })
    expect(sortButton(/Name/).className).toContain('max-md:min-h-11')
    expect(screen.getByRole('checkbox', { name: 'Select Person 01' }).closest('label')!.className).toContain('max-md:min-h-11')
    expect(screen.getByRole('button', { name: 'Next page' }).className).toContain('max-md:size-11')
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 01' }))
    const bar = screen.getByRole('region', { name: 'Actions on the selected rows' })
    expect(bar.className).toContain('max-md:sticky')
    expect(bar.className).toContain('max-md:bottom-0')
  })
})

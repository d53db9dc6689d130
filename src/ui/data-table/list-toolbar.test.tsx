// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/client'
import { renderWithProviders } from '@/testing/render'
import { AddAction, ListToolbar, useListExport } from './list-toolbar'

function Harness({ load, empty }: { load: () => Promise<{ n: number }[]>; empty?: boolean }) {
  const csv = useListExport({
    load,
    file: (rows) => ({ name: 'rows.csv', csv: rows.map((r) => r.n).join('\n') }),
    exported: (count) => `${count} rows exported`,
    failed: 'Export failed',
  })
  return <ListToolbar csv={csv} empty={empty} add={<AddAction to="/add" label="Add row" />} />
}

describe('ListToolbar', () => {
  it('exports the loaded rows and toasts how many, with the add link beside', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x')
    URL.revokeObjectURL = vi.fn()
    const { user } = renderWithProviders(<Harness load={async () => [{ n: 1 }, { n: 2 }]} />)
    expect(screen.getByRole('link', { name: 'Add row' }).getAttribute('href')).toBe('/add')
    await user.click(screen.getByRole('button', { name: 'Export' }))
    expect(await screen.findByText('2 rows exported')).toBeTruthy()
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1)
  })

  it("toasts the API's message when loading fails; Export is disabled on an empty list", async () => {
    const { user, unmount } = renderWithProviders(<Harness load={() => Promise.reject(new ApiError(500, 'Server down'))} />)
    await user.click(screen.getByRole('button', { name: 'Export' }))
    expect(await screen.findByText('Server down')).toBeTruthy()
    unmount()
    renderWithProviders(<Harness load={async () => []} empty />)
    expect(screen.getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(true)
  })

  it('renders a button add action that calls onClick', async () => {
    const onClick = vi.fn()
    const { user } = renderWithProviders(<AddAction label="Add customer" onClick={onClick} />)
    await user.click(screen.getByRole('button', { name: 'Add customer' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

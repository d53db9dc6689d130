// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MatrixTable } from './matrix-table'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table'

describe('Table primitives', () => {
  it('render a captioned table with column and row headers, aligned cells, in a sideways-scrolling wrapper', () => {
    render(
      <Table caption="Invoices" wrapperClassName="pb-2">
        <TableHeader>
          <tr>
            <TableHead>Invoice</TableHead>
            <TableHead align="end">Amount</TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableHead scope="row">INV-1</TableHead>
            <TableCell align="end" className="font-medium">
              12 €
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    )
    const table = screen.getByRole('table', { name: 'Invoices' })
    expect(table.parentElement!.className).toContain('overflow-x-auto')
    expect(table.parentElement!.className).toContain('pb-2')
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Invoice', 'Amount'])
    expect(screen.getByRole('columnheader', { name: 'Amount' }).className).toContain('text-end')
    const rowHeader = screen.getByRole('rowheader', { name: 'INV-1' })
    expect(rowHeader.className).toContain('font-normal')
    const cell = screen.getByRole('cell', { name: '12 €' })
    expect(cell.className).toContain('text-end')
    expect(cell.className).toContain('font-medium')
    expect(cell.className).toContain('px-5')
  })

  it('the header can drop its background; a caller class wins over the default padding', () => {
    render(
      <Table>
        <TableHeader plain>
          <tr>
            <TableHead className="px-2">Right</TableHead>
          </tr>
        </TableHeader>
      </Table>,
    )
    const th = screen.getByRole('columnheader', { name: 'Right' })
    expect(th.closest('thead')!.className).not.toContain('bg-surface-2')
    expect(th.className).toContain('px-2')
    expect(th.className).not.toContain('px-5')
  })

  it('MatrixTable is built on them: a row header per row, a centred cell per column', () => {
    render(
      <MatrixTable
        caption="Rights"
        corner="Module"
        rows={['users', 'roles']}
        columns={['read', 'write']}
        rowLabel={(r) => r}
        columnLabel={(c) => c}
        cell={(r, c) => `${r}:${c}`}
      />,
    )
    const table = screen.getByRole('table', { name: 'Rights' })
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['users', 'roles'])
    expect(within(table).getByRole('cell', { name: 'roles:write' }).className).toContain('text-center')
  })
})

import type { ReactNode } from 'react'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table'

export interface MatrixTableProps<R extends string, C extends string> {
  /** Header of the first column (the one naming the rows). */
  corner: ReactNode
  rows: readonly R[]
  columns: readonly C[]
  rowLabel: (row: R) => ReactNode
  columnLabel: (column: C) => ReactNode
  /** Content of one centred cell (a checkbox, a yes/no icon…). */
  cell: (row: R, column: C) => ReactNode
  /** Screen-reader caption. */
  caption?: string
  /** Tighter body rows. */
  dense?: boolean
  /** Classes of the scrolling wrapper. */
  className?: string
}

/**
 * A small rows × columns grid with a header row and a header column, such as notification events ×
 * channels or modules × rights. Scrolls sideways on narrow screens.
 */
export function MatrixTable<R extends string, C extends string>({
  corner,
  rows,
  columns,
  rowLabel,
  columnLabel,
  cell,
  caption,
  dense,
  className,
}: MatrixTableProps<R, C>) {
  const py = dense ? 'py-2.5' : 'py-3'
  return (
    <Table wrapperClassName={className} caption={caption}>
      <TableHeader>
        <tr>
          <TableHead>{corner}</TableHead>
          {columns.map((c) => (
            <TableHead key={c} align="center">
              {columnLabel(c)}
            </TableHead>
          ))}
        </tr>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r}>
            <TableHead scope="row" className={py}>
              {rowLabel(r)}
            </TableHead>
            {columns.map((c) => (
              <TableCell key={c} align="center" className={py}>
                {cell(r, c)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

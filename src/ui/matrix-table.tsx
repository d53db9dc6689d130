import type { ReactNode } from 'react'

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
export function MatrixTable<R extends string, C extends string>({ corner, rows, columns, rowLabel, columnLabel, cell, caption, dense, className }: MatrixTableProps<R, C>) {
  const py = dense ? 'py-2.5' : 'py-3'
  return (
    <div className={className ? `overflow-x-auto ${className}` : 'overflow-x-auto'}>
      <table className="w-full text-[0.9375rem]">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-surface-2 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 text-start font-medium">{corner}</th>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-5 py-3 text-center font-medium">{columnLabel(c)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r} className="border-t border-border">
              <th scope="row" className={`px-5 ${py} text-start font-normal`}>{rowLabel(r)}</th>
              {columns.map((c) => (
                <td key={c} className={`px-5 ${py} text-center`}>{cell(r, c)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

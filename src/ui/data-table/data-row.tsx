import { flexRender, type Cell, type Row } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { memo } from 'react'
import { Checkbox } from '../checkbox'

export const ROW_CLASS = 'transition-colors hover:bg-hover data-[state=selected]:bg-primary/5'

export interface DataRowProps<T> {
  row: Row<T>
  /** The row's visible cells: a new array when the columns change, so the row renders again. */
  cells: Cell<T, unknown>[]
  index: number
  selected: boolean
  selectable: boolean
  /** aria-rowindex (virtualised body only: the header row is 1). */
  rowIndex?: number
  /** Class of each cell by column id (built once per render of the table, not per row). */
  cellClass: Record<string, string>
  /** Column label of each cell by column id, shown before the value when rows are cards (narrow screens). */
  cellLabel: Record<string, string | undefined>
  checkboxCellClass: string
  actionsCellClass: string
  actionsLabel: string
  getRowLabel?: (row: T) => string
  rowActions?: (row: T) => React.ReactNode
  rowClassName?: (row: T) => string | undefined
  t: TFunction
}

/**
 * One body row. Memoised: while a virtualised body scrolls, the table renders again on every
 * frame but the rows that stay in view keep the same props and are skipped; only the rows that
 * come into view render. Its cells render again when the row data, the columns (a new `cells`
 * array), the selection of this row or a prop of the table changes. Plain `<tr>`/`<td>` with
 * classes computed once per table (no `cn()` per cell).
 */
export const DataRow = memo(function DataRow<T>({
  row,
  cells,
  index,
  selected,
  selectable,
  rowIndex,
  cellClass,
  cellLabel,
  checkboxCellClass,
  actionsCellClass,
  actionsLabel,
  getRowLabel,
  rowActions,
  rowClassName,
  t,
}: DataRowProps<T>) {
  const extra = rowClassName?.(row.original)
  return (
    <tr
      data-index={index}
      aria-rowindex={rowIndex}
      data-state={selected ? 'selected' : undefined}
      className={extra ? `${ROW_CLASS} ${extra}` : ROW_CLASS}
    >
      {selectable && (
        <td className={checkboxCellClass} data-cell="select">
          <Checkbox
            hideLabel
            label={t('table.selectRow', { label: getRowLabel?.(row.original) ?? row.id })}
            checked={selected}
            onChange={(v) => row.toggleSelected(v)}
            className="max-md:min-h-11 max-md:min-w-11"
          />
        </td>
      )}
      {cells.map((cell) => (
        <td key={cell.id} className={cellClass[cell.column.id]} data-label={cellLabel[cell.column.id]}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
      {rowActions && (
        <td className={actionsCellClass} data-label={actionsLabel} data-cell="actions">
          <div className="flex items-center gap-0.5">{rowActions(row.original)}</div>
        </td>
      )}
    </tr>
  )
}) as <T>(props: DataRowProps<T>) => React.ReactElement

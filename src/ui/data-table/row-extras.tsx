import type { Row } from '@tanstack/react-table'
import { ChevronDown } from 'lucide-react'
import { createContext, Fragment, use, useCallback, useMemo, useState } from 'react'
import { IconButton } from '../icon-button'
import type { DataTableColumn } from './types'

/**
 * Expandable and grouped rows of the DataTable (additive: a table without `expandedRow` or
 * `groupBy` renders as before). Neither works with the virtual body: a table that uses them is
 * not virtualised.
 *
 * - Expandable rows: `const expand = useExpandedRows()`, a first column `expandColumn(label)` (a
 *   button with `aria-expanded`), `expandedRow={(row) => expand.isOpen(id) && <Details />}` and the
 *   table inside `<ExpandedRowsContext value={expand}>`: the details show in a row under the row.
 * - Grouped rows: `groupBy={{ of: (row) => key, label: (key, count) => text }}`; the rows arrive
 *   sorted by group (the caller sorts), a header row opens each group.
 */
export interface GroupBy<T> {
  of: (row: T) => string
  label: (group: string, count: number) => React.ReactNode
}

export interface ExpandedRows {
  isOpen: (id: string) => boolean
  toggle: (id: string) => void
}

/** Which rows are expanded (by row id); several may be open at once. */
export function useExpandedRows(): ExpandedRows {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const toggle = useCallback(
    (id: string) =>
      setOpen((prev) => {
        const next = new Set(prev)
        if (!next.delete(id)) next.add(id)
        return next
      }),
    [],
  )
  return useMemo(() => ({ isOpen: (id: string) => open.has(id), toggle }), [open, toggle])
}

export const detailsId = (rowId: string) => `row-details-${rowId}`

/** The expanded rows of the table around it (the expander cells read it, so a toggle keeps their focus). */
export const ExpandedRowsContext = createContext<ExpandedRows | null>(null)

function ExpandToggle({ id, label }: { id: string; label: string }) {
  const expanded = use(ExpandedRowsContext)
  const open = expanded?.isOpen(id) ?? false
  return (
    <IconButton
      size="sm"
      label={label}
      aria-expanded={open}
      aria-controls={open ? detailsId(id) : undefined}
      onClick={() => expanded?.toggle(id)}
    >
      <ChevronDown className={open ? 'rotate-180 transition-transform' : 'transition-transform'} />
    </IconButton>
  )
}

/**
 * The expander column: a chevron button per row (`aria-expanded`, `aria-controls` the details
 * row). Build it once (`useMemo`) and render the table inside `<ExpandedRowsContext value={expanded}>`.
 */
export function expandColumn<T>(label: (row: T) => string): DataTableColumn<T> {
  return {
    id: 'expand',
    header: () => null,
    meta: { hideHeader: true, className: 'w-12' },
    cell: ({ row }) => <ExpandToggle id={row.id} label={label(row.original)} />,
  }
}

/** The body rows with the group header rows and the expanded rows in between. */
export function rowsWithExtras<T>(
  rows: Row<T>[],
  renderRow: (row: Row<T>, index: number) => React.ReactNode,
  { span, expandedRow, groupBy }: { span: number; expandedRow?: (row: T) => React.ReactNode; groupBy?: GroupBy<T> },
): React.ReactNode[] {
  const counts = new Map<string, number>()
  if (groupBy) for (const row of rows) counts.set(groupBy.of(row.original), (counts.get(groupBy.of(row.original)) ?? 0) + 1)
  let group: string | undefined
  return rows.map((row, i) => {
    const key = groupBy?.of(row.original)
    const opens = key !== undefined && key !== group
    group = key
    const details = expandedRow?.(row.original)
    return (
      <Fragment key={row.id}>
        {opens && (
          <tr data-group={key}>
            <th
              scope="colgroup"
              colSpan={span}
              className="border-b border-border bg-surface-2 px-4 py-2 text-start font-medium text-strong"
            >
              {groupBy!.label(key, counts.get(key) ?? 0)}
            </th>
          </tr>
        )}
        {renderRow(row, i)}
        {details ? (
          <tr id={detailsId(row.id)} data-details="">
            <td colSpan={span} className="border-b border-border bg-surface-2/50 px-4 py-3">
              {details}
            </td>
          </tr>
        ) : null}
      </Fragment>
    )
  })
}

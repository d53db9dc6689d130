import type { ColumnDef, RowData } from '@tanstack/react-table'
import type { GroupBy } from './row-extras'
import type { TableState } from './use-table-state'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'start' | 'center' | 'end'
    /** URL/server sort key when it differs from the column id. */
    sortKey?: string
    className?: string
    headerClassName?: string
    /** Header text for screen readers only (e.g. an avatar column). */
    hideHeader?: boolean
    /** Label of the column's cells when rows show as cards (narrow screens); default: the header when it is text. */
    label?: string
  }
}

/** A column of the DataTable (TanStack's ColumnDef; its value type is left open on purpose). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<T> = ColumnDef<T, any>

export interface BulkContext<T> {
  /** Ids of the selected rows (as strings), across pages. */
  ids: string[]
  /** The selected rows that have been on screen (all of them unless selected on another page and evicted). */
  rows: T[]
  count: number
  clear: () => void
}

export interface DataTableProps<T, F extends string> {
  /** Accessible name of the table (usually the page or card title). */
  label: string
  columns: DataTableColumn<T>[]
  /** Rows of the current page, already searched, filtered, sorted and paged by the server. */
  data: T[] | undefined
  /** Rows matching the query across all pages; undefined while unknown. */
  total: number | undefined
  /** From `useTableState`. */
  state: TableState<F>
  getRowId: (row: T) => string | number
  /** Name of a row in "Select …" checkbox labels (default: its id). */
  getRowLabel?: (row: T) => string
  /** First load (no rows yet): skeleton rows. */
  loading?: boolean
  /** Background refetch: a thin progress bar, rows stay. */
  fetching?: boolean
  /** Shows the error state; a string is shown under the generic message. */
  error?: boolean | string | null
  onRetry?: () => void
  /** Empty state: message (default "No data available"), details and an action. */
  empty?: { message?: React.ReactNode; description?: React.ReactNode; action?: React.ReactNode; icon?: React.ReactNode }
  /** The search box (default on); `{ label, placeholder }` to name it ("Search user"). */
  search?: boolean | { label?: string; placeholder?: string }
  /** Filter controls, laid out in a responsive grid above the toolbar. */
  filters?: React.ReactNode
  /** Buttons at the end of the toolbar (Export, Add …). */
  toolbar?: React.ReactNode
  /** Checkbox column; on by default when `bulkActions` is given. */
  selectable?: boolean
  bulkActions?: (ctx: BulkContext<T>) => React.ReactNode
  onSelectionChange?: (ids: string[]) => void
  /** Content of a last "Actions" column. */
  rowActions?: (row: T) => React.ReactNode
  density?: 'comfortable' | 'dense'
  /** Virtualise the body above this many rows (default 50). */
  virtualizeAbove?: number
  /** Height limit of the scrolling body (sticky header); default 70vh when more than 20 rows, 'none' to never limit. */
  maxHeight?: number | string
  rowClassName?: (row: T) => string | undefined
  className?: string
  /** Expandable rows: the content of a full-width row under this row, or nothing (row-extras.tsx). */
  expandedRow?: (row: T) => React.ReactNode
  /** Grouped rows: a header row before each group of rows (sorted by group by the caller). */
  groupBy?: GroupBy<T>
  /** The footer (items per page, range, page buttons); `false` when the page draws its own pagination. */
  footer?: boolean
}

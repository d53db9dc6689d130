/**
 * DataTable — THE table of every list in Vermilion (users, Tinder/Fruitz accounts, OTP orders,
 * products, invoices …). Server-side sort and paging; its state lives in the URL.
 *
 * A list screen is three things:
 *
 * ```tsx
 * import { DataTable, useTableState, createColumnHelper, type DataTableColumn } from '@/ui/data-table'
 *
 * const col = createColumnHelper<User>()
 * const columns: DataTableColumn<User>[] = [
 *   col.accessor('fullName', { id: 'user', header: () => t('users:fields.user'), enableSorting: true,
 *     cell: ({ row }) => <UserCell user={row.original} /> }),
 *   col.accessor('role', { header: () => t('users:fields.role'), enableSorting: true }),
 *   col.accessor('billing', { header: () => t('users:fields.billing'), meta: { align: 'end' } }),
 * ]
 *
 * export default function UsersPage() {
 *   // 1. URL state: ?q=&sortBy=&orderBy=&page=&itemsPerPage=&role=&plan=&status=
 *   const table = useTableState({ filters: ['role', 'plan', 'status'] })
 *   // 2. your react-query hook takes `table.query` (use placeholderData: keepPreviousData)
 *   const users = useUsers(table.query)           // -> { rows, total }
 *   // 3. the table
 *   return (
 *     <Card>
 *       <DataTable
 *         label={t('users:list.title')}
 *         columns={columns}
 *         data={users.data?.rows}
 *         total={users.data?.total}
 *         state={table}
 *         getRowId={(u) => u.id}
 *         getRowLabel={(u) => u.fullName}
 *         loading={users.isPending}
 *         fetching={users.isFetching}
 *         error={users.isError}
 *         onRetry={() => users.refetch()}
 *         filters={<Select label={t('users:fields.role')} value={table.filters.role ?? ''}
 *                    onChange={(e) => table.setFilter('role', e.target.value)} options={roles} placeholder={t('all')} />}
 *         toolbar={<><Button variant="outlined" onClick={exportCsv}>{t('actions.export')}</Button>
 *                    <Button onClick={openCreate}>{t('actions.add')}</Button></>}
 *         bulkActions={({ ids, clear }) => <Button color="error" onClick={() => remove(ids).then(clear)}>…</Button>}
 *         rowActions={(u) => <IconButton label={t('actions.delete')} onClick={() => askDelete(u)}><Trash2 /></IconButton>}
 *         empty={{ action: <Button onClick={openCreate}>{t('actions.add')}</Button> }}
 *       />
 *     </Card>
 *   )
 * }
 * ```
 *
 * Columns are TanStack column defs (`createColumnHelper`). Per column:
 * - `enableSorting: true` makes the header a sort button (click/Enter cycles asc -> desc -> none,
 *   `aria-sort` on the header); the URL `sortBy` is `meta.sortKey ?? column id`, so give the id
 *   the server's sort key (SPEC section 7 lists them per endpoint).
 * - `meta.align` ('start' | 'center' | 'end', numbers at the end), `meta.className` (cells),
 *   `meta.headerClassName`, `meta.hideHeader` (header only for screen readers).
 *
 * What the table owns: sort headers, the footer ("Items per page:" 5/10/20/25/50/100 and "All" =
 * itemsPerPage -1, "x-y of z" with Intl numbers, first/previous/next/last), the search box (labelled, 300 ms debounce; a new
 * search or filter goes back to page 1), row selection (checkbox column, select-all of the page
 * with an indeterminate state, "Selected: n" bar with `bulkActions` and "Clear selection";
 * selection is kept across pages and cleared when the search or a filter changes), empty state
 * (message + optional action; "no match" + "Clear filters" when filtered), loading state
 * (skeleton rows, `aria-busy`), error state (message + Retry), horizontal scroll on small
 * screens, sticky header, density, and body virtualisation above `virtualizeAbove` rows (50).
 * If the current page is past the end (rows deleted), it moves to the last page.
 *
 * Rendering cost (a 10,000-row "All" list scrolls without long tasks): a virtualised body renders
 * only the rows in view plus a few ahead of the scroll (`windowIndexes`), spacer rows stand for
 * the others, and `aria-rowcount`/`aria-rowindex` keep the table semantics; rows are memoised
 * (`DataRow`), so scrolling renders only the rows that come into view, in their own task (no
 * flushSync in the scroll event): first as light placeholder rows, then in full in a deferred
 * render that React slices between frames (`useDeferredValue`); every row has the height of the
 * first row measured (no per-row measuring, no forced layout); the row holding the keyboard focus
 * stays rendered. Cells should stay cheap: build Intl formatters once
 * (`@/lib/format` caches them), no Headless UI instance per row (a menu per row: render it when
 * opened), and no `cn()` per cell for fixed classes. Cells re-render when their row, the columns,
 * the row's selection or a table prop changes — a cell that reads other state must get it
 * through the columns (rebuilt with `useMemo` on that state).
 *
 * Also here: `useTableState` (URL state, also for card grids), `TablePagination` and
 * `SearchInput` (the same footer and search outside a table), `toCsv`/`downloadCsv` (csv.ts) and
 * `applyLocalQuery` (search/filter/sort/page rows already in memory).
 */
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type Column,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table'
import { defaultRangeExtractor, useVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual'
import type { TFunction } from 'i18next'
import { AlertTriangle, ArrowDown, ArrowUp, SearchX } from 'lucide-react'
import { memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { Button } from '../button'
import { EmptyState } from '../empty-state'
import { LinearProgress } from '../progress'
import { Skeleton } from '../skeleton'
import { Checkbox } from '../switch'
import { SearchInput } from './search-input'
import { pageCountOf, TablePagination } from './table-pagination'
import { ALL_ROWS, type TableState } from './use-table-state'

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
  }
}

export { createColumnHelper } from '@tanstack/react-table'
export { useTableState, ALL_ROWS, TABLE_PAGE_SIZES, type TableState, type TableQuery, type TableQueryWith, type TableStateOptions, type SortOrder } from './use-table-state'
export { TablePagination, pageRange, pageCountOf } from './table-pagination'
export { SearchInput } from './search-input'
export { toCsv, downloadCsv, type CsvColumn, type CsvOptions } from './csv'
export { useCsvExport, datedCsvName } from './use-csv-export'
export { SortSelect } from './sort-select'
export { applyLocalQuery, type LocalQueryOptions } from './local'

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
}

const EMPTY: never[] = []

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const
const justifyClass = { start: 'justify-start', center: 'justify-center', end: 'justify-end' } as const

function sortKeyOf<T>(column: Column<T, unknown>): string {
  return column.columnDef.meta?.sortKey ?? column.id
}

interface DataRowProps<T> {
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
  checkboxCellClass: string
  actionsCellClass: string
  getRowLabel?: (row: T) => string
  rowActions?: (row: T) => React.ReactNode
  rowClassName?: (row: T) => string | undefined
  t: TFunction
}

/**
 * One body row. Memoised: while a virtualised body scrolls, the table renders again on every
 * frame but the rows that stay in view keep the same props and are skipped; only the rows that
 * come into view render. Its cells render again when the row data, the columns (a new `cells`
 * array), the selection of this row or a prop of the table changes.
 */
const DataRow = memo(function DataRow<T>({
  row,
  cells,
  index,
  selected,
  selectable,
  rowIndex,
  cellClass,
  checkboxCellClass,
  actionsCellClass,
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
        <td className={checkboxCellClass}>
          <Checkbox hideLabel label={t('table.selectRow', { label: getRowLabel?.(row.original) ?? row.id })} checked={selected} onChange={(v) => row.toggleSelected(v)} />
        </td>
      )}
      {cells.map((cell) => (
        <td key={cell.id} className={cellClass[cell.column.id]}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
      {rowActions && (
        <td className={actionsCellClass}>
          <div className="flex items-center gap-0.5">{rowActions(row.original)}</div>
        </td>
      )}
    </tr>
  )
}) as <T>(props: DataRowProps<T>) => React.ReactElement

const NO_ITEMS: VirtualItem[] = []

const ROW_CLASS = 'transition-colors hover:bg-hover data-[state=selected]:bg-primary/5'

/** Rows rendered beyond the visible ones (fast wheel scrolling shows no gap). */
const OVERSCAN = 6

/**
 * The rows a virtualised body renders: the visible window plus the overscan — ahead of the
 * scroll only while scrolling (one row behind), so each frame creates fewer rows — and the row
 * holding the keyboard focus when it has scrolled away (so focus is not lost with its row).
 */
export function windowIndexes(range: Range, keep?: number | null, direction?: 'forward' | 'backward' | null): number[] {
  const before = direction === 'forward' ? Math.min(1, range.overscan) : range.overscan
  const after = direction === 'backward' ? Math.min(1, range.overscan) : range.overscan
  const indexes = defaultRangeExtractor({ ...range, overscan: 0 })
  const first = Math.max(0, (indexes[0] ?? 0) - before)
  const last = Math.min(range.count - 1, (indexes.at(-1) ?? -1) + after)
  const out: number[] = []
  if (range.count > 0) for (let i = first; i <= last; i++) out.push(i)
  if (keep === undefined || keep === null || keep < 0 || keep >= range.count || (keep >= first && keep <= last)) return out
  return keep < first ? [keep, ...out] : [...out, keep]
}

export function DataTable<T, F extends string>({
  label,
  columns,
  data,
  total,
  state,
  getRowId,
  getRowLabel,
  loading,
  fetching,
  error,
  onRetry,
  empty,
  search = true,
  filters,
  toolbar,
  selectable: selectableProp,
  bulkActions,
  onSelectionChange,
  rowActions,
  density = 'comfortable',
  virtualizeAbove = 50,
  maxHeight,
  rowClassName,
  className,
}: DataTableProps<T, F>) {
  const { t } = useTranslation()
  const selectable = selectableProp ?? Boolean(bulkActions)
  const rows: T[] = data ?? EMPTY
  const dense = density === 'dense'

  /* Selection: ids across pages; a new search or filter starts over. */
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({})
  const [selectionKey, setSelectionKey] = useState(state.filterKey)
  if (selectionKey !== state.filterKey) {
    setSelectionKey(state.filterKey)
    setRowSelection({})
  }
  const seen = useRef(new Map<string, T>())

  const table = useReactTable<T>({
    data: rows,
    columns,
    getRowId: (row) => String(getRowId(row)),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSorting: false,
    rowCount: total ?? 0,
    enableRowSelection: selectable,
    state: { rowSelection },
    onRowSelectionChange: setRowSelection,
  })

  const selectedIds = useMemo(() => Object.keys(rowSelection).filter((id) => rowSelection[id]), [rowSelection])
  useEffect(() => {
    if (selectedIds.length === 0 && seen.current.size === 0) return
    for (const row of rows) {
      const id = String(getRowId(row))
      if (rowSelection[id]) seen.current.set(id, row)
    }
    for (const id of seen.current.keys()) if (!rowSelection[id]) seen.current.delete(id)
  }, [rows, rowSelection, selectedIds, getRowId])
  const report = useRef(onSelectionChange)
  useEffect(() => {
    report.current = onSelectionChange
  }, [onSelectionChange])
  useEffect(() => {
    report.current?.(selectedIds)
  }, [selectedIds])

  const bulk: BulkContext<T> = {
    ids: selectedIds,
    // Only built when read, through a map (a find per id is quadratic once "All" shows 10,000 rows).
    get rows() {
      if (selectedIds.length === 0) return []
      const byId = new Map(rows.map((r) => [String(getRowId(r)), r]))
      return selectedIds.map((id) => byId.get(id) ?? seen.current.get(id)).filter((r): r is T => r !== undefined)
    },
    count: selectedIds.length,
    clear: () => setRowSelection({}),
  }

  /* Paging: move back inside the range when rows were removed. */
  const pageCount = pageCountOf(total ?? 0, state.itemsPerPage)
  const { page, setPage } = state
  useEffect(() => {
    if (!loading && !error && total !== undefined && page > pageCount) setPage(pageCount)
  }, [loading, error, total, page, pageCount, setPage])

  /* Body virtualisation for long pages ("All" included). */
  const scrollRef = useRef<HTMLDivElement>(null)
  const coreRows = table.getRowModel().rows
  const virtual = !loading && !error && coreRows.length > virtualizeAbove
  // Estimated row height until the first row is measured, then that row's height: rows of a list
  // are nearly all alike, so the rows still to come are estimated right and measuring them as
  // they scroll in changes nothing (no re-layout of the 10,000 offsets, no jump).
  const [measuredHeight, setMeasuredHeight] = useState<number | null>(null)
  const rowHeight = measuredHeight ?? (dense ? 40 : 52)
  // The row holding the keyboard focus stays rendered while it is scrolled out of the window.
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const direction = useRef<'forward' | 'backward' | null>(null)
  const rangeExtractor = useCallback((range: Range) => windowIndexes(range, focusIndex, direction.current), [focusIndex])
  // Stable while the rows are the same: the virtualiser recomputes every offset when it changes.
  const getItemKey = useCallback((i: number) => coreRows[i]?.id ?? i, [coreRows])
  const virtualizer = useVirtualizer({
    count: coreRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    enabled: virtual,
    rangeExtractor,
    // Rows render in their own task, not inside the scroll event of the frame being painted:
    // scrolling and rendering the rows that come into view are two shorter tasks, not one long one.
    useFlushSync: false,
    onChange: (instance) => {
      direction.current = instance.scrollDirection
    },
    // Rows are keyed by id: a measured height follows its row when rows are added or removed.
    getItemKey,
    // First paint before the container is measured: about the 70vh the body is limited to.
    initialRect: { width: 0, height: typeof window === 'undefined' ? 600 : Math.round(window.innerHeight * 0.7) },
  })
  // Rows that come into view are drawn in two steps: at once as light placeholder rows (the
  // scroll frame stays short however far it jumped), then in full in a deferred render, which
  // React renders in slices between frames (no long task), and which a newer scroll replaces.
  const virtualItems = virtual ? virtualizer.getVirtualItems() : NO_ITEMS
  const settledItems = useDeferredValue(virtualItems)
  const settled = useMemo(() => new Set(settledItems.map((item) => item.index)), [settledItems])
  const limit = maxHeight ?? (coreRows.length > 20 ? '70vh' : undefined)
  useLayoutEffect(() => {
    if (!virtual || measuredHeight !== null) return
    const first = scrollRef.current?.querySelector<HTMLElement>('tbody tr[data-index]')
    const height = first?.offsetHeight ?? 0
    if (height > 0) setMeasuredHeight(height)
  }, [virtual, measuredHeight])
  useEffect(() => {
    if (measuredHeight !== null) virtualizer.measure()
  }, [measuredHeight, virtualizer])
  const onBodyFocus = (e: React.FocusEvent<HTMLTableSectionElement>) => {
    if (!virtual) return
    const tr = (e.target as HTMLElement).closest<HTMLElement>('tr[data-index]')
    setFocusIndex(tr ? Number(tr.dataset.index) : null)
  }
  const onBodyBlur = (e: React.FocusEvent<HTMLTableSectionElement>) => {
    if (focusIndex !== null && !e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusIndex(null)
  }

  const headerGroups = table.getHeaderGroups()
  const leafColumns = table.getVisibleLeafColumns()
  const leafCount = leafColumns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0)
  const cellPad = dense ? 'h-10 px-3 py-1' : 'h-[3.25rem] px-4 py-2'
  const headPad = dense ? 'h-10 px-3' : 'h-14 px-4'
  const busy = Boolean(loading || fetching)
  // Cell classes once per column (tailwind-merge once per column, not once per cell).
  const cellClass = useMemo(() => {
    const out: Record<string, string> = {}
    for (const column of leafColumns) {
      const meta = column.columnDef.meta
      out[column.id] = cn('border-b border-border', cellPad, alignClass[meta?.align ?? 'start'], meta?.className)
    }
    return out
  }, [leafColumns, cellPad])
  const checkboxCellClass = cn('w-12 border-b border-border', dense ? 'ps-3' : 'ps-4')
  const actionsCellClass = cn('border-b border-border whitespace-nowrap', cellPad)

  const renderRow = (row: Row<T>, index: number) => (
    <DataRow<T>
      key={row.id}
      row={row}
      cells={row.getVisibleCells()}
      index={index}
      selected={row.getIsSelected()}
      selectable={selectable}
      rowIndex={virtual ? index + 2 : undefined}
      cellClass={cellClass}
      checkboxCellClass={checkboxCellClass}
      actionsCellClass={actionsCellClass}
      getRowLabel={getRowLabel}
      rowActions={rowActions}
      rowClassName={rowClassName}
      t={t}
    />
  )

  const sortButton = (column: Column<T, unknown>, content: React.ReactNode) => {
    const key = sortKeyOf(column)
    const dir = state.sortBy === key ? state.orderBy : undefined
    const isDefaultDesc = state.defaultSort?.sortBy === key && state.defaultSort.orderBy === 'desc'
    const next = (): [string | undefined, 'asc' | 'desc'] => {
      if (!dir) return [key, 'asc']
      if (dir === 'asc') return [key, 'desc']
      return isDefaultDesc ? [key, 'asc'] : [undefined, 'asc']
    }
    const [nextKey, nextDir] = next()
    const align = column.columnDef.meta?.align ?? 'start'
    return (
      <button
        type="button"
        onClick={() => state.setSort(nextKey, nextDir)}
        title={t(nextKey === undefined ? 'table.sortNone' : nextDir === 'asc' ? 'table.sortAsc' : 'table.sortDesc')}
        className={cn('group inline-flex items-center gap-1.5 rounded uppercase outline-none hover:text-primary focus-visible:outline-2 focus-visible:outline-primary', align === 'end' && 'flex-row-reverse')}
      >
        <span>{content}</span>
        {dir === 'desc' ? (
          <ArrowDown aria-hidden className="size-4 text-primary" />
        ) : (
          <ArrowUp aria-hidden className={cn('size-4', dir === 'asc' ? 'text-primary' : 'opacity-0 group-hover:opacity-40 group-focus-visible:opacity-40')} />
        )}
      </button>
    )
  }

  const fullRow = (content: React.ReactNode) => (
    <tr>
      <td colSpan={leafCount} className="border-b border-border">
        {content}
      </td>
    </tr>
  )

  let body: React.ReactNode
  if (error) {
    body = fullRow(
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span aria-hidden className="flex size-12 items-center justify-center rounded-full bg-error/15 text-error">
          <AlertTriangle className="size-6" />
        </span>
        <p className="font-medium text-strong">{t('table.error')}</p>
        {typeof error === 'string' && <p className="max-w-md text-sm text-muted">{error}</p>}
        {onRetry && (
          <Button variant="tonal" onClick={onRetry}>
            {t('table.retry')}
          </Button>
        )}
      </div>,
    )
  } else if (loading && rows.length === 0) {
    body = Array.from({ length: state.itemsPerPage === ALL_ROWS ? 10 : Math.min(state.itemsPerPage, 10) }, (_, i) => (
      <tr key={i} data-skeleton="">
        {Array.from({ length: leafCount }, (_, j) => (
          <td key={j} className={cn('border-b border-border', cellPad)}>
            <Skeleton className={cn('h-4', selectable && j === 0 ? 'size-[18px]' : j % 3 === 1 ? 'w-2/3' : 'w-full max-w-40')} />
          </td>
        ))}
      </tr>
    ))
  } else if (rows.length === 0) {
    const filtered = state.isFiltered
    body = fullRow(
      <EmptyState
        size="sm"
        icon={empty?.icon ?? (filtered ? <SearchX /> : undefined)}
        title={empty?.message ?? (filtered ? t('table.noMatch') : t('table.empty'))}
        description={empty?.description}
        action={
          empty?.action ??
          (filtered ? (
            <Button variant="tonal" onClick={state.clearFilters}>
              {t('table.clearFilters')}
            </Button>
          ) : undefined)
        }
      />,
    )
  } else if (virtual) {
    // Spacer rows stand for the rows not rendered (before, between when a focused row is kept, after).
    const out: React.ReactNode[] = []
    let end = 0
    for (const item of virtualItems) {
      if (item.start > end) out.push(<tr key={`gap-${item.index}`} aria-hidden data-spacer="" style={{ height: item.start - end }} />)
      const row = coreRows[item.index]!
      out.push(
        settled.has(item.index) ? (
          renderRow(row, item.index)
        ) : (
          <tr key={row.id} aria-hidden data-placeholder="" style={{ height: item.size }}>
            <td colSpan={leafCount} className="border-b border-border" />
          </tr>
        ),
      )
      end = item.end
    }
    const after = virtualizer.getTotalSize() - end
    if (after > 0) out.push(<tr key="gap-end" aria-hidden data-spacer="" style={{ height: after }} />)
    body = out
  } else {
    body = coreRows.map((row, i) => renderRow(row, i))
  }

  const searchOptions = typeof search === 'object' ? search : {}
  // Once per change of the selection or the rows, not on every render (10,000 rows with "All").
  const [pageAllSelected, pageSomeSelected] = useMemo(
    () => (selectable && coreRows.length > 0 ? [table.getIsAllPageRowsSelected(), table.getIsSomePageRowsSelected()] : [false, false]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table, selectable, coreRows, rowSelection],
  )

  return (
    <div data-slot="data-table" className={cn('flex min-w-0 flex-col', className)}>
      {filters && <div className="grid gap-4 border-b border-border p-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">{filters}</div>}
      {(search || toolbar) && (
        <div className="flex flex-wrap items-end justify-between gap-4 p-4">
          {search ? (
            <SearchInput
              value={state.q}
              onChange={state.setQuery}
              label={searchOptions.label ?? t('table.search')}
              placeholder={searchOptions.placeholder}
              className="w-full sm:w-72"
            />
          ) : (
            <span />
          )}
          {toolbar && <div className="flex flex-wrap items-center gap-3">{toolbar}</div>}
        </div>
      )}
      {selectable && (
        <p role="status" className="sr-only">
          {bulk.count > 0 ? t('table.selected', { n: formatNumber(bulk.count) }) : ''}
        </p>
      )}
      {selectable && bulk.count > 0 && (
        <section aria-label={t('table.bulkActions')} className="flex flex-wrap items-center gap-3 border-y border-border bg-primary/5 px-4 py-2.5">
          <p aria-hidden className="font-medium text-primary tabular-nums">
            {t('table.selected', { n: formatNumber(bulk.count) })}
          </p>
          {bulkActions && <div className="flex flex-wrap items-center gap-2">{bulkActions(bulk)}</div>}
          <Button variant="text" color="secondary" size="sm" className="ms-auto" onClick={bulk.clear}>
            {t('table.clearSelection')}
          </Button>
        </section>
      )}
      <div className="relative">
        {fetching && !loading && (
          <LinearProgress label={t('table.loading')} height={2} rounded={false} className="absolute inset-x-0 top-0 z-[3]" />
        )}
        <div
          ref={scrollRef}
          role="region"
          aria-label={t('table.scrollRegion', { label })}
          tabIndex={0}
          className="relative overflow-auto overscroll-x-contain outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset"
          style={limit && limit !== 'none' ? { maxHeight: limit } : undefined}
        >
          <table
            aria-label={label}
            aria-busy={busy || undefined}
            aria-rowcount={virtual ? coreRows.length + 1 : undefined}
            className="w-full border-separate border-spacing-0 text-[0.9375rem] text-text"
          >
            <thead className="sticky top-0 z-[2]">
              {headerGroups.map((group, gi) => (
                <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
                  {selectable && gi === 0 && (
                    <th rowSpan={headerGroups.length} className={cn('w-12 border-b border-border bg-surface text-start', dense ? 'ps-3' : 'ps-4')}>
                      <Checkbox
                        hideLabel
                        label={t('table.selectAll')}
                        checked={pageAllSelected}
                        indeterminate={pageSomeSelected}
                        onChange={(v) => table.toggleAllPageRowsSelected(v)}
                      />
                    </th>
                  )}
                  {group.headers.map((header) => {
                    const column = header.column as Column<T, unknown>
                    const meta = column.columnDef.meta
                    const sortable = column.columnDef.enableSorting === true && !header.isPlaceholder
                    const key = sortKeyOf(column)
                    const dir = state.sortBy === key ? state.orderBy : undefined
                    const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext())
                    return (
                      <th
                        key={header.id}
                        colSpan={header.colSpan}
                        scope="col"
                        aria-sort={sortable ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined}
                        className={cn(
                          'border-b border-border bg-surface text-[0.8125rem] font-medium tracking-wide whitespace-nowrap text-strong uppercase',
                          headPad,
                          alignClass[meta?.align ?? 'start'],
                          meta?.headerClassName,
                        )}
                      >
                        {meta?.hideHeader ? (
                          <span className="sr-only">{content}</span>
                        ) : sortable ? (
                          <span className={cn('flex', justifyClass[meta?.align ?? 'start'])}>{sortButton(column, content)}</span>
                        ) : (
                          content
                        )}
                      </th>
                    )
                  })}
                  {rowActions && gi === 0 && (
                    <th rowSpan={headerGroups.length} scope="col" className={cn('border-b border-border bg-surface text-start text-[0.8125rem] font-medium tracking-wide whitespace-nowrap text-strong uppercase', headPad)}>
                      {t('table.actions')}
                    </th>
                  )}
                </tr>
              ))}
            </thead>
            <tbody onFocus={onBodyFocus} onBlur={onBodyBlur}>
              {body}
            </tbody>
          </table>
        </div>
      </div>
      <TablePagination
        page={state.page}
        itemsPerPage={state.itemsPerPage}
        total={loading && total === undefined ? undefined : (total ?? 0)}
        onPageChange={state.setPage}
        onItemsPerPageChange={state.setItemsPerPage}
        pageSizes={state.pageSizes}
        disabled={Boolean(loading && rows.length === 0)}
      />
    </div>
  )
}

/**
 * DataTable — THE table of every list in Vermilion (users, Tinder/Fruitz accounts, OTP orders,
 * products, invoices …). Server-side sort and paging; its state lives in the URL. A list screen
 * is URL state (`useTableState`), a resource's list query, columns and this table:
 * `<DataTable label columns state getRowId {...fromQuery(list)} filters toolbar bulkActions rowActions />`
 * (the worked example is in CONTRIBUTING.md, "Adding a list screen").
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
 * Rendering cost (a 10,000-row "All" list scrolls without long tasks): see virtual-body.tsx. Cells
 * should stay cheap: build Intl formatters once (`@/lib/format` caches them), no Headless UI
 * instance per row (a menu per row: render it when opened), and no `cn()` per cell for fixed
 * classes. Cells re-render when their row, the columns, the row's selection or a table prop
 * changes — a cell that reads other state must get it through the columns (rebuilt with `useMemo`).
 *
 * The parts (each usable alone, as shadcn's data table is split): `types.ts` (props, column meta),
 * `sorting.ts` (TanStack's sorting controlled by the URL, manual), `column-header.tsx` (th with
 * `aria-sort`, sort button), `body-states.tsx` (error, skeleton, empty), `data-row.tsx` (memoised
 * row), `virtual-body.tsx`, `selection.tsx` (cross-page selection, bulk bar), `toolbar.tsx`
 * (filters, search, buttons), `table-pagination.tsx` (footer). Plain static tables: `@/ui/table`.
 *
 * Also here: `useTableState` (URL state, also for card grids), `TablePagination` and
 * `SearchInput` (the same footer and search outside a table), `toCsv`/`downloadCsv` (csv.ts) and
 * `applyLocalQuery` (search/filter/sort/page rows already in memory).
 */
import { getCoreRowModel, useReactTable, type ColumnDef, type Header, type Row } from '@tanstack/react-table'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { LinearProgress } from '../progress'
import { EmptyRow, ErrorRow, SkeletonRows } from './body-states'
import { alignClass, DataTableHeader } from './column-header'
import { DataRow } from './data-row'
import { FirstRows, useFirstRows } from './first-rows'
import { BulkBar, useCrossPageSelection } from './selection'
import { useManualSorting } from './sorting'
import { pageCountOf, TablePagination } from './table-pagination'
import { DataTableToolbar } from './toolbar'
import { rowsWithExtras } from './row-extras'
import { ALL_ROWS } from './use-table-state'
import { VirtualBody } from './virtual-body'
import type { DataTableProps } from './types'

export { createColumnHelper } from '@tanstack/react-table'
export {
  useTableState,
  tableQuery,
  ALL_ROWS,
  TABLE_PAGE_SIZES,
  type TableState,
  type TableQuery,
  type TableQueryWith,
  type TableStateOptions,
  type SortOrder,
} from './use-table-state'
export { TablePagination, pageRange, pageCountOf } from './table-pagination'
export { SearchInput } from './search-input'
export { toCsv, downloadCsv, type CsvColumn, type CsvOptions } from './csv'
export { useCsvExport, datedCsvName } from './use-csv-export'
export { useListExport, AddAction, ListToolbar } from './list-toolbar'
export { SortSelect } from './sort-select'
export { applyLocalQuery, type LocalQueryOptions } from './local'
export { nextSettled, SETTLE_PER_FRAME, windowIndexes } from './virtual-body'
export { FIRST_COMMIT_ROWS, rowsInView } from './first-rows'
export { createIconSprite } from './icon-sprite'
export { listPrefetch } from './list-prefetch'
export { fromQuery } from './from-query'
export { DataTableToolbar } from './toolbar'
export { ColumnHeader, SortButton } from './column-header'
export { BulkBar, useCrossPageSelection } from './selection'
export { useManualSorting, nextUrlSort } from './sorting'
export type { DataTableColumn, BulkContext, DataTableProps } from './types'
export { useExpandedRows, expandColumn, ExpandedRowsContext, type ExpandedRows, type GroupBy } from './row-extras'

const EMPTY: never[] = []

/** The text of a header, for the cell labels of card rows: `meta.label`, else a header that is text. */
function headerText<T>(header: Header<T, unknown>): string | undefined {
  const def = header.column.columnDef
  if (def.meta?.hideHeader) return undefined
  if (def.meta?.label) return def.meta.label
  const h = def.header
  const text = typeof h === 'function' ? h(header.getContext()) : h
  return typeof text === 'string' ? text : undefined
}

/**
 * THE list table: composes the toolbar (filters, search, buttons), the bulk bar, the sticky
 * header (TanStack's controlled manual sorting), the body (error / skeleton / empty / rows, or
 * the virtual body above `virtualizeAbove` rows) and the footer. Below 60rem, rows show as cards
 * (each cell with its column label, `data-cards` styles in ./cards.css, imported by src/styles/index.css).
 */
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
  expandedRow,
  groupBy,
  footer = true,
}: DataTableProps<T, F>) {
  const { t } = useTranslation()
  const selectable = selectableProp ?? Boolean(bulkActions)
  const rows: T[] = data ?? EMPTY
  const dense = density === 'dense'

  const { rowSelection, onRowSelectionChange, bulk } = useCrossPageSelection({
    rows,
    getRowId,
    filterKey: state.filterKey,
    onSelectionChange,
  })
  const { sorting, ...sortingOptions } = useManualSorting(columns as ColumnDef<T, unknown>[], state)
  const table = useReactTable<T>({
    data: rows,
    columns,
    getRowId: (row) => String(getRowId(row)),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    ...sortingOptions,
    rowCount: total ?? 0,
    enableRowSelection: selectable,
    state: { rowSelection, sorting },
    onRowSelectionChange,
  })

  /* Paging: move back inside the range when rows were removed. */
  const pageCount = pageCountOf(total ?? 0, state.itemsPerPage)
  const { page, setPage } = state
  useEffect(() => {
    if (!loading && !error && total !== undefined && page > pageCount) setPage(pageCount)
  }, [loading, error, total, page, pageCount, setPage])

  const scrollRef = useRef<HTMLDivElement>(null)
  const coreRows = table.getRowModel().rows
  const extras = Boolean(expandedRow || groupBy)
  const virtual = !loading && !error && !extras && coreRows.length > virtualizeAbove
  const limit = maxHeight ?? (coreRows.length > 20 ? '70vh' : undefined)

  const leafColumns = table.getVisibleLeafColumns()
  const leafHeaders = table.getLeafHeaders()
  const span = leafColumns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0)
  const plain = !loading && !error && !extras && !virtual
  const first = useFirstRows(coreRows, { enabled: plain, dense, span })
  const cellPad = dense ? 'h-10 px-3 py-1' : 'h-[3.25rem] px-4 py-2'
  const busy = Boolean(loading || fetching)
  // Cell classes and card labels once per column (tailwind-merge once per column, not once per cell).
  const cellClass = useMemo(() => {
    const out: Record<string, string> = {}
    for (const column of leafColumns) {
      const meta = column.columnDef.meta
      out[column.id] = cn('border-b border-border', cellPad, alignClass[meta?.align ?? 'start'], meta?.className)
    }
    return out
  }, [leafColumns, cellPad])
  const cellLabel = useMemo(
    () => Object.fromEntries(leafHeaders.map((h) => [h.column.id, headerText(h as Header<T, unknown>)])),
    [leafHeaders],
  )
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
      cellLabel={cellLabel}
      checkboxCellClass={checkboxCellClass}
      actionsCellClass={actionsCellClass}
      actionsLabel={t('table.actions')}
      getRowLabel={getRowLabel}
      rowActions={rowActions}
      rowClassName={rowClassName}
      t={t}
    />
  )

  let content: React.ReactNode
  if (error) content = <ErrorRow span={span} error={error} onRetry={onRetry} />
  else if (loading && rows.length === 0)
    content = (
      <SkeletonRows
        count={state.itemsPerPage === ALL_ROWS ? 10 : Math.min(state.itemsPerPage, 10)}
        span={span}
        checkbox={selectable}
        cellPad={cellPad}
      />
    )
  else if (rows.length === 0)
    content = <EmptyRow span={span} empty={empty} filtered={state.isFiltered} onClearFilters={state.clearFilters} />
  else if (virtual)
    content = null // VirtualBody, below
  else if (extras) content = rowsWithExtras(coreRows, renderRow, { span, expandedRow, groupBy })
  else content = <FirstRows rows={coreRows} full={first.full} span={span} height={first.height} renderRow={renderRow} />

  // Once per change of the selection or the rows, not on every render (10,000 rows with "All").
  const [pageAllSelected, pageSomeSelected] = useMemo(
    () => (selectable && coreRows.length > 0 ? [table.getIsAllPageRowsSelected(), table.getIsSomePageRowsSelected()] : [false, false]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table, selectable, coreRows, rowSelection],
  )

  return (
    <div data-slot="data-table" className={cn('flex min-w-0 flex-col', className)}>
      <DataTableToolbar state={state} search={search} filters={filters} toolbar={toolbar} />
      {selectable && <BulkBar bulk={bulk} actions={bulkActions} />}
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
            data-cards=""
            className="w-full border-separate border-spacing-0 text-[0.9375rem] text-text"
          >
            <DataTableHeader
              table={table}
              selectable={selectable}
              actions={Boolean(rowActions)}
              dense={dense}
              virtual={virtual}
              allSelected={pageAllSelected}
              someSelected={pageSomeSelected}
              defaultSort={state.defaultSort}
            />
            {virtual ? (
              <VirtualBody rows={coreRows} dense={dense} scrollRef={scrollRef} span={span} renderRow={renderRow} />
            ) : (
              <tbody>{content}</tbody>
            )}
          </table>
        </div>
      </div>
      {footer && (
        <TablePagination
          page={state.page}
          itemsPerPage={state.itemsPerPage}
          total={loading && total === undefined ? undefined : (total ?? 0)}
          onPageChange={state.setPage}
          onItemsPerPageChange={state.setItemsPerPage}
          pageSizes={state.pageSizes}
          disabled={Boolean(loading && rows.length === 0)}
        />
      )}
    </div>
  )
}

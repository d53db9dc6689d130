import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { Button } from '../button'
import type { BulkContext } from './types'

/**
 * Row selection kept across pages (TanStack's `rowSelection` by row id): the rows selected on
 * other pages are remembered as they were last seen, so bulk actions get them too; a new search
 * or filter (`filterKey`) starts over.
 */
export function useCrossPageSelection<T>({
  rows,
  getRowId,
  filterKey,
  onSelectionChange,
}: {
  rows: T[]
  getRowId: (row: T) => string | number
  filterKey: string
  onSelectionChange?: (ids: string[]) => void
}): { rowSelection: RowSelectionState; onRowSelectionChange: OnChangeFn<RowSelectionState>; bulk: BulkContext<T> } {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({})
  const [selectionKey, setSelectionKey] = useState(filterKey)
  if (selectionKey !== filterKey) {
    setSelectionKey(filterKey)
    setRowSelection({})
  }
  const seen = useRef(new Map<string, T>())
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
  return { rowSelection, onRowSelectionChange: setRowSelection, bulk }
}

/**
 * "Selected: n" (announced) and, while rows are selected, the bulk bar: the caller's actions and
 * "Clear selection". On touch screens (below md (960 px)) the bar sticks to the bottom of the viewport, so
 * it stays in reach while the list scrolls.
 */
export function BulkBar<T>({ bulk, actions }: { bulk: BulkContext<T>; actions?: (ctx: BulkContext<T>) => React.ReactNode }) {
  const { t } = useTranslation()
  const text = t('table.selected', { n: formatNumber(bulk.count) })
  return (
    <>
      <p role="status" className="sr-only">
        {bulk.count > 0 ? text : ''}
      </p>
      {bulk.count > 0 && (
        <section
          aria-label={t('table.bulkActions')}
          data-slot="bulk-bar"
          className="flex flex-wrap items-center gap-3 border-y border-border bg-primary/5 px-4 py-2.5 max-md:sticky max-md:bottom-0 max-md:z-[4] max-md:order-last max-md:bg-surface max-md:shadow-pop max-md:[&_button]:min-h-11"
        >
          <p aria-hidden className="font-medium text-primary tabular-nums">
            {text}
          </p>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions(bulk)}</div>}
          <Button variant="text" color="secondary" size="sm" className="ms-auto" onClick={bulk.clear}>
            {t('table.clearSelection')}
          </Button>
        </section>
      )}
    </>
  )
}

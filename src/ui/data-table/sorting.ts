import type { Column, ColumnDef, OnChangeFn, SortingState, TableOptions } from '@tanstack/react-table'
import { useCallback, useMemo } from 'react'
import type { SortOrder, TableState } from './use-table-state'

/** The URL/server sort key of a column: `meta.sortKey`, else its id. */
export function sortKeyOf<T>(column: Column<T, unknown>): string {
  return column.columnDef.meta?.sortKey ?? column.id
}

/** A column def's id as TanStack resolves it (id, else accessorKey with dots as underscores, else a string header). */
function idOf<T>(def: ColumnDef<T, unknown>): string | undefined {
  const accessorKey = 'accessorKey' in def ? String(def.accessorKey) : undefined
  return def.id ?? accessorKey?.replaceAll('.', '_') ?? (typeof def.header === 'string' ? def.header : undefined)
}

/** Sort key -> column id, over the leaf columns (groups included). */
export function sortKeyToColumnId<T>(columns: readonly ColumnDef<T, unknown>[]): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (defs: readonly ColumnDef<T, unknown>[]) => {
    for (const def of defs) {
      if ('columns' in def && def.columns) walk(def.columns)
      const id = idOf(def)
      if (id) out.set(def.meta?.sortKey ?? id, id)
    }
  }
  walk(columns)
  return out
}

/**
 * The next URL sort after TanStack's toggle. One cycle: asc -> desc -> none (TanStack's order with
 * `sortDescFirst: false` and sorting removal). "None" means the default order; when the default
 * order is this column descending, removing it would leave it where it is, so it goes to asc:
 * desc (default) -> asc -> default.
 */
export function nextUrlSort(
  next: SortingState,
  prev: SortingState,
  defaultSort: { sortBy: string; orderBy: SortOrder } | undefined,
  keyOf: (columnId: string) => string,
): { sortBy?: string; orderBy: SortOrder } {
  const first = next[0]
  if (first) return { sortBy: keyOf(first.id), orderBy: first.desc ? 'desc' : 'asc' }
  const before = prev[0]
  if (before && defaultSort && keyOf(before.id) === defaultSort.sortBy && defaultSort.orderBy === 'desc' && before.desc)
    return { sortBy: defaultSort.sortBy, orderBy: 'asc' }
  return { orderBy: 'asc' }
}

/**
 * TanStack Table's sorting, controlled by the URL state and manual (the server sorts):
 * `state.sorting` is read from `sortBy`/`orderBy`, `onSortingChange` writes them back.
 */
export function useManualSorting<T>(
  columns: readonly ColumnDef<T, unknown>[],
  state: Pick<TableState, 'sortBy' | 'orderBy' | 'defaultSort' | 'setSort'>,
): Pick<TableOptions<T>, 'manualSorting' | 'enableMultiSort' | 'sortDescFirst' | 'enableSortingRemoval' | 'onSortingChange'> & {
  sorting: SortingState
} {
  const keyToId = useMemo(() => sortKeyToColumnId(columns), [columns])
  const idToKey = useMemo(() => new Map([...keyToId].map(([k, id]) => [id, k])), [keyToId])
  const { sortBy, orderBy, defaultSort, setSort } = state
  const sorting = useMemo<SortingState>(
    () => (sortBy ? [{ id: keyToId.get(sortBy) ?? sortBy, desc: orderBy === 'desc' }] : []),
    [sortBy, orderBy, keyToId],
  )
  const onSortingChange = useCallback<OnChangeFn<SortingState>>(
    (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const url = nextUrlSort(next, sorting, defaultSort, (id) => idToKey.get(id) ?? id)
      setSort(url.sortBy, url.orderBy)
    },
    [sorting, defaultSort, idToKey, setSort],
  )
  return { sorting, onSortingChange, manualSorting: true, enableMultiSort: false, sortDescFirst: false, enableSortingRemoval: true }
}

import { flexRender, type Column, type Header, type Table } from '@tanstack/react-table'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { Checkbox } from '../checkbox'
import { sortKeyOf } from './sorting'
import type { SortOrder } from './use-table-state'

export const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const
const justifyClass = { start: 'justify-start', center: 'justify-center', end: 'justify-end' } as const
const HEAD_CLASS = 'border-b border-border bg-surface text-[0.8125rem] font-medium tracking-wide whitespace-nowrap text-strong uppercase'

/**
 * A sortable column's header button, on TanStack's sorting (controlled by the URL, manual): a
 * click or Enter calls `column.toggleSorting()`, one cycle asc -> desc -> none; the arrow shows
 * the order and the title says what the next click does.
 */
export function SortButton<T>({
  column,
  defaultSort,
  children,
}: {
  column: Column<T, unknown>
  defaultSort?: { sortBy: string; orderBy: SortOrder }
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  const dir = column.getIsSorted()
  const next = column.getNextSortingOrder()
  // Removing a default descending sort would leave it descending: that click sorts ascending.
  const isDefaultDesc = defaultSort?.sortBy === sortKeyOf(column) && defaultSort.orderBy === 'desc'
  const title =
    next === 'asc' || (next === false && isDefaultDesc) ? 'table.sortAsc' : next === 'desc' ? 'table.sortDesc' : 'table.sortNone'
  const align = column.columnDef.meta?.align ?? 'start'
  return (
    <button
      type="button"
      onClick={() => column.toggleSorting()}
      title={t(title)}
      className={cn(
        'group inline-flex items-center gap-1.5 rounded uppercase outline-none hover:text-primary focus-visible:outline-2 focus-visible:outline-primary max-md:min-h-11',
        align === 'end' && 'flex-row-reverse',
      )}
    >
      <span>{children}</span>
      {dir === 'desc' ? (
        <ArrowDown aria-hidden className="size-4 text-primary" />
      ) : (
        <ArrowUp
          aria-hidden
          className={cn('size-4', dir === 'asc' ? 'text-primary' : 'opacity-0 group-hover:opacity-40 group-focus-visible:opacity-40')}
        />
      )}
    </button>
  )
}

/** One `<th>`: `aria-sort` and a sort button when the column sets `enableSorting: true`. */
export function ColumnHeader<T>({
  header,
  headPad,
  defaultSort,
}: {
  header: Header<T, unknown>
  headPad: string
  defaultSort?: { sortBy: string; orderBy: SortOrder }
}) {
  const column = header.column
  const meta = column.columnDef.meta
  const sortable = column.columnDef.enableSorting === true && !header.isPlaceholder
  const dir = column.getIsSorted()
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext())
  const align = meta?.align ?? 'start'
  return (
    <th
      colSpan={header.colSpan}
      scope="col"
      aria-sort={sortable ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined}
      className={cn(HEAD_CLASS, headPad, alignClass[align], meta?.headerClassName)}
    >
      {meta?.hideHeader ? (
        <span className="sr-only">{content}</span>
      ) : sortable ? (
        <span className={cn('flex', justifyClass[align])}>
          <SortButton column={column} defaultSort={defaultSort}>
            {content}
          </SortButton>
        </span>
      ) : (
        content
      )}
    </th>
  )
}

/** The sticky `<thead>`: header groups, the select-all checkbox of the page and the Actions header. */
export function DataTableHeader<T>({
  table,
  selectable,
  actions,
  dense,
  virtual,
  allSelected,
  someSelected,
  defaultSort,
}: {
  table: Table<T>
  selectable: boolean
  actions: boolean
  dense: boolean
  virtual: boolean
  allSelected: boolean
  someSelected: boolean
  defaultSort?: { sortBy: string; orderBy: SortOrder }
}) {
  const { t } = useTranslation()
  const groups = table.getHeaderGroups()
  const headPad = dense ? 'h-10 px-3' : 'h-14 px-4'
  return (
    <thead className="sticky top-0 z-[2]">
      {groups.map((group, gi) => (
        <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
          {selectable && gi === 0 && (
            <th rowSpan={groups.length} className={cn('w-12 border-b border-border bg-surface text-start', dense ? 'ps-3' : 'ps-4')}>
              <Checkbox
                hideLabel
                label={t('table.selectAll')}
                checked={allSelected}
                indeterminate={someSelected}
                onChange={(v) => table.toggleAllPageRowsSelected(v)}
                className="max-md:min-h-11 max-md:min-w-11"
              />
            </th>
          )}
          {group.headers.map((header) => (
            <ColumnHeader key={header.id} header={header as Header<T, unknown>} headPad={headPad} defaultSort={defaultSort} />
          ))}
          {actions && gi === 0 && (
            <th rowSpan={groups.length} scope="col" className={cn(HEAD_CLASS, 'text-start', headPad)}>
              {t('table.actions')}
            </th>
          )}
        </tr>
      ))}
    </thead>
  )
}

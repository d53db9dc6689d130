import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { IconButton } from '../icon-button'
import { ALL_ROWS, TABLE_PAGE_SIZES } from './use-table-state'

/** First and last row numbers shown on a page ("11-20 of 57"); 0-0 when there is nothing; "All" (-1) is 1-total. */
export function pageRange(page: number, itemsPerPage: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 }
  if (itemsPerPage === ALL_ROWS) return { from: 1, to: total }
  const from = Math.min((page - 1) * itemsPerPage + 1, total)
  return { from, to: Math.min(page * itemsPerPage, total) }
}

/** Touch targets of at least 44 px below md (tablets in portrait, phones). */
const TOUCH = 'max-md:size-11'

export function pageCountOf(total: number, itemsPerPage: number): number {
  if (itemsPerPage === ALL_ROWS) return 1
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, itemsPerPage)))
}

/**
 * The table footer of SPEC section 9: "Items per page:" select, "x-y of z", and first, previous,
 * next, last buttons (labelled, disabled at the ends, arrows mirrored in RTL), plus "All"
 * (itemsPerPage -1, DECISIONS section 5) by default. Also usable under a card grid that pages like
 * a table (pass its own `pageSizes`).
 */
export function TablePagination({
  page,
  itemsPerPage,
  total,
  onPageChange,
  onItemsPerPageChange,
  pageSizes = TABLE_PAGE_SIZES,
  disabled,
  className,
}: {
  page: number
  itemsPerPage: number
  /** Unknown while the first page loads: the range is left out. */
  total: number | undefined
  onPageChange: (page: number) => void
  onItemsPerPageChange: (n: number) => void
  pageSizes?: readonly number[]
  disabled?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const count = pageCountOf(total ?? 0, itemsPerPage)
  const { from, to } = pageRange(page, itemsPerPage, total ?? 0)
  const atStart = page <= 1
  const atEnd = total === undefined || page >= count
  // Sizes in increasing order, "All" last.
  const sizes = pageSizes.includes(itemsPerPage)
    ? pageSizes
    : [...pageSizes, itemsPerPage].sort((a, b) => (a === ALL_ROWS ? 1 : b === ALL_ROWS ? -1 : a - b))
  return (
    <div
      data-slot="table-pagination"
      className={cn('flex flex-wrap items-center justify-end gap-x-6 gap-y-2 px-4 py-2 text-[0.9375rem] text-text', className)}
    >
      <div className="flex items-center gap-3">
        <label htmlFor={id} className="text-muted">
          {t('table.itemsPerPage')}
        </label>
        <select
          id={id}
          value={itemsPerPage}
          disabled={disabled}
          onChange={(e) => onItemsPerPageChange(Number(e.target.value))}
          className="h-9 rounded-md border border-border bg-transparent px-2 text-[0.9375rem] outline-none hover:border-muted focus:border-primary focus:ring-1 focus:ring-primary max-md:h-11 dark:[&>option]:bg-surface"
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n === ALL_ROWS ? t('table.all') : formatNumber(n)}
            </option>
          ))}
        </select>
      </div>
      {total !== undefined && (
        <p className="tabular-nums" aria-live="polite">
          {t('table.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
        </p>
      )}
      <div className="flex items-center gap-1">
        <IconButton size="sm" className={TOUCH} label={t('table.first')} disabled={disabled || atStart} onClick={() => onPageChange(1)}>
          <ChevronsLeft className="rtl:rotate-180" aria-hidden />
        </IconButton>
        <IconButton
          size="sm"
          className={TOUCH}
          label={t('table.previous')}
          disabled={disabled || atStart}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft className="rtl:rotate-180" aria-hidden />
        </IconButton>
        <IconButton size="sm" className={TOUCH} label={t('table.next')} disabled={disabled || atEnd} onClick={() => onPageChange(page + 1)}>
          <ChevronRight className="rtl:rotate-180" aria-hidden />
        </IconButton>
        <IconButton size="sm" className={TOUCH} label={t('table.last')} disabled={disabled || atEnd} onClick={() => onPageChange(count)}>
          <ChevronsRight className="rtl:rotate-180" aria-hidden />
        </IconButton>
      </div>
    </div>
  )
}

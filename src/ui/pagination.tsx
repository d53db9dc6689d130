import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis'

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)

/**
 * The page numbers to show: always `boundaries` pages at each end, `siblings` pages on each
 * side of the current one, and an ellipsis for each gap of two or more pages (a gap of one
 * shows the page itself), so the list keeps the same length while paging.
 * `pageItems(6, 10)` -> [1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 10].
 */
export function pageItems(page: number, count: number, siblings = 1, boundaries = 1): PageItem[] {
  if (count <= 0) return []
  const startPages = range(1, Math.min(boundaries, count))
  const endPages = range(Math.max(count - boundaries + 1, boundaries + 1), count)
  const siblingsStart = Math.max(Math.min(page - siblings, count - boundaries - siblings * 2 - 1), boundaries + 2)
  const siblingsEnd = Math.min(Math.max(page + siblings, boundaries + siblings * 2 + 2), endPages.length > 0 ? endPages[0]! - 2 : count - 1)
  const items: PageItem[] = [...startPages]
  if (siblingsStart > boundaries + 2) items.push('start-ellipsis')
  else if (boundaries + 1 < count - boundaries) items.push(boundaries + 1)
  items.push(...range(siblingsStart, siblingsEnd))
  if (siblingsEnd < count - boundaries - 1) items.push('end-ellipsis')
  else if (count - boundaries > boundaries) items.push(count - boundaries)
  items.push(...endPages)
  return items
}

interface PaginationProps {
  page: number
  pageCount: number
  onChange: (page: number) => void
  siblingCount?: number
  boundaryCount?: number
  showFirstLast?: boolean
  showPrevNext?: boolean
  variant?: 'tonal' | 'text' | 'outlined'
  shape?: 'rounded' | 'circle'
  size?: 'sm' | 'md'
  disabled?: boolean
  /** Accessible name of the `nav` (default "Pagination"). */
  label?: string
  className?: string
}

const itemBase =
  'inline-flex shrink-0 items-center justify-center font-medium transition-colors disabled:pointer-events-none disabled:opacity-45 [&_svg]:size-[1.15em]'
const looks = {
  tonal: 'bg-hover text-text hover:bg-primary/15 hover:text-primary',
  text: 'text-text hover:bg-hover',
  outlined: 'border border-border text-text hover:bg-hover',
}

/**
 * Numbered pagination (tonal by default, SPEC section 9): first/previous, pages with ellipses,
 * next/last; every button labelled, the current page `aria-current="page"`, arrows mirrored in RTL.
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  siblingCount = 1,
  boundaryCount = 1,
  showFirstLast = true,
  showPrevNext = true,
  variant = 'tonal',
  shape = 'rounded',
  size = 'md',
  disabled,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation()
  const count = Math.max(1, pageCount)
  const current = Math.min(Math.max(1, page), count)
  const cls = cn(
    itemBase,
    looks[variant],
    shape === 'circle' ? 'rounded-full' : 'rounded-md',
    size === 'sm' ? 'h-8 min-w-8 px-1.5 text-[0.8125rem]' : 'h-[2.375rem] min-w-[2.375rem] px-2 text-[0.9375rem]',
  )
  const go = (p: number) => p !== current && p >= 1 && p <= count && onChange(p)
  const arrow = (key: 'first' | 'previous' | 'next' | 'last', target: number, icon: React.ReactNode, off: boolean) => (
    <li>
      <button
        type="button"
        className={cls}
        aria-label={t(`table.${key}`)}
        title={t(`table.${key}`)}
        disabled={disabled || off}
        onClick={() => go(target)}
      >
        {icon}
      </button>
    </li>
  )
  return (
    <nav aria-label={label ?? t('table.pagination')} className={className}>
      <ul className="flex flex-wrap items-center gap-1.5">
        {showFirstLast && arrow('first', 1, <ChevronsLeft className="rtl:rotate-180" aria-hidden />, current === 1)}
        {showPrevNext && arrow('previous', current - 1, <ChevronLeft className="rtl:rotate-180" aria-hidden />, current === 1)}
        {pageItems(current, count, siblingCount, boundaryCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={cn(
                  cls,
                  item === current && 'bg-primary-fill text-on-primary shadow-sm hover:bg-primary-fill hover:text-on-primary',
                )}
                aria-label={t('table.page', { page: formatNumber(item) })}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {formatNumber(item)}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden className={cn('px-1 text-muted', size === 'sm' ? 'text-[0.8125rem]' : 'text-[0.9375rem]')}>
              …
            </li>
          ),
        )}
        {showPrevNext && arrow('next', current + 1, <ChevronRight className="rtl:rotate-180" aria-hidden />, current === count)}
        {showFirstLast && arrow('last', count, <ChevronsRight className="rtl:rotate-180" aria-hidden />, current === count)}
      </ul>
    </nav>
  )
}

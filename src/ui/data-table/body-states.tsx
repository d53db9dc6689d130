import { AlertTriangle, SearchX } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { warmFormatters } from '@/lib/format'
import { Button } from '../button'
import { EmptyState } from '../empty-state'
import { Skeleton } from '../skeleton'
import type { DataTableProps } from './types'

/** A body row spanning every column (error, empty). */
function FullRow({ span, children }: { span: number; children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="border-b border-border">
        {children}
      </td>
    </tr>
  )
}

/** Error state of the body: the generic message, the error text when it is one, and Retry. */
export function ErrorRow({ span, error, onRetry }: { span: number; error: true | string; onRetry?: () => void }) {
  const { t } = useTranslation()
  return (
    <FullRow span={span}>
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
      </div>
    </FullRow>
  )
}

/** First load: up to ten skeleton rows (as many as a page shows); the rows' formatters are built meanwhile. */
export function SkeletonRows({ count, span, checkbox, cellPad }: { count: number; span: number; checkbox: boolean; cellPad: string }) {
  useEffect(warmFormatters, [])
  return Array.from({ length: count }, (_, i) => (
    <tr key={i} data-skeleton="">
      {Array.from({ length: span }, (_, j) => (
        <td key={j} className={cn('border-b border-border', cellPad)}>
          <Skeleton className={cn('h-4', checkbox && j === 0 ? 'size-[18px]' : j % 3 === 1 ? 'w-2/3' : 'w-full max-w-40')} />
        </td>
      ))}
    </tr>
  ))
}

/** Nothing to show: the caller's message and action, or "no match" with "Clear filters" when filtered. */
export function EmptyRow({
  span,
  empty,
  filtered,
  onClearFilters,
}: {
  span: number
  empty: DataTableProps<unknown, string>['empty']
  filtered: boolean
  onClearFilters: () => void
}) {
  const { t } = useTranslation()
  return (
    <FullRow span={span}>
      <EmptyState
        size="sm"
        icon={empty?.icon ?? (filtered ? <SearchX /> : undefined)}
        title={empty?.message ?? (filtered ? t('table.noMatch') : t('table.empty'))}
        description={empty?.description}
        action={
          empty?.action ??
          (filtered ? (
            <Button variant="tonal" onClick={onClearFilters}>
              {t('table.clearFilters')}
            </Button>
          ) : undefined)
        }
      />
    </FullRow>
  )
}

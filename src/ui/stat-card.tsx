import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { toneClasses, type Tone } from './tone'
import { Skeleton } from './skeleton'

/** `+12.5 %` style text of a change given in percent (12.5 means +12.5 %). */
export function formatDelta(percent: number): string {
  return formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })
}

interface StatCardProps {
  label: React.ReactNode
  /** A number is formatted for the active language; anything else is shown as is. */
  value: React.ReactNode
  icon?: React.ReactNode
  tone?: Tone
  /** Change in percent (green when up, red when down), or your own node. */
  delta?: number | React.ReactNode
  /** Makes lower better (e.g. "banned accounts"): a fall shows green. */
  invertDelta?: boolean
  /** Small text under the value ("Last week analytics"). */
  hint?: React.ReactNode
  loading?: boolean
  /** Makes the card a toggle button, e.g. to filter the table below by this status. */
  onClick?: () => void
  /** Pressed state when `onClick` is given. */
  active?: boolean
  /**
   * `horizontal` (default): text at the start, icon tile at the end. `vertical`: icon tile on
   * top, then label, value and change (dashboard tiles). `simple`: label and value only, no tile.
   */
  layout?: 'horizontal' | 'vertical' | 'simple'
  className?: string
}

/**
 * A count with its label, an icon tile and an optional change chip. Used in a row above a table
 * (`StatCardGrid`), e.g. accounts per status; clickable cards act as filter toggles.
 */
export function StatCard({
  label,
  value,
  icon,
  tone = 'primary',
  delta,
  invertDelta,
  hint,
  loading,
  onClick,
  active,
  layout = 'horizontal',
  className,
}: StatCardProps) {
  const up = typeof delta === 'number' ? (invertDelta ? delta < 0 : delta > 0) : undefined
  const tile = icon && layout !== 'simple' && (
    <span
      aria-hidden
      className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg [&_svg]:size-[1.4rem]', toneClasses[tone].soft)}
    >
      {icon}
    </span>
  )
  const content =
    layout === 'vertical' ? (
      <span className="flex min-w-0 flex-col items-start gap-1 text-start">
        {tile && <span className="mb-2">{tile}</span>}
        <span className="truncate text-[0.9375rem] font-medium text-strong">{label}</span>
        {hint && <span className="truncate text-[0.8125rem] text-muted">{hint}</span>}
        {loading ? (
          <Skeleton className="my-1 h-6 w-20" />
        ) : (
          <span className="text-xl font-medium text-strong tabular-nums">{typeof value === 'number' ? formatNumber(value) : value}</span>
        )}
        {typeof delta === 'number' && !loading && (
          <span
            className={cn(
              'mt-1 rounded-full px-2.5 py-0.5 text-xs font-medium tabular-nums',
              delta === 0 ? toneClasses.secondary.soft : up ? toneClasses.success.soft : toneClasses.error.soft,
            )}
          >
            {formatDelta(delta)}
          </span>
        )}
        {delta !== undefined && typeof delta !== 'number' && delta}
      </span>
    ) : (
      <>
        <span className="flex min-w-0 flex-col gap-1 text-start">
          <span className="truncate text-[0.9375rem] text-text">{label}</span>
          {loading ? (
            <Skeleton className="my-1 h-6 w-20" />
          ) : (
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-2xl font-medium text-strong tabular-nums">
                {typeof value === 'number' ? formatNumber(value) : value}
              </span>
              {delta !== undefined &&
                delta !== null &&
                (typeof delta === 'number' ? (
                  <span
                    className={cn(
                      'text-[0.9375rem] font-medium tabular-nums',
                      delta === 0 ? 'text-muted' : up ? 'text-success' : 'text-error',
                    )}
                  >
                    {formatDelta(delta)}
                  </span>
                ) : (
                  delta
                ))}
            </span>
          )}
          {hint && <span className="truncate text-[0.8125rem] text-muted">{hint}</span>}
        </span>
        {tile}
      </>
    )
  const cls = cn('flex w-full items-start justify-between gap-4 rounded-lg bg-surface p-5 text-text shadow-card', className)
  if (onClick)
    return (
      <button
        type="button"
        onClick={onClick}
        aria-pressed={Boolean(active)}
        className={cn(cls, 'transition-shadow hover:shadow-pop', active && `ring-2 ${toneClasses[tone].ring}`)}
      >
        {content}
      </button>
    )
  return (
    <section data-slot="stat-card" className={cls}>
      {content}
    </section>
  )
}

/** Responsive row of stat cards: one column on phones, two on tablets, four on wide screens. */
export function StatCardGrid({ className, children }: { className?: string; children: React.ReactNode }) {
  return <div className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}>{children}</div>
}

/**
 * Counts per status that filter the table below: one toggle card per status (pressing the active
 * one clears the filter), with `lead` cards (e.g. "Total") first. `hint` gets the status count and
 * the sum of all statuses once the counts are in.
 */
export function StatusFilterCards<S extends string>({
  label,
  statuses,
  meta,
  statusLabel,
  counts,
  loading,
  hint,
  active,
  onToggle,
  lead,
  gridClassName,
  cardClassName,
}: {
  label: string
  statuses: readonly S[]
  meta: Record<S, { tone: Tone; icon: React.ElementType }>
  statusLabel: (status: S) => React.ReactNode
  counts: Record<S, number> | undefined
  loading?: boolean
  hint: (count: number, sum: number) => React.ReactNode
  active: S | undefined
  onToggle: (status: S | undefined) => void
  lead?: React.ReactNode
  gridClassName?: string
  cardClassName?: string
}) {
  const sum = counts ? statuses.reduce((n, s) => n + counts[s], 0) : 0
  return (
    <div role="group" aria-label={label}>
      <StatCardGrid className={gridClassName}>
        {lead}
        {statuses.map((status) => {
          const { tone, icon: Icon } = meta[status]
          const n = counts?.[status] ?? 0
          return (
            <StatCard
              key={status}
              className={cardClassName}
              label={statusLabel(status)}
              value={n}
              tone={tone}
              icon={<Icon />}
              loading={loading}
              // The hint's line is kept while the counts load: the table below does not move (CLS).
              hint={
                counts ? (
                  hint(n, sum)
                ) : (
                  <span aria-hidden="true" className="invisible">
                    -
                  </span>
                )
              }
              active={active === status}
              onClick={() => onToggle(active === status ? undefined : status)}
            />
          )
        })}
      </StatCardGrid>
    </div>
  )
}

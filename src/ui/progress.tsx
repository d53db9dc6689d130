import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { toneClasses, type Tone } from './tone'

interface ProgressProps {
  /** Current value between 0 and `max`; leave it out for an indeterminate (busy) indicator. */
  value?: number
  max?: number
  /** Accessible name ("Upload", "Course progress"). */
  label: string
  tone?: Tone
  className?: string
}

function clampPercent(value: number, max: number): number {
  if (!Number.isFinite(value) || max <= 0) return 0
  return Math.min(100, Math.max(0, (value / max) * 100))
}

function ariaValues(value: number | undefined, max: number) {
  if (value === undefined) return {}
  const pct = clampPercent(value, max)
  return {
    'aria-valuemin': 0,
    'aria-valuemax': max,
    'aria-valuenow': Math.min(max, Math.max(0, value)),
    'aria-valuetext': formatNumber(pct / 100, { style: 'percent', maximumFractionDigits: 0 }),
  }
}

/**
 * A horizontal bar; fills from the inline start (mirrors in RTL), from the end with `reversed`.
 * `buffer` draws a lighter bar up to that value (loaded, not played); `striped` adds stripes.
 */
export function LinearProgress({
  value,
  max = 100,
  label,
  tone = 'primary',
  height = 6,
  rounded = true,
  buffer,
  striped,
  reversed,
  className,
}: ProgressProps & {
  height?: number
  rounded?: boolean
  buffer?: number
  striped?: boolean
  reversed?: boolean
}) {
  const indeterminate = value === undefined
  const side = reversed ? 'end-0' : 'start-0'
  return (
    <div
      role="progressbar"
      aria-label={label}
      {...ariaValues(value, max)}
      data-slot="linear-progress"
      className={cn('relative w-full overflow-hidden', rounded && 'rounded-full', toneClasses[tone].track, className)}
      style={{ height }}
    >
      {buffer !== undefined && (
        <span
          className={cn(
            'absolute inset-y-0 opacity-30 transition-[width] duration-300',
            side,
            rounded && 'rounded-full',
            toneClasses[tone].solid,
          )}
          style={{ width: `${clampPercent(buffer, max)}%` }}
        />
      )}
      {indeterminate ? (
        <span className={cn('absolute inset-y-0 animate-progress-linear', rounded && 'rounded-full', toneClasses[tone].solid)} />
      ) : (
        <span
          className={cn(
            'absolute inset-y-0 transition-[width] duration-300',
            side,
            rounded && 'rounded-full',
            toneClasses[tone].solid,
            striped && 'bg-[repeating-linear-gradient(45deg,transparent_0_6px,color-mix(in_srgb,var(--surface)_30%,transparent)_6px_12px)]',
          )}
          style={{ width: `${clampPercent(value, max)}%` }}
        />
      )}
    </div>
  )
}

/** A ring; `children` (e.g. the percentage) are drawn in its centre. */
export function CircularProgress({
  value,
  max = 100,
  label,
  tone = 'primary',
  size = 40,
  thickness = 4,
  rotate = 0,
  className,
  children,
}: ProgressProps & {
  size?: number
  thickness?: number
  /** Where the ring starts, in degrees clockwise from the top. */
  rotate?: number
  children?: React.ReactNode
}) {
  const indeterminate = value === undefined
  const r = 20 - thickness / 2
  return (
    <div
      role="progressbar"
      aria-label={label}
      {...ariaValues(value, max)}
      data-slot="circular-progress"
      className={cn('relative inline-flex shrink-0 items-center justify-center', toneClasses[tone].text, className)}
      style={{ width: size, height: size }}
    >
      <svg
        viewBox="0 0 40 40"
        className={cn('size-full', indeterminate && 'animate-spin [animation-duration:1.4s]')}
        style={{ rotate: `${rotate - 90}deg` }}
        aria-hidden
      >
        <circle cx="20" cy="20" r={r} fill="none" stroke="currentColor" strokeWidth={thickness} className="opacity-15" />
        <circle
          cx="20"
          cy="20"
          r={r}
          fill="none"
          stroke="currentColor"
          strokeWidth={thickness}
          strokeLinecap="round"
          pathLength={100}
          className={indeterminate ? 'animate-progress-circular' : 'transition-[stroke-dasharray] duration-300'}
          strokeDasharray={indeterminate ? undefined : `${clampPercent(value, max)} 100`}
        />
      </svg>
      {children !== undefined && (
        <span className="absolute inset-0 flex items-center justify-center text-xs font-medium text-text">{children}</span>
      )}
    </div>
  )
}

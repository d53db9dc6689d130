import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { toneClasses, type Tone } from './tone'

export interface BadgeProps {
  /** The number shown; 0 or less hides the badge unless `showZero`. Leave it out with `dot` or `content`. */
  count?: number
  /** Above it, `max+` is shown. */
  max?: number
  showZero?: boolean
  /** A small dot instead of a number (unread, status). */
  dot?: boolean
  /** Other content: an icon or a short word ("new"). */
  content?: React.ReactNode
  tone?: Tone
  /** Solid (white text) or tonal (light background). */
  variant?: 'solid' | 'tonal'
  /** A ring of the surface colour, to stand out on an avatar or an image. */
  bordered?: boolean
  className?: string
}

/** A small count, dot or label; on its own, or over an element with `BadgeAnchor`. */
export function Badge({ count, max = 99, showZero, dot, content, tone = 'error', variant = 'solid', bordered, className }: BadgeProps) {
  if (!dot && content === undefined && (count === undefined || (count <= 0 && !showZero))) return null
  const look = variant === 'solid' ? cn(toneClasses[tone].solid, 'text-white') : toneClasses[tone].soft
  if (dot)
    return (
      <span data-slot="badge" className={cn('inline-block size-2.5 rounded-full', look, bordered && 'ring-2 ring-surface', className)} />
    )
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex h-[18px] min-w-[18px] items-center justify-center gap-0.5 rounded-full px-1 text-[11px] leading-none font-semibold [&_svg]:size-3',
        look,
        bordered && 'ring-2 ring-surface',
        className,
      )}
    >
      {content ?? (count! > max ? `${formatNumber(max)}+` : formatNumber(count!))}
    </span>
  )
}

const corners = {
  'top-end': 'top-0 end-0 translate-x-1/2 -translate-y-1/2 rtl:-translate-x-1/2',
  'top-start': 'top-0 start-0 -translate-x-1/2 -translate-y-1/2 rtl:translate-x-1/2',
  'bottom-end': 'bottom-0 end-0 translate-x-1/2 translate-y-1/2 rtl:-translate-x-1/2',
  'bottom-start': 'bottom-0 start-0 -translate-x-1/2 translate-y-1/2 rtl:translate-x-1/2',
} as const

/**
 * An element with a badge on a corner (logical: `top-end` is top right in LTR, top left in RTL).
 * The badge is decoration: give the count in the element's accessible name too (`label`).
 * `showOnHover` shows the badge only while the element is hovered or focused.
 */
export function BadgeAnchor({
  position = 'top-end',
  inset,
  showOnHover,
  label,
  className,
  children,
  ...badge
}: BadgeProps & {
  position?: keyof typeof corners
  /** Pulls the badge inside the corner (for round elements such as avatars). */
  inset?: boolean
  showOnHover?: boolean
  /** Screen-reader text for the badge ("3 unread messages"). */
  label?: string
  children: React.ReactNode
}) {
  return (
    <span className={cn('group/badge relative inline-flex', className)}>
      {children}
      <span
        aria-hidden={label ? undefined : true}
        className={cn(
          'pointer-events-none absolute z-10 flex',
          corners[position],
          inset && 'm-[14%]',
          showOnHover && 'opacity-0 transition-opacity group-focus-within/badge:opacity-100 group-hover/badge:opacity-100',
        )}
      >
        <Badge {...badge} />
        {label && <span className="sr-only">{label}</span>}
      </span>
    </span>
  )
}

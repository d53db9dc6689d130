import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'

/** A list of items (`ul` with `role="list"`, kept even where CSS removes the bullets). */
export function List({
  className,
  divided,
  label,
  children,
}: {
  className?: string
  divided?: boolean
  label?: string
  children: React.ReactNode
}) {
  return (
    <ul role="list" aria-label={label} data-slot="list" className={cn('flex flex-col', divided && 'divide-y divide-border', className)}>
      {children}
    </ul>
  )
}

export function ListSubheader({ className, children }: { className?: string; children: React.ReactNode }) {
  return <li className={cn('px-4 pt-4 pb-1 text-xs font-medium tracking-wide text-muted uppercase', className)}>{children}</li>
}

interface ListItemProps {
  /** An Avatar, or any leading visual. */
  avatar?: React.ReactNode
  /** A leading icon (drawn muted); ignored when `avatar` is given. */
  icon?: React.ReactNode
  title: React.ReactNode
  subtitle?: React.ReactNode
  /** Right-hand (inline end) text, e.g. a date or an amount. */
  meta?: React.ReactNode
  /** Buttons at the inline end; kept outside the link/button so they stay separate controls. */
  action?: React.ReactNode
  /** Makes the main area a router link. */
  to?: string
  /** Makes the main area a button. */
  onClick?: () => void
  active?: boolean
  dense?: boolean
  /** The highlight of the active or hovered row: a pill (`rounded`) or rounded at the inline end only (`shaped`). */
  shape?: 'rounded' | 'shaped'
  /** The subtitle wraps onto two lines (a three-line item) instead of being cut to one. */
  lines?: 2
  className?: string
}

const shapes = { rounded: 'rounded-full', shaped: 'rounded-e-full' }

/** Avatar or icon, title and subtitle, meta and actions at the end. */
export function ListItem({
  avatar,
  icon,
  title,
  subtitle,
  meta,
  action,
  to,
  onClick,
  active,
  dense,
  shape,
  lines,
  className,
}: ListItemProps) {
  const body = (
    <>
      {avatar ?? (icon && <span className="flex shrink-0 text-muted [&_svg]:size-5">{icon}</span>)}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-[0.9375rem] font-medium text-strong">{title}</span>
        {subtitle && <span className={cn('block text-sm text-muted', lines === 2 ? 'line-clamp-2' : 'truncate')}>{subtitle}</span>}
      </span>
      {meta && <span className="shrink-0 text-sm text-muted">{meta}</span>}
    </>
  )
  const inner = cn('flex min-w-0 flex-1 gap-3 text-start', lines === 2 ? 'items-start' : 'items-center', dense ? 'py-1.5' : 'py-2.5')
  const interactive = cn(
    '-mx-2 px-2 transition-colors outline-none hover:bg-hover focus-visible:bg-hover',
    shape ? shapes[shape] : 'rounded-md',
  )
  return (
    <li
      className={cn('flex items-center gap-3 px-4', shape && shapes[shape], active && 'bg-primary/10', className)}
      data-active={active || undefined}
    >
      {to ? (
        <Link to={to} aria-current={active ? 'page' : undefined} className={cn(inner, interactive)}>
          {body}
        </Link>
      ) : onClick ? (
        <button type="button" onClick={onClick} aria-pressed={active === undefined ? undefined : active} className={cn(inner, interactive)}>
          {body}
        </button>
      ) : (
        <div className={inner}>{body}</div>
      )}
      {action && <span className="flex shrink-0 items-center gap-1">{action}</span>}
    </li>
  )
}

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
  className?: string
}

/** Avatar or icon, title and subtitle, meta and actions at the end. */
export function ListItem({ avatar, icon, title, subtitle, meta, action, to, onClick, active, dense, className }: ListItemProps) {
  const body = (
    <>
      {avatar ?? (icon && <span className="flex shrink-0 text-muted [&_svg]:size-5">{icon}</span>)}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-[0.9375rem] font-medium text-strong">{title}</span>
        {subtitle && <span className="block truncate text-sm text-muted">{subtitle}</span>}
      </span>
      {meta && <span className="shrink-0 text-sm text-muted">{meta}</span>}
    </>
  )
  const inner = cn('flex min-w-0 flex-1 items-center gap-3 text-start', dense ? 'py-1.5' : 'py-2.5')
  const interactive = 'rounded-md px-2 -mx-2 outline-none transition-colors hover:bg-hover focus-visible:bg-hover'
  return (
    <li className={cn('flex items-center gap-3 px-4', active && 'bg-primary/10', className)} data-active={active || undefined}>
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

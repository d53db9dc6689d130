import { Inbox } from 'lucide-react'
import { cn } from '@/lib/cn'

/** Shown in place of a list or a panel with nothing in it: an icon, a title, why, and what to do. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  size = 'md',
  className,
}: {
  icon?: React.ReactNode
  title: React.ReactNode
  description?: React.ReactNode
  /** Usually a Button ("Add a user", "Clear filters"). */
  action?: React.ReactNode
  size?: 'sm' | 'md'
  className?: string
}) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center text-center',
        size === 'sm' ? 'gap-2 px-4 py-8' : 'gap-3 px-6 py-14',
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'flex items-center justify-center rounded-full bg-primary/10 text-primary',
          size === 'sm' ? 'size-10 [&_svg]:size-5' : 'size-14 [&_svg]:size-7',
        )}
      >
        {icon ?? <Inbox />}
      </span>
      <p className={cn('font-medium text-strong', size === 'sm' ? 'text-[0.9375rem]' : 'text-lg')}>{title}</p>
      {description && <p className="max-w-md text-sm text-muted">{description}</p>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  )
}

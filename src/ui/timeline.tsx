import { cn } from '@/lib/cn'
import { toneClasses, type Tone } from './tone'

/** An ordered list of events, oldest or newest first as given, with a line on the inline-start side. */
export function Timeline({ className, label, children }: { className?: string; label?: string; children: React.ReactNode }) {
  return (
    <ol aria-label={label} data-slot="timeline" className={cn('flex flex-col', className)}>
      {children}
    </ol>
  )
}

/** One event: a dot (or an icon tile), a title with its time at the end, and details below. */
export function TimelineItem({
  tone = 'primary',
  outlined,
  icon,
  title,
  time,
  dateTime,
  className,
  children,
}: {
  tone?: Tone
  /** A hollow dot (ring in the tone's colour) instead of a filled one. */
  outlined?: boolean
  icon?: React.ReactNode
  title: React.ReactNode
  /** Displayed time ("12 min ago"); pass `dateTime` (ISO) for the machine-readable value. */
  time?: React.ReactNode
  dateTime?: string
  className?: string
  children?: React.ReactNode
}) {
  return (
    <li
      className={cn(
        'relative flex gap-4 pb-6 last:pb-0',
        'before:absolute before:start-[11px] before:top-7 before:-bottom-1 before:border-s before:border-border last:before:hidden',
        className,
      )}
    >
      <span aria-hidden className="flex w-6 shrink-0 justify-center pt-1">
        {icon ? (
          <span className={cn('flex size-6 items-center justify-center rounded-full [&_svg]:size-3.5', toneClasses[tone].soft)}>
            {icon}
          </span>
        ) : (
          <span
            className={cn(
              'mt-1 size-3 rounded-full',
              outlined ? cn('border-2 bg-surface', toneClasses[tone].border) : cn('ring-4', toneClasses[tone].dot),
            )}
          />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="text-[0.9375rem] font-medium text-strong">{title}</p>
          {time && (
            <time dateTime={dateTime} className="text-[0.8125rem] text-subtle">
              {time}
            </time>
          )}
        </div>
        {children && <div className="mt-1 text-[0.9375rem] text-text">{children}</div>}
      </div>
    </li>
  )
}

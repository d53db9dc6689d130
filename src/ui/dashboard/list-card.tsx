import { cn } from '@/lib/cn'
import { toneClasses, type Tone } from '../tone'

export interface ListCardItem {
  key: string | number
  /** An Avatar, a flag or a logo; or give `icon` for a toned icon tile. */
  avatar?: React.ReactNode
  icon?: React.ReactNode
  tone?: Tone
  title: React.ReactNode
  subtitle?: React.ReactNode
  /** At the inline end: an amount, a count, a chip. */
  value?: React.ReactNode
  /** Under the value, e.g. a TrendText. */
  meta?: React.ReactNode
}

/** The rows of a list card (sales by countries, campaign state, source visits, transactions). */
export function ListCardRows({ items, label, className }: { items: readonly ListCardItem[]; label: string; className?: string }) {
  return (
    <ul role="list" aria-label={label} className={cn('flex flex-col gap-4', className)}>
      {items.map((it) => (
        <li key={it.key} className="flex items-center gap-3">
          {it.avatar ??
            (it.icon && (
              <span
                aria-hidden
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-lg [&_svg]:size-5',
                  toneClasses[it.tone ?? 'primary'].soft,
                )}
              >
                {it.icon}
              </span>
            ))}
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-medium text-strong">{it.title}</span>
            {it.subtitle && <span className="truncate text-sm text-muted">{it.subtitle}</span>}
          </span>
          {(it.value !== undefined || it.meta) && (
            <span className="flex shrink-0 flex-col items-end text-end">
              {it.value !== undefined && <span className="font-medium text-strong tabular-nums">{it.value}</span>}
              {it.meta}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

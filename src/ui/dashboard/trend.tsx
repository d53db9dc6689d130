import { ChevronDown, ChevronUp } from 'lucide-react'
import { cn } from '@/lib/cn'
import { Chip } from '../chip'
import { formatDelta } from '../stat-card'

/** A change in percent as a toned chip: green up, red down (or the reverse with `invert`). */
export function TrendChip({ percent, invert, className }: { percent: number; invert?: boolean; className?: string }) {
  const good = invert ? percent < 0 : percent > 0
  return (
    <Chip tone={percent === 0 ? 'secondary' : good ? 'success' : 'error'} className={cn('tabular-nums', className)}>
      {formatDelta(percent)}
    </Chip>
  )
}

/** A change in percent as toned text with a chevron (lists of countries, sources). */
export function TrendText({ percent, invert, className }: { percent: number; invert?: boolean; className?: string }) {
  const good = invert ? percent < 0 : percent > 0
  const Icon = percent < 0 ? ChevronDown : ChevronUp
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-sm font-medium tabular-nums',
        percent === 0 ? 'text-muted' : good ? 'text-success' : 'text-error',
        className,
      )}
    >
      {percent !== 0 && <Icon aria-hidden className="size-4" />}
      {formatDelta(percent)}
    </span>
  )
}

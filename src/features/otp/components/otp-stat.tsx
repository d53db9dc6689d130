import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'
import { Card } from '@/ui/card'
import { Skeleton } from '@/ui/skeleton'
import { toneClasses, type Tone } from '@/ui/tone'

/** A small figure card: tonal icon, value, label. */
export function OtpStat({
  icon: Icon,
  label,
  value,
  tone = 'primary',
  hint,
  testId,
}: {
  icon: LucideIcon
  label: string
  value: React.ReactNode | undefined
  tone?: Tone
  hint?: string
  testId?: string
}) {
  return (
    <Card className="flex items-center gap-4 px-5 py-4" data-testid={testId}>
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg', toneClasses[tone].soft)} aria-hidden>
        <Icon className="size-6" />
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-xl font-semibold text-strong tabular-nums">
          {value === undefined ? <Skeleton className="my-1 h-6 w-20" /> : value}
        </span>
        <span className="truncate text-sm text-muted" title={hint}>
          {label}
        </span>
      </div>
    </Card>
  )
}

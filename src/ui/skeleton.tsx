import { cn } from '@/lib/cn'

/** A grey placeholder block that pulses while content loads. Hidden from assistive tech. */
export function Skeleton({ className, circle, ...props }: React.ComponentProps<'span'> & { circle?: boolean }) {
  return (
    <span
      aria-hidden
      data-slot="skeleton"
      className={cn('block h-4 animate-pulse bg-hover', circle ? 'rounded-full' : 'rounded-md', className)}
      {...props}
    />
  )
}

/** A few lines of text placeholder; the last line is shorter, like a paragraph. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden className={cn('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-3.5', i === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full')} />
      ))}
    </span>
  )
}

import { Skeleton } from '@/ui/skeleton'

/** Placeholder of a page whose code or translations are still loading. */
export function PageSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label="…">
      <Skeleton className="h-9 w-64" />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-96 rounded-lg" />
    </div>
  )
}

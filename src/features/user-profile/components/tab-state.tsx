import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Card } from '@/ui/card'
import { SkeletonText } from '@/ui/skeleton'
import { LoadFailedCard } from '@/ui/load-failed'

/** A tab's data once loaded; skeleton cards while loading, a message with Retry on failure. */
export function TabState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => React.ReactNode }) {
  const { t } = useTranslation('profile')
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.isError) return <LoadFailedCard message={t('page.loadFailed')} onRetry={() => query.refetch()} />
  return (
    <div aria-busy className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <Card key={i} className="p-6">
          <SkeletonText lines={5} />
        </Card>
      ))}
    </div>
  )
}

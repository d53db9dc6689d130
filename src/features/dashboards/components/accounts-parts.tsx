import { useTranslation } from 'react-i18next'
import type { AccountsDashboard, ModelFigures, RankedItem } from '@/api/contracts/dashboard'
import { formatDate, formatNumber } from '@/lib/format'
import { QueryCard } from '@/ui/dashboard/dashboard-card'
import { ListCardRows } from '@/ui/dashboard/list-card'
import { EmptyState } from '@/ui/empty-state'
import type { QueryLike } from '@/ui/query-state'

/** One block of the dashboard, read from the one query (the block's part of the answer). */
export const part = <K extends keyof AccountsDashboard>(
  query: QueryLike<AccountsDashboard>,
  key: K,
): QueryLike<NonNullable<AccountsDashboard[K]>> => ({
  ...query,
  data: (query.data?.[key] ?? undefined) as NonNullable<AccountsDashboard[K]> | undefined,
})

/** "5 Mar" labels of the answer's days, in the active language. */
export function useDayLabels(days: string[] | undefined) {
  useTranslation() // re-render on a language change
  return (days ?? []).map((d) => formatDate(`${d}T00:00:00`, { day: 'numeric', month: 'short' }))
}

export function RankedList({ items, label, empty }: { items: RankedItem[]; label: string; empty: string }) {
  const { t } = useTranslation('dashboards')
  if (items.length === 0) return <EmptyState size="sm" title={empty} />
  return (
    <ListCardRows
      label={label}
      items={items.map((s, i) => ({
        key: s.id,
        avatar: (
          <span
            aria-hidden
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-medium text-primary"
          >
            {formatNumber(i + 1)}
          </span>
        ),
        title: s.name,
        value: t('accounts.accountsCount', { n: formatNumber(s.accounts) }),
      }))}
    />
  )
}

/** A platform: accounts per status (cards and donut), created and banned per day, top strategies. */

export function ModelsBlock({ query }: { query: QueryLike<AccountsDashboard> }) {
  const { t } = useTranslation('dashboards')
  return (
    <QueryCard
      title={t('accounts.topModels')}
      subtitle={t('accounts.modelsTotal')}
      query={part(query, 'models')}
      loadFailed={t('accounts.loadFailed')}
    >
      {(m: ModelFigures) => (
        <>
          <p className="mb-3 text-2xl font-medium text-strong tabular-nums">{formatNumber(m.total)}</p>
          <RankedList items={m.top} label={t('accounts.topModels')} empty={t('accounts.noModels')} />
        </>
      )}
    </QueryCard>
  )
}

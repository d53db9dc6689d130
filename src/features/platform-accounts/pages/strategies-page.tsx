import { Plus, SearchX, SlidersHorizontal, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { Platform, Strategy, StrategyInput } from '@/api/contracts/platform'
import { formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { useInUseDelete } from '@/lib/use-in-use-delete'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { SearchInput, SortSelect, useTableState } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { EmptyState } from '@/ui/empty-state'
import { PageHeader } from '@/ui/page-header'
import { Skeleton } from '@/ui/skeleton'
import { useToast } from '@/ui/toast'
import { LoadFailedAlert } from '@/ui/load-failed'
import { useStrategies, useStrategyMutations } from '../api/strategies'
import { StrategyCard } from '../components/strategy-card'
import { StrategyFormDrawer, strategyToInput } from '../components/strategy-form-drawer'
import { PLATFORM_META } from '../lib/platform-meta'

const SORTS = ['name:asc', 'accountCount:desc', 'dailyLikeLimit:desc', 'createdAt:desc'] as const
const DEFAULT_SORT = { sortBy: 'name', orderBy: 'asc' } as const

/** The next free "… (copy)" name for a duplicate. */
function copyName(name: string, taken: string[], label: (n: string) => string): string {
  const lower = new Set(taken.map((x) => x.toLowerCase()))
  let candidate = label(name)
  for (let i = 2; lower.has(candidate.toLowerCase()); i++) candidate = `${label(name)} ${i}`
  return candidate.slice(0, 60)
}

/**
 * /tinder/strategies and /fruitz/strategies: cards with create/edit/duplicate/delete. A delete
 * refused because accounts use the strategy (409) offers "Unassign and delete" (force).
 */
function StrategiesScreen({ platform }: { platform: Platform }) {
  const { t } = useTranslation('platform')
  const toast = useToast()
  const table = useTableState({ defaults: DEFAULT_SORT })
  const strategies = useStrategies(platform, { q: table.q || undefined, sortBy: table.sortBy, orderBy: table.orderBy, page: 1, itemsPerPage: -1 })
  const { remove } = useStrategyMutations(platform)
  const [form, setForm] = useState<{ strategy: Strategy | null; initial?: StrategyInput } | null>(null)
  const platformName = t(`platforms.${platform}`)
  const meta = PLATFORM_META[platform]
  const rows = strategies.data?.rows ?? []
  const assigned = rows.reduce((n, s) => n + s.accountCount, 0)

  const duplicate = (s: Strategy) =>
    setForm({ strategy: null, initial: strategyToInput(platform, s, copyName(s.name, rows.map((r) => r.name), (name) => t('strategies.copyName', { name }))) })

  const deleting = useInUseDelete<Strategy>({
    remove: (strategy, force) => remove.mutateAsync({ id: strategy.id, force }),
    inUseFallback: (strategy) => strategy.accountCount,
    onDeleted: (strategy, inUse) =>
      toast(t(inUse ? 'strategies.toasts.deletedUnassigned' : 'strategies.toasts.deleted', { name: strategy.name, count: formatNumber(inUse ?? 0) }), 'success'),
    onFailed: (message) => toast(message ?? t('strategies.toasts.failed'), 'error'),
  })

  return (
    <div className="flex flex-col gap-6" data-platform={platform}>
      <PageHeader
        className="mb-0"
        title={
          <span className="flex items-center gap-2">
            <SlidersHorizontal aria-hidden className="size-6 text-primary" />
            {t('strategies.title', { platform: platformName })}
          </span>
        }
        subtitle={strategies.data ? t('strategies.subtitle', { count: formatNumber(strategies.data.total), assigned: formatNumber(assigned) }) : t('strategies.subtitleLoading')}
        actions={
          <>
            <Link to={linkTo(meta.accountsRoute)} className="inline-flex h-[2.375rem] items-center gap-2 rounded-md px-3 text-[0.9375rem] font-medium text-primary hover:bg-primary/10">
              <Users aria-hidden className="size-[1.15em]" />
              {t('strategies.viewAccounts')}
            </Link>
            <Button onClick={() => setForm({ strategy: null })}>
              <Plus aria-hidden />
              {t('strategies.add')}
            </Button>
          </>
        }
      />

      <Card className="flex flex-wrap items-end gap-4 p-4">
        <SearchInput value={table.q} onChange={table.setQuery} label={t('strategies.search')} placeholder={t('strategies.searchPlaceholder')} className="w-full sm:w-80" />
        <div className="w-full sm:ms-auto sm:w-56">
          <SortSelect table={table} sorts={SORTS} fallback={DEFAULT_SORT} label={t('strategies.sort.label')} optionLabel={(field) => t(`strategies.sort.${field}`)} />
        </div>
      </Card>

      {strategies.isError ? (
        <LoadFailedAlert title={t('strategies.loadFailed')} onRetry={() => strategies.refetch()} />
      ) : strategies.isPending ? (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Card key={i} className="p-5">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="mt-3 h-4 w-4/5" />
              <Skeleton className="mt-5 h-16 w-full" />
              <Skeleton className="mt-5 h-4 w-2/3" />
            </Card>
          ))}
        </div>
      ) : rows.length === 0 ? (
        <Card>
          {table.q ? (
            <EmptyState icon={<SearchX />} title={t('strategies.empty.noMatch')} action={<Button variant="tonal" onClick={table.clearFilters}>{t('common:table.clearFilters')}</Button>} />
          ) : (
            <EmptyState
              icon={<SlidersHorizontal />}
              title={t('strategies.empty.title')}
              description={t('strategies.empty.description')}
              action={<Button onClick={() => setForm({ strategy: null })}>{t('strategies.add')}</Button>}
            />
          )}
        </Card>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={strategies.isFetching || undefined}>
          {rows.map((s) => (
            <StrategyCard
              key={s.id}
              platform={platform}
              strategy={s}
              onEdit={() => setForm({ strategy: s })}
              onDuplicate={() => duplicate(s)}
              onDelete={() => deleting.ask(s)}
            />
          ))}
        </div>
      )}

      <StrategyFormDrawer platform={platform} open={form !== null} strategy={form?.strategy ?? null} initial={form?.initial} onClose={() => setForm(null)} />

      <ConfirmDialog
        open={deleting.target !== null}
        onClose={deleting.close}
        onConfirm={deleting.confirm}
        busy={remove.isPending}
        tone={deleting.inUse ? 'warning' : 'error'}
        title={t(deleting.inUse ? 'strategies.delete.inUseTitle' : 'strategies.delete.title')}
        message={
          deleting.inUse
            ? t('strategies.delete.inUseMessage', { name: deleting.target?.name ?? '', count: formatNumber(deleting.inUse) })
            : t('strategies.delete.message', { name: deleting.target?.name ?? '' })
        }
        confirmLabel={deleting.inUse ? t('strategies.delete.force') : t('common:actions.delete')}
      />
    </div>
  )
}

/** The registry's page (`props: { platform }`); a new platform starts a fresh screen. */
export function StrategiesPage({ platform }: { platform: Platform }) {
  return <StrategiesScreen key={platform} platform={platform} />
}

export default StrategiesPage

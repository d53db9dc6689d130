import { Plus, SlidersHorizontal, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { Platform, Strategy, StrategyInput } from '@/api/contracts/platform'
import { formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { useInUseDelete } from '@/lib/use-in-use-delete'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { CardGridList } from '@/ui/card-grid'
import { listPrefetch, SortSelect, useTableState, type TableQuery } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { PageHeader } from '@/ui/page-header'
import { Skeleton } from '@/ui/skeleton'
import { useToast } from '@/ui/toast'
import { useStrategies, useStrategyMutations } from '../api/strategies'
import { StrategyCard } from '../components/strategy-card'
import { StrategyFormDrawer, strategyToInput } from '../components/strategy-form-drawer'
import { PLATFORM_META } from '../lib/platform-meta'
import type { PageModuleExtras } from '@/api/resources'
import { strategiesOf, type StrategyListParams } from '@/api/resources/platform'

const SORTS = ['name:asc', 'accountCount:desc', 'dailyLikeLimit:desc', 'createdAt:desc'] as const
const DEFAULT_SORT = { sortBy: 'name', orderBy: 'asc' } as const
const TABLE = { defaults: DEFAULT_SORT }

/** The cards' query: the URL's search and order, every strategy on one page. */
const cardsQuery = ({ q, sortBy, orderBy }: TableQuery): StrategyListParams => ({ q, sortBy, orderBy, page: 1, itemsPerPage: -1 })

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
  const { t } = useTranslation(['platform', 'common'])
  const toast = useToast()
  const table = useTableState(TABLE)
  const strategies = useStrategies(platform, cardsQuery(table.query))
  const { remove } = useStrategyMutations(platform)
  const [form, setForm] = useState<{ strategy: Strategy | null; initial?: StrategyInput } | null>(null)
  const platformName = t(`platforms.${platform}`)
  const meta = PLATFORM_META[platform]
  const rows = strategies.data?.rows ?? []
  const assigned = rows.reduce((n, s) => n + s.accountCount, 0)

  const duplicate = (s: Strategy) =>
    setForm({
      strategy: null,
      initial: strategyToInput(
        platform,
        s,
        copyName(
          s.name,
          rows.map((r) => r.name),
          (name) => t('strategies.copyName', { name }),
        ),
      ),
    })

  const deleting = useInUseDelete<Strategy>({
    remove: (strategy, force) => remove.mutateAsync({ id: strategy.id, force }),
    inUseFallback: (strategy) => strategy.accountCount,
    onDeleted: (strategy, inUse) =>
      toast(
        t(inUse ? 'strategies.toasts.deletedUnassigned' : 'strategies.toasts.deleted', {
          name: strategy.name,
          count: formatNumber(inUse ?? 0),
        }),
        'success',
      ),
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
        subtitle={
          strategies.data
            ? t('strategies.subtitle', { count: formatNumber(strategies.data.total), assigned: formatNumber(assigned) })
            : t('strategies.subtitleLoading')
        }
        actions={
          <>
            <Link
              to={linkTo(meta.accountsRoute)}
              className="inline-flex h-[2.375rem] items-center gap-2 rounded-md px-3 text-[0.9375rem] font-medium text-primary hover:bg-primary/10"
            >
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

      <CardGridList
        label={t('strategies.title', { platform: platformName })}
        table={table}
        query={strategies}
        getKey={(s) => s.id}
        renderItem={(s) => (
          <StrategyCard
            platform={platform}
            strategy={s}
            onEdit={() => setForm({ strategy: s })}
            onDuplicate={() => duplicate(s)}
            onDelete={() => deleting.ask(s)}
          />
        )}
        search={{ label: t('strategies.search'), placeholder: t('strategies.searchPlaceholder') }}
        filters={
          <SortSelect
            table={table}
            sorts={SORTS}
            fallback={DEFAULT_SORT}
            label={t('strategies.sort.label')}
            optionLabel={(field) => t(`strategies.sort.${field}`)}
          />
        }
        skeletonCount={6}
        skeleton={
          <Card className="p-5">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="mt-3 h-4 w-4/5" />
            <Skeleton className="mt-5 h-16 w-full" />
            <Skeleton className="mt-5 h-4 w-2/3" />
          </Card>
        }
        empty={{
          icon: <SlidersHorizontal />,
          title: t('strategies.empty.title'),
          description: t('strategies.empty.description'),
          action: <Button onClick={() => setForm({ strategy: null })}>{t('strategies.add')}</Button>,
        }}
        noMatch={t('strategies.empty.noMatch')}
        loadFailed={t('strategies.loadFailed')}
        paginate={false}
      />

      <StrategyFormDrawer
        platform={platform}
        open={form !== null}
        strategy={form?.strategy ?? null}
        initial={form?.initial}
        onClose={() => setForm(null)}
      />

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

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['platform']

/** The cards the URL asks for, asked for while the page's code loads (the screen's own query). */
export const prefetch = listPrefetch(TABLE, (params, props) => strategiesOf(props.platform as Platform).listQuery(cardsQuery(params)))

/** The registry's page (`props: { platform }`); a new platform starts a fresh screen. */
export default function StrategiesPage({ platform }: { platform: Platform }) {
  return <StrategiesScreen key={platform} platform={platform} />
}

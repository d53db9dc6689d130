import { Contact, Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Model } from '@/api/contracts/models'
import { formatNumber } from '@/lib/format'
import { useInUseDelete } from '@/lib/use-in-use-delete'
import { Button } from '@/ui/button'
import { Card } from '@/ui/card'
import { CardGridList } from '@/ui/card-grid'
import type { PageModuleExtras } from '@/api/resources'
import { models as modelsResource } from '@/api/resources/models'
import { listPrefetch, SortSelect, useTableState } from '@/ui/data-table'
import { ConfirmDialog } from '@/ui/dialog'
import { FilterSelect } from '@/ui/filter-select'
import { PageHeader } from '@/ui/page-header'
import { Skeleton } from '@/ui/skeleton'
import { useToast } from '@/ui/toast'
import { useModelMutations, useModels } from '../api/models'
import { ModelCard } from '../components/model-card'
import { ModelFormDialog } from '../components/model-form-dialog'
import { languageName } from '../lib/languages'

const PAGE_SIZES = [12, 24, 48] as const
const SORTS = ['createdAt:desc', 'name:asc', 'age:asc', 'accountCount:desc'] as const
const DEFAULT_SORT = { sortBy: 'createdAt', orderBy: 'desc' } as const
const TABLE = { filters: ['tag', 'language'], defaults: { ...DEFAULT_SORT, itemsPerPage: 12 }, pageSizes: PAGE_SIZES } as const

export const namespaces: PageModuleExtras['namespaces'] = ['models']

/** The cards the URL asks for, asked for while the page's code loads (the grid's own query). */
export const prefetch = listPrefetch(TABLE, modelsResource.listQuery)

/**
 * /models: persona models as a card grid, with search, tag and language filters, sort, paging;
 * create/edit with photo upload and previews; delete with the in-use rule (409 -> force).
 */
export default function ModelsPage() {
  const { t } = useTranslation(['models', 'common'])
  const toast = useToast()
  const table = useTableState(TABLE)
  const models = useModels(table.query)
  const { remove } = useModelMutations()
  const [editing, setEditing] = useState<{ model: Model | null } | null>(null)
  const facets = models.data?.facets

  const deleting = useInUseDelete<Model>({
    remove: (model, force) => remove.mutateAsync({ id: model.id, force }),
    inUseFallback: (model) => model.accountCount,
    onDeleted: (model, inUse) =>
      toast(t(inUse ? 'toasts.deletedUnassigned' : 'toasts.deleted', { name: model.name, count: formatNumber(inUse ?? 0) }), 'success'),
    onFailed: (message) => toast(message ?? t('toasts.failed'), 'error'),
  })

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title={
          <span className="flex items-center gap-2">
            <Contact aria-hidden className="size-6 text-primary" />
            {t('title')}
          </span>
        }
        subtitle={models.data ? t('subtitle', { count: formatNumber(models.data.total) }) : t('subtitleLoading')}
        actions={
          <Button onClick={() => setEditing({ model: null })}>
            <Plus aria-hidden />
            {t('add')}
          </Button>
        }
      />

      <CardGridList
        label={t('title')}
        table={table}
        query={models}
        getKey={(m) => m.id}
        renderItem={(m) => <ModelCard model={m} onEdit={() => setEditing({ model: m })} onDelete={() => deleting.ask(m)} />}
        search={{ label: t('search'), placeholder: t('searchPlaceholder') }}
        filters={
          <>
            <FilterSelect
              table={table}
              name="tag"
              label={t('fields.tag')}
              placeholder={t('filters.allTags')}
              options={(facets?.tags ?? (table.filters.tag ? [table.filters.tag] : [])).map((tag) => ({ value: tag, label: tag }))}
            />
            <FilterSelect
              table={table}
              name="language"
              label={t('fields.language')}
              placeholder={t('filters.allLanguages')}
              options={(facets?.languages ?? LANGUAGES).map((l) => ({ value: l, label: languageName(l) }))}
            />
            <SortSelect
              table={table}
              sorts={SORTS}
              fallback={DEFAULT_SORT}
              label={t('sort.label')}
              optionLabel={(field) => t(`sort.${field}`)}
            />
          </>
        }
        gridClassName="grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6"
        skeleton={
          <Card className="overflow-hidden">
            <Skeleton className="aspect-[4/5] h-auto w-full rounded-none" />
            <div className="p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="mt-2 h-3.5 w-full" />
            </div>
          </Card>
        }
        empty={{
          icon: <Contact />,
          title: t('empty.title'),
          description: t('empty.description'),
          action: <Button onClick={() => setEditing({ model: null })}>{t('add')}</Button>,
        }}
        noMatch={t('empty.noMatch')}
        loadFailed={t('loadFailed')}
      />

      <ModelFormDialog
        open={editing !== null}
        model={editing?.model ?? null}
        tagSuggestions={facets?.tags ?? []}
        onClose={() => setEditing(null)}
      />

      <ConfirmDialog
        open={deleting.target !== null}
        onClose={deleting.close}
        onConfirm={deleting.confirm}
        busy={remove.isPending}
        tone={deleting.inUse ? 'warning' : 'error'}
        title={t(deleting.inUse ? 'delete.inUseTitle' : 'delete.title')}
        message={
          deleting.inUse
            ? t('delete.inUseMessage', { name: deleting.target?.name ?? '', count: formatNumber(deleting.inUse) })
            : t('delete.message', { name: deleting.target?.name ?? '' })
        }
        confirmLabel={deleting.inUse ? t('delete.force') : t('common:actions.delete')}
      />
    </div>
  )
}

import { Eye, EyeOff, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { REVIEW_STATUSES, type Review } from '@/api/contracts/ecommerce'
import { ecommerceReviews, REVIEW_FILTERS } from '@/api/resources/ecommerce'
import { Card } from '@/ui/card'
import { DataTable, datedCsvName, fromQuery, ListToolbar, toCsv, useListExport, useTableState } from '@/ui/data-table'
import { listPrefetch } from '@/ui/data-table/list-prefetch'
import { DeleteConfirmDialog } from '@/ui/delete-confirm-dialogs'
import { IconButton } from '@/ui/icon-button'
import { reviewColumns } from '../columns/review-columns'
import { StatusFilter } from './status-filter'

const TABLE = { filters: REVIEW_FILTERS }

/** The page's prefetch: the rows this table shows for the URL (its own query). */
export const prefetchReviews = listPrefetch(TABLE, ecommerceReviews.listQuery)

/** The reviews table: search, status filter, sort and paging in the URL, publish / unpublish, delete with confirmation, CSV. */
export function ReviewsTable() {
  const { t } = useTranslation(['ecommerce', 'common'])
  const state = useTableState(TABLE)
  const list = ecommerceReviews.useList(state.query)
  const columns = useMemo(() => reviewColumns(t), [t])
  const [deleting, setDeleting] = useState<Review | null>(null)
  const failed = t('toasts.failed')
  const setStatus = ecommerceReviews.useMutation('setStatus', {
    failed,
    success: (r) => t(r.status === 'Published' ? 'reviews.published' : 'reviews.unpublished', { name: r.reviewer }),
  })
  const remove = ecommerceReviews.useMutation('remove', { failed, success: () => t('reviews.deleted', { name: deleting?.reviewer ?? '' }) })
  const csv = useListExport<Review, []>({
    load: () => ecommerceReviews.fetchAll(state.query),
    file: (all) => ({
      name: datedCsvName('reviews'),
      csv: toCsv(all, [
        { header: t('fields.product'), value: (r) => r.product },
        { header: t('fields.reviewer'), value: (r) => r.reviewer },
        { header: t('fields.email'), value: (r) => r.email },
        { header: t('fields.review'), value: (r) => r.review },
        { header: t('fields.date'), value: (r) => r.date },
        { header: t('fields.status'), value: (r) => t(`reviewStatus.${r.status}`) },
      ]),
    }),
    exported: (count) => t('toasts.exported', { count }),
    failed,
  })
  return (
    <Card className="overflow-hidden">
      <DataTable
        label={t('reviews.title')}
        columns={columns}
        state={state}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.reviewer}
        {...fromQuery(list)}
        search={{ label: t('reviews.search'), placeholder: t('reviews.searchPlaceholder') }}
        filters={<StatusFilter table={state} options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`reviewStatus.${s}`) }))} />}
        toolbar={<ListToolbar csv={csv} empty={list.data?.total === 0} />}
        rowActions={(r) => (
          <>
            {r.status === 'Published' ? (
              <IconButton
                size="sm"
                label={t('reviews.unpublish', { name: r.reviewer })}
                onClick={() => setStatus.mutate({ id: r.id, body: { status: 'Pending' } })}
              >
                <EyeOff />
              </IconButton>
            ) : (
              <IconButton
                size="sm"
                label={t('reviews.publish', { name: r.reviewer })}
                onClick={() => setStatus.mutate({ id: r.id, body: { status: 'Published' } })}
              >
                <Eye />
              </IconButton>
            )}
            <IconButton size="sm" color="error" label={t('reviews.delete', { name: r.reviewer })} onClick={() => setDeleting(r)}>
              <Trash2 />
            </IconButton>
          </>
        )}
      />
      <DeleteConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        id={deleting?.id}
        remove={remove}
        title={t('reviews.deleteTitle')}
        message={t('reviews.deleteMessage', { name: deleting?.reviewer ?? '' })}
      />
    </Card>
  )
}

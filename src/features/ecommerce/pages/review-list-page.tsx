import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { ReviewSummaryCards } from '../components/review-summary-cards'
import { ReviewsTable } from '../components/reviews-table'
import type { PageModuleExtras } from '@/api/resources'

export { prefetchReviews as prefetch } from '../components/reviews-table'
export const namespaces: PageModuleExtras['namespaces'] = ['ecommerce']

/** /apps/ecommerce/manage-review: the summary cards above the reviews table (publish, unpublish, delete). */
export default function ReviewListPage() {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('reviews.title')} subtitle={t('reviews.subtitle')} />
      <ReviewSummaryCards />
      <ReviewsTable />
    </div>
  )
}

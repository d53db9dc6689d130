import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { ReviewsTable } from '../components/reviews-table'

/** /apps/ecommerce/manage-review: the reviews table (publish, unpublish, delete). */
export default function ReviewListPage() {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('reviews.title')} subtitle={t('reviews.subtitle')} />
      <ReviewsTable />
    </div>
  )
}

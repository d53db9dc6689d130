import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { CategoriesTable } from '../components/categories-table'
import type { PageModuleExtras } from '@/api/resources'

export { prefetchCategories as prefetch } from '../components/categories-table'
export const namespaces: PageModuleExtras['namespaces'] = ['ecommerce']

/** /apps/ecommerce/product/category-list. */
export default function CategoryListPage() {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('categoryList.title')} subtitle={t('categoryList.subtitle')} />
      <CategoriesTable />
    </div>
  )
}

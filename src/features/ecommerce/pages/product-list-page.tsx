import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { ProductStatStrip } from '../components/product-stat-strip'
import { ProductsTable } from '../components/products-table'
import type { PageModuleExtras } from '@/api/resources'

export { prefetchProducts as prefetch } from '../components/products-table'
export const namespaces: PageModuleExtras['namespaces'] = ['ecommerce']

/** /apps/ecommerce/product/list: the sales strip above the products table. */
export default function ProductListPage() {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('products.title')} subtitle={t('products.subtitle')} />
      <ProductStatStrip />
      <ProductsTable />
    </div>
  )
}

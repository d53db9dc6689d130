import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { ecommerceProducts } from '@/api/resources/ecommerce'
import { QueryState } from '@/ui/query-state'
import { ProductEditor } from '../components/product-editor'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['ecommerce']

/** /apps/ecommerce/product/add and /apps/ecommerce/product/edit/:id: the product form (empty, or the stored product). */
export default function ProductFormPage() {
  const { id } = useParams()
  return id ? <EditProduct id={Number(id)} /> : <ProductEditor />
}

function EditProduct({ id }: { id: number }) {
  const { t } = useTranslation(['ecommerce', 'common'])
  const product = ecommerceProducts.useDetail(id)
  return (
    <QueryState query={product} error={t('form.loadFailed')}>
      {(p) => <ProductEditor key={p.id} product={p} />}
    </QueryState>
  )
}

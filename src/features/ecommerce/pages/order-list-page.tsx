import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { OrderStatStrip } from '../components/order-stat-strip'
import { OrdersTable } from '../components/orders-table'
import type { PageModuleExtras } from '@/api/resources'

export { prefetchOrders as prefetch } from '../components/orders-table'
export const namespaces: PageModuleExtras['namespaces'] = ['ecommerce']

/** /apps/ecommerce/order/list: the order figures above the orders table. */
export default function OrderListPage() {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('orders.title')} subtitle={t('orders.subtitle')} />
      <OrderStatStrip />
      <OrdersTable />
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { CustomersTable } from '../components/customers-table'
import type { PageModuleExtras } from '@/api/resources'

export { prefetchCustomers as prefetch } from '../components/customers-table'
export const namespaces: PageModuleExtras['namespaces'] = ['ecommerce']

/** /apps/ecommerce/customer/list. */
export default function CustomerListPage() {
  const { t } = useTranslation(['ecommerce', 'common'])
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('customers.title')} subtitle={t('customers.subtitle')} />
      <CustomersTable />
    </div>
  )
}

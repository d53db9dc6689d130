import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { InvoiceStatStrip } from '../components/invoice-stat-strip'
import { InvoicesTable } from '../components/invoices-table'
import type { PageModuleExtras } from '@/api/resources'

export { prefetchInvoices as prefetch } from '../components/invoices-table'
export const namespaces: PageModuleExtras['namespaces'] = ['invoices']

/** /apps/invoice/list: the live figures above the invoice table. */
export default function InvoiceListPage() {
  const { t } = useTranslation(['invoices', 'common'])
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('list.title')} subtitle={t('list.subtitle')} />
      <InvoiceStatStrip />
      <InvoicesTable />
    </div>
  )
}

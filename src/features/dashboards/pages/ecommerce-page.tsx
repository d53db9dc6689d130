import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { DashboardGrid } from '@/ui/dashboard/dashboard-grid'
import { OrdersByCountries, PopularProducts, Transactions } from '../components/ecommerce-lists'
import {
  Congratulations,
  EcommerceEarnings,
  Expenses,
  GeneratedLeads,
  Profit,
  RevenueReport,
  Statistics,
} from '../components/ecommerce-widgets'
import { InvoiceTable } from '../components/invoice-table'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['dashboards']

/** /dashboards/ecommerce and /apps/ecommerce/dashboard: the template's widgets (fictional figures) and the live invoice table. */
export default function EcommercePage() {
  const { t } = useTranslation('dashboards')
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('ecommerce.title')} subtitle={t('ecommerce.subtitle')} />
      <DashboardGrid>
        <Congratulations />
        <Statistics />
        <Profit />
        <Expenses />
        <GeneratedLeads />
        <EcommerceEarnings />
        <RevenueReport />
        <PopularProducts />
        <OrdersByCountries />
        <Transactions />
        <InvoiceTable />
      </DashboardGrid>
    </div>
  )
}

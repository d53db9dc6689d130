import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { DeliveryExceptions, DeliveryPerformance, OrdersByCountries } from '../components/logistics-lists'
import { LogisticsStats, ShipmentStatistics, VehiclesOverview } from '../components/logistics-widgets'
import { VehiclesTable } from '../components/vehicles-table'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['logistics']

/** /dashboards/logistics and /apps/logistics/dashboard: the template's widgets (fictional figures) and the live vehicles table. */
export default function LogisticsDashboardPage() {
  const { t } = useTranslation('logistics')
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <LogisticsStats />
        <VehiclesOverview />
        <ShipmentStatistics />
        <DeliveryPerformance />
        <DeliveryExceptions />
        <OrdersByCountries />
        <VehiclesTable />
      </div>
    </div>
  )
}

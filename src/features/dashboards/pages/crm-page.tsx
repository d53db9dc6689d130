import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { DashboardGrid } from '@/ui/dashboard/dashboard-grid'
import { ActiveProjects, ActivityTimeline, LastTransactions } from '../components/crm-lists'
import { CrmStatCards, ProjectStatus, RevenueGrowth, SalesRadar, SparkCard, YearlyEarnings } from '../components/crm-widgets'
import { SalesByCountries } from '../components/shared-widgets'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['dashboards']

/** /dashboards/crm: the template's CRM widgets (fictional figures). */
export default function CrmPage() {
  const { t } = useTranslation('dashboards')
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('crm.title')} subtitle={t('crm.subtitle')} />
      <DashboardGrid>
        <SparkCard kind="orders" />
        <SparkCard kind="sales" />
        <CrmStatCards />
        <RevenueGrowth />
        <YearlyEarnings />
        <SalesRadar />
        <SalesByCountries />
        <ProjectStatus />
        <ActiveProjects />
        <LastTransactions />
        <ActivityTimeline />
      </DashboardGrid>
    </div>
  )
}

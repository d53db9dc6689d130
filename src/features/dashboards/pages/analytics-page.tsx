import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { DashboardGrid } from '@/ui/dashboard/dashboard-grid'
import { MonthlyCampaign, SourceVisits } from '../components/analytics-lists'
import {
  AverageDailySales,
  SalesOverview,
  SupportTracker,
  TotalEarning,
  WebsiteAnalytics,
  WeeklyEarnings,
} from '../components/analytics-widgets'
import { ProjectsTable } from '../components/projects-table'
import { SalesByCountries } from '../components/shared-widgets'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['dashboards']

/** /dashboards/analytics: the template's analytics widgets (fictional figures) and the live projects table. */
export default function AnalyticsPage() {
  const { t } = useTranslation('dashboards')
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('analytics.title')} subtitle={t('analytics.subtitle')} />
      <DashboardGrid>
        <WebsiteAnalytics />
        <AverageDailySales />
        <SalesOverview />
        <WeeklyEarnings />
        <SupportTracker />
        <SalesByCountries />
        <TotalEarning />
        <MonthlyCampaign />
        <SourceVisits />
        <ProjectsTable />
      </DashboardGrid>
    </div>
  )
}

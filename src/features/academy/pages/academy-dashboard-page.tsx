import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/ui/page-header'
import { TimeSpending, TopicsInterest } from '../components/academy-charts'
import { AssignmentProgress, PopularInstructors, TopCourses, UpcomingWebinar, Welcome } from '../components/academy-widgets'
import { CoursesTable } from '../components/courses-table'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['academy']

/** /dashboards/academy and /apps/academy/dashboard: the template's widgets (fictional figures) and the live course table. */
export default function AcademyDashboardPage() {
  const { t } = useTranslation('academy')
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <Welcome />
        <TimeSpending />
        <TopicsInterest />
        <PopularInstructors />
        <TopCourses />
        <UpcomingWebinar />
        <AssignmentProgress />
        <CoursesTable />
      </div>
    </div>
  )
}

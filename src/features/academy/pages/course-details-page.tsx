import { useTranslation } from 'react-i18next'
import { academyCourseDetails, CURRENT_COURSE } from '@/api/resources/academy'
import { QueryState } from '@/ui/query-state'
import { CourseContent } from '../components/course-content'
import { CourseOverview } from '../components/course-overview'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['academy']

/** /apps/academy/course-details: the course (left) and its content with the progress you tick (right). */
export default function CourseDetailsPage() {
  const { t } = useTranslation('academy')
  const details = academyCourseDetails.useDetail(CURRENT_COURSE)
  return (
    <QueryState query={details} error={t('details.loadFailed')}>
      {(course) => (
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <CourseOverview course={course} />
          <CourseContent course={course} />
        </div>
      )}
    </QueryState>
  )
}

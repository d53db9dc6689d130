import type { PageModuleExtras } from '@/api/resources'
import { CourseSearch, MyCourses, useCourseTable } from '../components/my-courses'
import { FreeCourses, MyCourseHero, PromoCards } from '../components/my-course-extras'

export { prefetchCourses as prefetch } from '../components/my-courses'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['academy']

/** /apps/academy/my-course: hero with the search, the course grid (label, hide completed, pages), promos, free lessons. */
export default function MyCoursePage() {
  const table = useCourseTable()
  return (
    <div className="flex flex-col gap-6">
      <MyCourseHero>
        <CourseSearch table={table} />
      </MyCourseHero>
      <MyCourses table={table} />
      <PromoCards />
      <FreeCourses />
    </div>
  )
}

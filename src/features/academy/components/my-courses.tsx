import { BookOpen } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { COURSE_TAGS } from '@/api/contracts/academy'
import { academyCourses, COURSE_FILTERS } from '@/api/resources/academy'
import { formatNumber } from '@/lib/format'
import { CardGridList } from '@/ui/card-grid'
import { SearchInput, useTableState } from '@/ui/data-table'
import { listPrefetch } from '@/ui/data-table/list-prefetch'
import { FilterSelect } from '@/ui/filter-select'
import { Switch } from '@/ui/switch'
import { TAG_KEYS } from '../lib/course-icons'
import { CourseCard, CourseCardSkeleton } from './course-card'

/** The course list's URL state: label and hideCompleted filters, 6 cards a page. */
const COURSE_TABLE = { filters: COURSE_FILTERS, pageSizes: [6, 12, 24], defaults: { itemsPerPage: 6 } }
export const useCourseTable = () => useTableState(COURSE_TABLE)

/** The page's prefetch: the courses the URL asks for (the grid's own query). */
export const prefetchCourses = listPrefetch(COURSE_TABLE, academyCourses.listQuery)
type CourseTable = ReturnType<typeof useCourseTable>

/** The hero's "Find your course": the same search as the list's (the URL `q`). */
export function CourseSearch({ table }: { table: CourseTable }) {
  const { t } = useTranslation('academy')
  return (
    <SearchInput
      value={table.q}
      onChange={table.setQuery}
      label={t('myCourse.find')}
      placeholder={t('myCourse.findPlaceholder')}
      className="w-full max-w-md"
    />
  )
}

/** "My courses": label filter, hide completed, search and pages, all through GET /api/apps/academy/courses. */
export function MyCourses({ table }: { table: CourseTable }) {
  const { t } = useTranslation('academy')
  const list = academyCourses.useList(table.query)
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-medium text-strong">{t('myCourse.title')}</h2>
        {list.data && <p className="text-muted">{t('myCourse.subtitle', { value: formatNumber(list.data.totalCourse) })}</p>}
      </div>
      <CardGridList
        label={t('myCourse.title')}
        table={table}
        query={list}
        getKey={(c) => c.id}
        renderItem={(c) => <CourseCard course={c} />}
        search={{ label: t('table.search'), placeholder: t('myCourse.findPlaceholder') }}
        filters={
          <>
            <FilterSelect
              table={table}
              name="label"
              label={t('myCourse.label')}
              placeholder={t('myCourse.allCourses')}
              options={COURSE_TAGS.map((tag) => ({ value: tag, label: t(TAG_KEYS[tag]) }))}
            />
            <Switch
              className="h-10 self-end"
              label={t('myCourse.hideCompleted')}
              checked={table.filters.hideCompleted === 'true'}
              onChange={(on) => table.setFilter('hideCompleted', on ? 'true' : null)}
            />
          </>
        }
        skeleton={<CourseCardSkeleton />}
        skeletonCount={6}
        empty={{ icon: <BookOpen />, title: t('myCourse.empty') }}
        noMatch={t('myCourse.noMatch')}
        loadFailed={t('myCourse.loadFailed')}
      />
    </div>
  )
}

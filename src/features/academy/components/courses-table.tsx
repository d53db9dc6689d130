import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { academyCourses, COURSE_FILTERS } from '@/api/resources/academy'
import { Card, CardHeader, CardTitle } from '@/ui/card'
import { DataTable, fromQuery, useTableState, ALL_ROWS } from '@/ui/data-table'
import { courseColumns } from '../columns/course-columns'

/** "Courses you are taking": the live course list (GET /api/apps/academy/courses) on the one DataTable. */
export function CoursesTable() {
  const { t } = useTranslation('academy')
  const state = useTableState({
    prefix: 'courses.',
    filters: COURSE_FILTERS,
    pageSizes: [5, 10, 20, ALL_ROWS],
    defaults: { itemsPerPage: 5 },
  })
  const list = academyCourses.useList(state.query)
  const columns = useMemo(() => courseColumns(t), [t])
  return (
    <Card className="overflow-hidden md:col-span-2 lg:col-span-3" aria-label={t('table.title')}>
      <CardHeader className="border-b border-border pb-4">
        <CardTitle>{t('table.title')}</CardTitle>
      </CardHeader>
      <DataTable
        label={t('table.title')}
        columns={columns}
        {...fromQuery(list)}
        state={state}
        getRowId={(c) => c.id}
        getRowLabel={(c) => c.courseTitle}
        selectable
        search={{ label: t('table.search'), placeholder: t('table.searchPlaceholder') }}
        empty={{ message: t('table.empty') }}
      />
    </Card>
  )
}

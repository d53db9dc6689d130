import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardHeader, CardTitle } from '@/ui/card'
import { DataTable, fromQuery, useTableState } from '@/ui/data-table'
import { analyticsProjects } from '../api/dashboard-queries'
import { projectColumns } from '../columns/project-columns'
import { cn } from '@/lib/cn'
import { FULL_WIDTH } from '@/ui/dashboard/dashboard-grid'

/** The analytics dashboard's live project list (GET /api/dashboard/analytics/projects) on the one DataTable. */
export function ProjectsTable() {
  const { t } = useTranslation('dashboards')
  const state = useTableState<never>({ prefix: 'projects.', pageSizes: [5, 10, 25], defaults: { itemsPerPage: 5 } })
  const projects = analyticsProjects.useList(state.query)
  const columns = useMemo(() => projectColumns(t), [t])
  return (
    <Card className={cn('overflow-hidden', FULL_WIDTH)} aria-label={t('projects.title')}>
      <CardHeader className="border-b border-border pb-4">
        <CardTitle>{t('projects.title')}</CardTitle>
      </CardHeader>
      <DataTable
        label={t('projects.title')}
        columns={columns}
        {...fromQuery(projects)}
        state={state}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.name}
        selectable
        search={{ label: t('projects.search'), placeholder: t('projects.searchPlaceholder') }}
        empty={{ message: t('projects.empty') }}
      />
    </Card>
  )
}

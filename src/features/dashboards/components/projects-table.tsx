import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardHeader, CardTitle } from '@/ui/card'
import { DataTable, fromQuery, useTableState } from '@/ui/data-table'
import { analyticsProjects } from '../api/dashboard-queries'
import { projectColumns } from '../columns/project-columns'

/** The analytics dashboard's live project list (GET /api/dashboard/analytics/projects) on the one DataTable. */
export function ProjectsTable() {
  const { t } = useTranslation('dashboards')
  const state = useTableState<never>({ prefix: 'projects.', pageSizes: [5, 10, 25], defaults: { itemsPerPage: 5 } })
  const projects = analyticsProjects.useList(state.query)
  const columns = useMemo(() => projectColumns(t), [t])
  return (
    <Card className="overflow-hidden dash-2:col-span-2 dash-4:col-span-4" aria-label={t('projects.title')}>
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

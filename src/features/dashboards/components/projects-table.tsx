import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/api/client'
import { Card, CardHeader, CardTitle } from '@/ui/card'
import { DataTable, useTableState } from '@/ui/data-table'
import { projectsQuery } from '../api/dashboard-queries'
import { projectColumns } from '../columns/project-columns'

/** The analytics dashboard's live project list (GET /api/dashboard/analytics/projects) on the one DataTable. */
export function ProjectsTable() {
  const { t } = useTranslation('dashboards')
  const state = useTableState<never>({ prefix: 'projects.', pageSizes: [5, 10, 25], defaults: { itemsPerPage: 5 } })
  const projects = useQuery(projectsQuery(state.query))
  const columns = useMemo(() => projectColumns(t), [t])
  return (
    <Card className="overflow-hidden lg:col-span-4" aria-label={t('projects.title')}>
      <CardHeader className="border-b border-border pb-4">
        <CardTitle>{t('projects.title')}</CardTitle>
      </CardHeader>
      <DataTable
        label={t('projects.title')}
        columns={columns}
        data={projects.data?.rows}
        total={projects.data?.total}
        state={state}
        getRowId={(p) => p.id}
        getRowLabel={(p) => p.name}
        selectable
        loading={projects.isPending}
        fetching={projects.isFetching}
        error={projects.isError ? (projects.error instanceof ApiError ? projects.error.message : true) : false}
        onRetry={() => projects.refetch()}
        search={{ label: t('projects.search'), placeholder: t('projects.searchPlaceholder') }}
        empty={{ message: t('projects.empty') }}
      />
    </Card>
  )
}

import type { TFunction } from 'i18next'
import type { AnalyticsProject } from '@/api/contracts/analytics'
import { formatNumber } from '@/lib/format'
import { AvatarGroup } from '@/ui/avatar'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { LinearProgress } from '@/ui/progress'

const col = createColumnHelper<AnalyticsProject>()

/** Columns of the analytics projects table; sortable ids are the API's sort keys (project, leader, progress). */
export function projectColumns(t: TFunction<'dashboards'>): DataTableColumn<AnalyticsProject>[] {
  return [
    col.accessor('name', {
      id: 'project',
      header: () => t('projects.columns.project'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex min-w-44 items-center gap-3">
          <img src={row.original.logo} alt="" width={34} height={34} className="size-[34px] shrink-0 rounded-full" />
          <span className="min-w-0">
            <span className="block truncate font-medium text-strong">{row.original.name}</span>
            <span className="block truncate text-[0.8125rem] text-muted">{row.original.project}</span>
          </span>
        </span>
      ),
    }),
    col.accessor('leader', { id: 'leader', header: () => t('projects.columns.leader'), enableSorting: true }),
    col.display({
      id: 'team',
      header: () => t('projects.columns.team'),
      cell: ({ row }) => (
        <span className="flex items-center gap-1">
          <AvatarGroup people={row.original.team.map((src, i) => ({ name: t('projects.member', { n: i + 1 }), src }))} size={28} />
          {row.original.extraMembers > 0 && <span className="text-sm text-muted">+{formatNumber(row.original.extraMembers)}</span>}
        </span>
      ),
    }),
    col.accessor('progress', {
      id: 'progress',
      header: () => t('projects.columns.progress'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="flex min-w-32 items-center gap-3">
          <LinearProgress value={row.original.progress} label={t('projects.progressOf', { name: row.original.name })} className="flex-1" />
          <span className="text-sm tabular-nums">{formatNumber(row.original.progress / 100, { style: 'percent' })}</span>
        </span>
      ),
    }),
  ]
}

import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProfileProjectTable as ProjectRows } from '@/api/contracts/profile'
import { formatDate, formatNumber } from '@/lib/format'
import { Card, CardHeader, CardTitle } from '@/ui/card'
import { applyLocalQuery, createColumnHelper, DataTable, useTableState, type DataTableColumn } from '@/ui/data-table'
import { LinearProgress } from '@/ui/progress'
import { useProfileTab } from '../api/profile'

type Row = ProjectRows[number]
const col = createColumnHelper<Row>()

/**
 * The profile's project list: a small list fetched whole, so search, sort and paging run in
 * memory (`applyLocalQuery`) with the same DataTable and URL state (`projects.*` keys).
 */
export function ProfileProjectTable() {
  const { t } = useTranslation('profile')
  const query = useProfileTab('projectTable')
  const table = useTableState<never>({ prefix: 'projects.', defaults: { itemsPerPage: 5 } })
  const page = useMemo(
    () =>
      query.data
        ? applyLocalQuery(query.data, table.query, {
            search: (r) => [r.name, r.leader],
            sort: { name: (r) => r.name, leader: (r) => r.leader, progress: (r) => r.progress },
          })
        : undefined,
    [query.data, table.query],
  )
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      col.accessor('name', {
        id: 'name',
        header: () => t('projectTable.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="flex items-center gap-3">
            <img src={row.original.avatar} alt="" width={34} height={34} className="size-[34px] shrink-0 rounded-full object-cover" />
            <span className="min-w-0">
              <span className="block truncate font-medium text-strong">{row.original.name}</span>
              <span className="block text-[0.8125rem] text-muted">{formatDate(row.original.date)}</span>
            </span>
          </span>
        ),
      }),
      col.accessor('leader', { id: 'leader', header: () => t('projectTable.leader'), enableSorting: true }),
      col.accessor('team', {
        id: 'team',
        header: () => t('projectTable.team'),
        cell: ({ row }) => (
          <span
            className="flex items-center -space-x-2 rtl:space-x-reverse"
            aria-label={t('projectTable.teamSize', { count: formatNumber(row.original.team.length + row.original.extraMembers) })}
            role="img"
          >
            {row.original.team.map((src) => (
              <img key={src} src={src} alt="" width={28} height={28} className="size-7 rounded-full object-cover ring-2 ring-surface" />
            ))}
            {row.original.extraMembers > 0 && (
              <span className="flex size-7 items-center justify-center rounded-full bg-surface-2 text-[0.6875rem] font-medium text-muted ring-2 ring-surface">
                +{formatNumber(row.original.extraMembers)}
              </span>
            )}
          </span>
        ),
      }),
      col.accessor('progress', {
        id: 'progress',
        header: () => t('projectTable.progress'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="flex min-w-32 items-center gap-3">
            <LinearProgress
              value={row.original.progress}
              label={t('projectTable.progressOf', { name: row.original.name })}
              className="flex-1"
            />
            <span className="text-sm tabular-nums">{formatNumber(row.original.progress / 100, { style: 'percent' })}</span>
          </span>
        ),
      }),
    ],
    [t],
  )
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle as="h3">{t('projectTable.title')}</CardTitle>
      </CardHeader>
      <DataTable
        label={t('projectTable.title')}
        columns={columns}
        data={page?.rows}
        total={page?.total}
        state={table}
        getRowId={(r) => r.id}
        loading={query.isPending}
        error={query.isError}
        onRetry={() => query.refetch()}
        search={{ label: t('projectTable.search') }}
      />
    </Card>
  )
}

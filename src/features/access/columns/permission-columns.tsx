import type { TFunction } from 'i18next'
import type { Permission } from '@/api/contracts/permissions'
import { formatDateTime } from '@/lib/format'
import { Chip } from '@/ui/chip'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { PERMISSION_ROLE_TONE } from '../lib/permission-meta'

const col = createColumnHelper<Permission>()

/** Columns of the permissions table; only the name sorts (SPEC section 7). */
export function permissionColumns(t: TFunction<readonly ['roles', 'common']>): DataTableColumn<Permission>[] {
  return [
    col.accessor('name', {
      id: 'name',
      header: () => t('roles:permissions.fields.name'),
      enableSorting: true,
      cell: ({ getValue }) => <span className="font-medium text-strong">{getValue()}</span>,
    }),
    col.accessor('assignedTo', {
      id: 'assignedTo',
      header: () => t('roles:permissions.fields.assignedTo'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1.5">
          {row.original.assignedTo.map((r) => (
            <Chip key={r} tone={PERMISSION_ROLE_TONE[r]}>
              {t(`roles:permissions.roles.${r}`)}
            </Chip>
          ))}
        </span>
      ),
    }),
    col.accessor('createdDate', {
      id: 'createdDate',
      header: () => t('roles:permissions.fields.createdDate'),
      cell: ({ row }) => (
        <time dateTime={row.original.createdDate} className="whitespace-nowrap">
          {formatDateTime(row.original.createdDate)}
        </time>
      ),
    }),
  ]
}

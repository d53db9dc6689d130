import type { TFunction } from 'i18next'
import { Link } from 'react-router-dom'
import type { User } from '@/api/contracts/users'
import { linkTo } from '@/lib/paths'
import { Avatar } from '@/ui/avatar'
import { createColumnHelper, type DataTableColumn } from '@/ui/data-table'
import { UserRole, UserStatusChip } from '../components/user-chips'
import { BILLING_KEY } from '../lib/user-meta'

const col = createColumnHelper<User>()

/**
 * Columns of the users table. The id of each sortable column is the API's sort key (SPEC
 * section 7: user, email, role, plan, status, billing), so the DataTable sends it as `sortBy`.
 */
export function userColumns(t: TFunction<readonly ['users', 'common']>): DataTableColumn<User>[] {
  return [
    col.accessor('fullName', {
      id: 'user',
      header: () => t('users:fields.user'),
      enableSorting: true,
      cell: ({ row }) => {
        const u = row.original
        return (
          <span className="flex min-w-48 items-center gap-3">
            <Avatar src={u.avatar} name={u.fullName} size={34} />
            <span className="min-w-0">
              <Link to={linkTo('userView', { id: u.id })} className="block truncate font-medium text-strong hover:text-primary">
                {u.fullName}
              </Link>
              <span className="block truncate text-[0.8125rem] text-muted" dir="ltr">
                @{u.username}
              </span>
            </span>
          </span>
        )
      },
    }),
    col.accessor('email', {
      id: 'email',
      header: () => t('users:fields.email'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="block max-w-64 truncate" dir="ltr">
          {row.original.email}
        </span>
      ),
    }),
    col.accessor('role', {
      id: 'role',
      header: () => t('users:fields.role'),
      enableSorting: true,
      cell: ({ row }) => <UserRole role={row.original.role} />,
    }),
    col.accessor('currentPlan', {
      id: 'plan',
      header: () => t('users:fields.plan'),
      enableSorting: true,
      cell: ({ row }) => <span className="font-medium text-strong">{t(`users:plans.${row.original.currentPlan}`)}</span>,
    }),
    col.accessor('billing', {
      id: 'billing',
      header: () => t('users:fields.billing'),
      enableSorting: true,
      cell: ({ row }) => <span className="whitespace-nowrap">{t(`users:billing.${BILLING_KEY[row.original.billing]}`)}</span>,
    }),
    col.accessor('status', {
      id: 'status',
      header: () => t('users:fields.status'),
      enableSorting: true,
      cell: ({ row }) => <UserStatusChip status={row.original.status} />,
    }),
  ]
}

import { useTranslation } from 'react-i18next'
import { USER_STATUSES, type UserStatus } from '@/api/contracts/users'
import { PageHeader } from '@/ui/page-header'
import { UserStatCards } from '../components/user-stat-cards'
import type { PagePrefetch, PageModuleExtras } from '@/api/resources'
import { userCountQuery, users } from '@/api/resources/users'
import { listPrefetch } from '@/ui/data-table'
import { USERS_TABLE, UsersTable, useUsersTableState } from '../components/users-table'

export const namespaces: PageModuleExtras['namespaces'] = ['users']

/** The rows and the per-status counts, asked for while the page's code loads (the screen's own queries). */
const prefetchRows = listPrefetch(USERS_TABLE, users.listQuery)
export const prefetch: PagePrefetch = (ctx) =>
  Promise.all([prefetchRows(ctx), ...USER_STATUSES.map((s) => ctx.client.prefetchQuery(userCountQuery(s)))])

/**
 * /apps/user/list: users per status above the users table. A page composes; the table, its
 * query hook and its URL state live in components/ and api/.
 */
export default function UserListPage() {
  const { t } = useTranslation('users')
  const table = useUsersTableState()
  const status = USER_STATUSES.find((s) => s === table.filters.status)
  return (
    <div className="flex flex-col gap-6">
      <PageHeader className="mb-0" title={t('list.title')} subtitle={t('list.subtitle')} />
      <UserStatCards active={status} onSelect={(s?: UserStatus) => table.setFilter('status', s)} />
      <UsersTable state={table} />
    </div>
  )
}

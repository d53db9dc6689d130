import { useTranslation } from 'react-i18next'
import { USER_STATUSES, type UserStatus } from '@/api/contracts/users'
import { PageHeader } from '@/ui/page-header'
import { UserStatCards } from '../components/user-stat-cards'
import { UsersTable, useUsersTableState } from '../components/users-table'

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

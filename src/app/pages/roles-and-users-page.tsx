import { useTranslation } from 'react-i18next'
import { RoleCardsPage } from '@/features/access/pages/role-cards-page'
import { UsersTableSection } from '@/features/users/components/users-table'

/**
 * /apps/roles: app/ composes two features (a feature never imports another): the role cards of
 * `access` above the users table of `users`, which filters on the `?role=` the cards set.
 */
export default function RolesAndUsersPage() {
  const { t } = useTranslation('roles')
  return <RoleCardsPage usersTable={<UsersTableSection title={t('page.usersTitle')} subtitle={t('page.usersSubtitle')} />} />
}

import { useTranslation } from 'react-i18next'
import { RolesPage } from '@/features/access/pages/roles-page'
import { UsersTableSection } from '@/features/users/components/users-table'

/**
 * /apps/roles: app/ composes two features (a feature never imports another): the role cards of
 * `access` above the users table of `users`, which filters on the `?role=` the cards set.
 */
export default function RolesRoute() {
  const { t } = useTranslation('roles')
  return <RolesPage usersTable={<UsersTableSection title={t('page.usersTitle')} subtitle={t('page.usersSubtitle')} />} />
}

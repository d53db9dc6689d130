import { Check, Minus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ROLE_MODULES } from '@/api/contracts/roles'
import type { User } from '@/api/contracts/users'
import { languageName, regionName } from '@/lib/display-names'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { MatrixTable } from '@/ui/matrix-table'
import { Skeleton } from '@/ui/skeleton'
import { useRoles } from '../../api/get-role-options'
import { roleLabel } from '@/lib/role-label'

const RIGHTS = ['read', 'write', 'create'] as const

/** Account tab: who the user is (company, contact, locale) and what their role lets them do. */
export function UserAccountTab({ user }: { user: User }) {
  const { t } = useTranslation(['users', 'roles'])
  const roles = useRoles()
  const role = roles.data?.find((r) => r.name === user.role)
  const rows: [string, React.ReactNode][] = [
    [t('fields.fullName'), user.fullName],
    [t('fields.company'), user.company || t('view.none')],
    [t('fields.email'), <span dir="ltr">{user.email}</span>],
    [t('fields.contact'), <span dir="ltr">{user.contact}</span>],
    [t('fields.country'), regionName(user.country)],
    [t('fields.language'), languageName(user.language)],
  ]
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('tabs.accountDetails')}</CardTitle>
        </CardHeader>
        <CardBody>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-[0.8125rem] text-muted">{label}</dt>
                <dd className="font-medium text-strong">{value}</dd>
              </div>
            ))}
          </dl>
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('tabs.rolePermissions')}</CardTitle>
            <CardSubtitle>{t('tabs.rolePermissionsHint', { role: roleLabel(t, user.role) })}</CardSubtitle>
          </div>
        </CardHeader>
        {roles.isPending ? (
          <CardBody className="grid gap-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-6" />
            ))}
          </CardBody>
        ) : (
          <MatrixTable
            className="pb-2"
            caption={t('tabs.rolePermissions')}
            dense
            corner={t('roles:matrix.module')}
            rows={ROLE_MODULES}
            columns={RIGHTS}
            rowLabel={(m) => t(`roles:modules.${m}`)}
            columnLabel={(r) => t(`roles:matrix.${r}`)}
            cell={(m, r) =>
              role?.permissions.find((g) => g.module === m)?.[r] ? (
                <Check role="img" aria-label={t('tabs.allowed')} className="mx-auto size-5 text-success" />
              ) : (
                <Minus role="img" aria-label={t('tabs.notAllowed')} className="mx-auto size-5 text-subtle" />
              )
            }
          />
        )}
      </Card>
    </div>
  )
}

import { Pencil, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { RoleCard as RoleCardData } from '@/api/contracts/roles'
import { formatNumber } from '@/lib/format'
import { Button } from '@/ui/button'
import { Card, CardBody } from '@/ui/card'
import { roleLabel } from '@/lib/role-label'

/** Stack of a role's first avatars, then "+n" for the others. Decorative: the count says it in words. */
function AvatarStack({ avatars, total }: { avatars: string[]; total: number }) {
  const extra = total - avatars.length
  return (
    <span aria-hidden className="flex items-center -space-x-2 rtl:space-x-reverse">
      {avatars.map((src) => (
        <img key={src} src={src} alt="" width={34} height={34} className="size-[34px] rounded-full object-cover ring-2 ring-surface" />
      ))}
      {extra > 0 && (
        <span className="flex size-[34px] items-center justify-center rounded-full bg-surface-2 text-xs font-medium text-muted tabular-nums ring-2 ring-surface">
          +{formatNumber(extra)}
        </span>
      )}
    </span>
  )
}

/** One role: its user count and avatars, its name, "Edit role" and "Show its users" (filters the table below). */
export function RoleCard({
  role,
  active,
  onEdit,
  onShowUsers,
}: {
  role: RoleCardData
  active: boolean
  onEdit: () => void
  onShowUsers: () => void
}) {
  const { t } = useTranslation('roles')
  const name = roleLabel(t, role.name)
  const granted = role.permissions.reduce((n, g) => n + Number(g.read) + Number(g.write) + Number(g.create), 0)
  return (
    <Card className={active ? 'ring-2 ring-primary' : undefined}>
      <CardBody className="flex flex-col gap-4 pt-5">
        <div className="flex items-center justify-between gap-3">
          <p className="text-[0.9375rem] text-muted">{t('cards.users', { count: formatNumber(role.userCount) })}</p>
          <AvatarStack avatars={role.avatars} total={role.userCount} />
        </div>
        <div>
          <h3 className="text-lg font-medium text-strong">{name}</h3>
          <p className="text-sm text-muted">{t('cards.rights', { count: formatNumber(granted) })}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="text" size="sm" className="-ms-3" onClick={onEdit} aria-label={t('cards.editLabel', { name })}>
            <Pencil aria-hidden />
            {t('cards.edit')}
          </Button>
          <Button
            variant="text"
            size="sm"
            color="secondary"
            onClick={onShowUsers}
            aria-pressed={active}
            aria-label={t('cards.showUsersLabel', { name })}
          >
            <Users aria-hidden />
            {t('cards.showUsers')}
          </Button>
        </div>
      </CardBody>
    </Card>
  )
}

import { ShieldCheck, ShieldOff, ShieldQuestion } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { USER_STATUSES, type User, type UserStatus } from '@/api/contracts/users'
import { Button } from '@/ui/button'
import { Card, CardBody, CardHeader, CardSubtitle, CardTitle } from '@/ui/card'
import { ConfirmDialog } from '@/ui/dialog'
import { toneClasses } from '@/ui/tone'
import { usePatchUser } from '../../api/user-mutations'
import { STATUS_META } from '../../lib/user-meta'
import { UserStatusChip } from '../user-chips'

const STATUS_ICON = { active: ShieldCheck, pending: ShieldQuestion, inactive: ShieldOff } as const

/** Security tab: the account's access (its status) and how the user signs in. */
export function UserSecurityTab({ user, onEdit }: { user: User; onEdit: () => void }) {
  const { t } = useTranslation(['users', 'common'])
  const { save, pending } = usePatchUser(user)
  const [target, setTarget] = useState<UserStatus | null>(null)
  const Icon = STATUS_ICON[user.status]
  const tone = STATUS_META[user.status].tone

  const apply = async () => {
    if (!target) return
    if (await save({ status: target }, () => t('toasts.statusChanged', { name: user.fullName, status: t(`status.${target}`) })))
      setTarget(null)
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('security.accessTitle')}</CardTitle>
            <CardSubtitle>{t('security.accessHint')}</CardSubtitle>
          </div>
          <UserStatusChip status={user.status} />
        </CardHeader>
        <CardBody className="flex flex-wrap items-center gap-4">
          <span aria-hidden className={`flex size-12 shrink-0 items-center justify-center rounded-lg ${toneClasses[tone].soft}`}>
            <Icon className="size-6" />
          </span>
          <p className="min-w-0 flex-1 text-muted">{t(`security.explain.${user.status}`)}</p>
          <div className="flex flex-wrap gap-2">
            {USER_STATUSES.filter((s) => s !== user.status).map((s) => (
              <Button key={s} variant="tonal" color={STATUS_META[s].tone} onClick={() => setTarget(s)}>
                {t(`security.to.${s}`)}
              </Button>
            ))}
          </div>
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>{t('security.signInTitle')}</CardTitle>
            <CardSubtitle>{t('security.signInHint')}</CardSubtitle>
          </div>
        </CardHeader>
        <CardBody>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg bg-surface-2 p-4">
              <dt className="text-[0.8125rem] text-muted">{t('fields.username')}</dt>
              <dd className="font-medium text-strong" dir="ltr">
                @{user.username}
              </dd>
            </div>
            <div className="rounded-lg bg-surface-2 p-4">
              <dt className="text-[0.8125rem] text-muted">{t('fields.email')}</dt>
              <dd className="font-medium break-all text-strong" dir="ltr">
                {user.email}
              </dd>
            </div>
          </dl>
          <Button variant="outlined" className="mt-4" onClick={onEdit}>
            {t('security.changeIdentifiers')}
          </Button>
        </CardBody>
      </Card>
      <ConfirmDialog
        open={target !== null}
        onClose={() => setTarget(null)}
        onConfirm={apply}
        busy={pending}
        tone={target === 'inactive' ? 'error' : 'primary'}
        title={t('security.confirmTitle')}
        message={t('security.confirmMessage', { name: user.fullName, status: target ? t(`status.${target}`) : '' })}
        confirmLabel={t('common:actions.confirm')}
      />
    </div>
  )
}

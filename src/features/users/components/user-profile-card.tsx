import { CheckSquare, Briefcase, Pencil, UserCheck, UserX } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '@/api/contracts/users'
import { flagUrl, languageName, regionName } from '@/lib/display-names'
import { formatNumber } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { Card, CardBody } from '@/ui/card'
import { Chip } from '@/ui/chip'
import { ConfirmDialog } from '@/ui/dialog'
import { usePatchUser } from '../api/user-mutations'
import { roleLabel } from '@/lib/role-label'
import { roleMeta } from '../lib/user-meta'
import { UserStatusChip } from './user-chips'

/** Left column of the user's page: avatar, name, role, done tasks and projects, details, edit and suspend. */
export function UserProfileCard({ user, onEdit }: { user: User; onEdit: () => void }) {
  const { t } = useTranslation(['users', 'common'])
  const { save, pending } = usePatchUser(user)
  const [confirming, setConfirming] = useState(false)
  const suspend = user.status !== 'inactive'

  const toggleStatus = async () => {
    if (
      await save({ status: suspend ? 'inactive' : 'active' }, (saved) =>
        t(suspend ? 'toasts.suspended' : 'toasts.activated', { name: saved.fullName }),
      )
    )
      setConfirming(false)
  }

  const details: { label: string; value: React.ReactNode }[] = [
    { label: t('fields.username'), value: <span dir="ltr">@{user.username}</span> },
    {
      label: t('fields.email'),
      value: (
        <span dir="ltr" className="break-all">
          {user.email}
        </span>
      ),
    },
    { label: t('fields.status'), value: <UserStatusChip status={user.status} /> },
    { label: t('fields.role'), value: roleLabel(t, user.role) },
    {
      label: t('fields.taxId'),
      value: user.taxId ? <span dir="ltr">{user.taxId}</span> : <span className="text-muted">{t('view.none')}</span>,
    },
    { label: t('fields.contact'), value: <span dir="ltr">{user.contact}</span> },
    { label: t('fields.language'), value: languageName(user.language) },
    {
      label: t('fields.country'),
      value: (
        <span className="inline-flex items-center gap-2">
          <img
            src={flagUrl(user.country)}
            alt=""
            width={20}
            height={15}
            className="h-[15px] w-5 rounded-[2px] object-cover ring-1 ring-border"
          />
          {regionName(user.country)}
        </span>
      ),
    },
  ]

  return (
    <Card>
      <CardBody className="flex flex-col items-center pt-8 text-center">
        <Avatar src={user.avatar} name={user.fullName} size={110} />
        <h2 className="mt-4 text-xl font-medium text-strong">{user.fullName}</h2>
        <Chip tone={roleMeta(user.role).tone} className="mt-2">
          {roleLabel(t, user.role)}
        </Chip>
        <dl className="mt-6 flex w-full flex-wrap justify-around gap-4">
          {(
            [
              ['taskDone', CheckSquare, user.taskDone],
              ['projectDone', Briefcase, user.projectDone],
            ] as const
          ).map(([key, Icon, value]) => (
            // dl > div > dt + dd only (a valid list): the icon sits in the dt, placed beside the pair.
            <div key={key} className="relative flex min-h-10 flex-col-reverse justify-center ps-13 text-start">
              <dt className="text-sm text-muted">
                <span
                  aria-hidden
                  className="absolute start-0 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-primary/15 text-primary"
                >
                  <Icon className="size-5" />
                </span>
                {t(`view.${key}`)}
              </dt>
              <dd className="text-lg font-medium text-strong tabular-nums">{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
      <CardBody className="border-t border-border pt-5">
        <h3 className="mb-3 text-xs font-medium tracking-wide text-muted uppercase">{t('view.details')}</h3>
        <dl className="grid gap-2.5 text-[0.9375rem]">
          {details.map((d) => (
            <div key={d.label} className="flex flex-wrap items-center gap-x-2">
              <dt className="font-medium text-strong">{t('view.detailLabel', { label: d.label })}</dt>
              <dd className="min-w-0">{d.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={onEdit}>
            <Pencil aria-hidden />
            {t('common:actions.edit')}
          </Button>
          <Button variant="tonal" color={suspend ? 'error' : 'success'} onClick={() => setConfirming(true)}>
            {suspend ? <UserX aria-hidden /> : <UserCheck aria-hidden />}
            {t(suspend ? 'view.suspend' : 'view.activate')}
          </Button>
        </div>
      </CardBody>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={toggleStatus}
        busy={pending}
        tone={suspend ? 'error' : 'primary'}
        title={t(suspend ? 'view.suspendTitle' : 'view.activateTitle')}
        message={t(suspend ? 'view.suspendMessage' : 'view.activateMessage', { name: user.fullName })}
        confirmLabel={t(suspend ? 'view.suspend' : 'view.activate')}
      />
    </Card>
  )
}

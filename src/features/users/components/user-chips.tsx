import { useTranslation } from 'react-i18next'
import type { UserStatus } from '@/api/contracts/users'
import { cn } from '@/lib/cn'
import { Chip } from '@/ui/chip'
import { roleMeta, STATUS_META } from '../lib/user-meta'
import { roleLabel } from '@/lib/role-label'

export function UserStatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users')
  return <Chip tone={STATUS_META[status].tone}>{t(`status.${status}`)}</Chip>
}

const iconTone = {
  primary: 'text-primary',
  secondary: 'text-secondary',
  success: 'text-success',
  info: 'text-info',
  warning: 'text-warning',
  error: 'text-error',
} as const

/** The role with its icon (built-in roles in the active language). */
export function UserRole({ role, className }: { role: string; className?: string }) {
  const { t } = useTranslation('users')
  const { icon: Icon, tone } = roleMeta(role)
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <Icon aria-hidden className={cn('size-[1.1rem] shrink-0', iconTone[tone])} />
      <span className="truncate">{roleLabel(t, role)}</span>
    </span>
  )
}

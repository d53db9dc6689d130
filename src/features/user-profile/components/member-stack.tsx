import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { Avatar } from '@/ui/avatar'

/** Overlapping avatars of a team or project, then "+n" for the members not shown. */
export function MemberStack({ members, extra, size = 32 }: { members: { name: string; avatar: string }[]; extra: number; size?: number }) {
  const { t } = useTranslation('profile')
  return (
    <div className="flex items-center -space-x-2 rtl:space-x-reverse">
      {members.map((m) => (
        <Avatar key={m.name} name={m.name} src={m.avatar} size={size} className="rounded-full ring-2 ring-surface" />
      ))}
      {extra > 0 && (
        <span
          className="relative inline-flex items-center justify-center rounded-full bg-surface-2 text-xs font-medium text-muted tabular-nums ring-2 ring-surface"
          style={{ width: size, height: size }}
          title={t('members.more', { count: formatNumber(extra) })}
        >
          <span aria-hidden>+{formatNumber(extra)}</span>
          <span className="sr-only">{t('members.more', { count: formatNumber(extra) })}</span>
        </span>
      )}
    </div>
  )
}

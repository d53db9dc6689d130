import { File, Inbox, Mail, Pencil, Send, ShieldAlert, Star, Trash2, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { EMAIL_LABELS, type EmailFilter, type EmailLabel, type EmailListResponse } from '@/api/contracts/email'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { linkTo } from '@/lib/paths'
import { Button } from '@/ui/button'
import { toneClasses } from '@/ui/tone'
import { LABEL_KEYS, LABEL_TONES, MAILBOX_VIEWS, VIEW_KEYS } from '../lib/email-meta'

const ICONS: Record<EmailFilter, LucideIcon> = {
  inbox: Inbox,
  sent: Send,
  draft: File,
  starred: Star,
  spam: ShieldAlert,
  trashed: Trash2,
}

/** Which count a view shows (emailsMeta): unread for inbox and spam, drafts, starred. */
const COUNT_OF: Partial<Record<EmailFilter, { key: keyof EmailListResponse['emailsMeta']; unread: boolean }>> = {
  inbox: { key: 'inbox', unread: true },
  draft: { key: 'draft', unread: false },
  starred: { key: 'star', unread: false },
  spam: { key: 'spam', unread: true },
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-[0.9375rem] hover:bg-hover max-md:min-h-11',
    isActive ? 'bg-primary/10 font-medium text-primary' : 'text-text',
  )

/** The mail app's side bar: Compose, the folders with their counts, the labels with their colour dots. */
export function MailSidebar({
  meta,
  onCompose,
  className,
}: {
  meta: EmailListResponse['emailsMeta'] | undefined
  onCompose: () => void
  className?: string
}) {
  const { t } = useTranslation(['email', 'common'])
  return (
    <nav
      aria-label={t('mailbox')}
      className={cn('flex flex-col gap-5 p-4 max-md:flex-row max-md:flex-wrap max-md:items-center max-md:gap-2 max-md:p-3', className)}
    >
      <Button onClick={onCompose} className="md:w-full">
        <Pencil aria-hidden />
        {t('compose')}
      </Button>
      <div>
        <h2 className="mb-1 px-3 text-xs font-medium tracking-wide text-muted uppercase max-md:sr-only">{t('folders.title')}</h2>
        <ul className="flex flex-col gap-0.5 max-md:flex-row max-md:flex-wrap">
          {MAILBOX_VIEWS.map((view) => {
            const Icon = ICONS[view] ?? Mail
            const count = COUNT_OF[view]
            const value = count && meta ? meta[count.key] : 0
            const name = t(`folders.${VIEW_KEYS[view]}`)
            return (
              <li key={view}>
                <NavLink end to={view === 'inbox' ? linkTo('email') : linkTo('emailFilter', { filter: view })} className={itemClass}>
                  <Icon aria-hidden className="size-5 shrink-0" />
                  <span className="flex-1 truncate">{name}</span>
                  {value > 0 && (
                    <span
                      className={cn(
                        'rounded-full px-2 text-xs font-medium',
                        count?.unread ? toneClasses.primary.soft : 'bg-hover text-muted',
                      )}
                    >
                      <span aria-hidden>{formatNumber(value)}</span>
                      <span className="sr-only">{count?.unread ? t('unread', { count: value }) : t('count', { count: value })}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            )
          })}
        </ul>
      </div>
      <div>
        <h2 className="mb-1 px-3 text-xs font-medium tracking-wide text-muted uppercase max-md:sr-only">{t('labels.title')}</h2>
        <ul className="flex flex-col gap-0.5 max-md:flex-row max-md:flex-wrap">
          {EMAIL_LABELS.map((label) => (
            <li key={label}>
              <NavLink to={linkTo('emailLabel', { label })} className={itemClass}>
                <LabelDot label={label} />
                <span className="flex-1 truncate">{t(`labels.${LABEL_KEYS[label]}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}

/** A label's colour dot (decorative: the label's name is always said beside it). */
export function LabelDot({ label, className }: { label: EmailLabel; className?: string }) {
  return (
    <span aria-hidden className={cn('inline-block size-2.5 shrink-0 rounded-full', toneClasses[LABEL_TONES[label]].solid, className)} />
  )
}

import { Mail, MailOpen, Paperclip, Star, Trash2 } from 'lucide-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Email } from '@/api/contracts/email'
import { htmlText } from '@/api/contracts/email-compose'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { Avatar } from '@/ui/avatar'
import { Checkbox } from '@/ui/checkbox'
import { IconButton } from '@/ui/icon-button'
import { LABEL_KEYS } from '../lib/email-meta'
import type { MailActions } from '../lib/use-mailbox'
import { LabelDot } from './mail-sidebar'

/** The DOM id of a row's open button (the shortcuts move the focus there). */
export const rowButtonId = (id: number) => `mail-row-${id}`

/** Today: the time; otherwise the day. */
function shortTime(iso: string): string {
  const date = new Date(iso)
  const today = new Date().toDateString() === date.toDateString()
  return formatDate(date, today ? { timeStyle: 'short' } : { day: 'numeric', month: 'short' })
}

interface RowProps {
  email: Email
  sentView: boolean
  checked: boolean
  cursor: boolean
  actions: MailActions
  onToggle: (id: number) => void
  onOpen: (id: number) => void
}

/** One e-mail: checkbox, star, sender (or recipients in Sent), subject and start of the text, labels, date, quick actions. */
const MailRow = memo(function MailRow({ email, sentView, checked, cursor, actions, onToggle, onOpen }: RowProps) {
  const { t } = useTranslation(['email', 'common'])
  const subject = email.subject || t('list.noSubject')
  const who = sentView ? t('list.to', { names: email.to.map((p) => p.name).join(', ') }) : email.from.name
  return (
    <li
      data-cursor={cursor || undefined}
      className={cn(
        'group relative flex items-center gap-1 border-b border-border px-3 py-1.5 focus-within:bg-hover hover:bg-hover',
        cursor && 'ring-2 ring-primary ring-inset',
      )}
    >
      <Checkbox hideLabel label={t('list.select', { subject })} checked={checked} onChange={() => onToggle(email.id)} className="p-2" />
      <IconButton
        size="sm"
        label={email.isStarred ? t('actions.unstar') : t('actions.star')}
        aria-pressed={email.isStarred}
        onClick={() => actions.star([email.id], !email.isStarred)}
        className={email.isStarred ? 'text-warning hover:text-warning' : undefined}
      >
        <Star className={email.isStarred ? 'fill-current' : undefined} />
      </IconButton>
      <button
        type="button"
        id={rowButtonId(email.id)}
        onClick={() => onOpen(email.id)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md py-1 text-start max-md:flex-wrap max-md:gap-y-0.5"
      >
        <Avatar src={email.from.avatar} name={email.from.name} size={32} className="max-sm:hidden" />
        <span
          dir="auto"
          className={cn('w-44 shrink-0 truncate text-start max-md:w-auto max-md:flex-1', !email.isRead && 'font-semibold text-strong')}
        >
          {who}
        </span>
        {!email.isRead && <span className="sr-only">{t('list.unreadMark')}</span>}
        <span dir="auto" className="min-w-0 flex-1 truncate text-start text-muted max-md:basis-full">
          <span className={cn('text-text', !email.isRead && 'font-semibold text-strong')}>{subject}</span>
          <span aria-hidden> — {htmlText(email.message).slice(0, 140)}</span>
        </span>
        {email.labels.length > 0 && (
          <span className="flex items-center gap-1">
            {email.labels.map((label) => (
              <LabelDot key={label} label={label} />
            ))}
            <span className="sr-only">{email.labels.map((l) => t(`labels.${LABEL_KEYS[l]}`)).join(', ')}</span>
          </span>
        )}
        {email.attachments.length > 0 && <Paperclip aria-label={t('list.attachments')} className="size-4 shrink-0 text-muted" />}
        <time dateTime={email.time} className="w-16 shrink-0 text-end text-sm text-muted">
          {shortTime(email.time)}
        </time>
      </button>
      <span className="flex opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 max-md:hidden">
        {!email.isDeleted && (
          <IconButton size="sm" label={t('actions.trash')} onClick={() => actions.trash([email.id])}>
            <Trash2 />
          </IconButton>
        )}
        <IconButton
          size="sm"
          label={email.isRead ? t('actions.markUnread') : t('actions.markRead')}
          onClick={() => actions.markRead([email.id], !email.isRead)}
        >
          {email.isRead ? <Mail /> : <MailOpen />}
        </IconButton>
      </span>
    </li>
  )
})

/** The page of e-mails shown (the server pages the folder: 10,000 e-mails cost one page). */
export function MailList({
  rows,
  sentView,
  selected,
  cursor,
  actions,
  onToggle,
  onOpen,
}: {
  rows: Email[]
  sentView: boolean
  selected: readonly number[]
  cursor: number | undefined
  actions: MailActions
  onToggle: (id: number) => void
  onOpen: (id: number) => void
}) {
  const { t } = useTranslation('email')
  return (
    <ul aria-label={t('list.label')} className="min-h-0 flex-1 overflow-y-auto">
      {rows.map((email) => (
        <MailRow
          key={email.id}
          email={email}
          sentView={sentView}
          checked={selected.includes(email.id)}
          cursor={cursor === email.id}
          actions={actions}
          onToggle={onToggle}
          onOpen={onOpen}
        />
      ))}
    </ul>
  )
}

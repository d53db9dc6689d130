import { ArrowLeft, ChevronLeft, ChevronRight, Forward, Mail, Pencil, Reply, RotateCcw, Star, Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Email } from '@/api/contracts/email'
import { formatNumber } from '@/lib/format'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { IconButton } from '@/ui/icon-button'
import { LABEL_KEYS, LABEL_TONES } from '../lib/email-meta'
import type { MailActions } from '../lib/use-mailbox'
import { MailMessage } from './mail-message'
import { MailReply } from './mail-reply'

export interface MailViewProps {
  email: Email
  /** Position in the page shown (1-based) and its size, for "3 of 20" and previous / next. */
  index: number
  total: number
  actions: MailActions
  replying: boolean
  onReplyingChange: (on: boolean) => void
  onPrevious?: () => void
  onNext?: () => void
  onClose: () => void
  /** Trash it (and move on to the next e-mail). */
  onTrash: () => void
  onForward: () => void
  onEditDraft: () => void
}

/** The open e-mail over the list: subject, labels, previous / next, actions, the thread, reply and forward. */
export function MailView({
  email,
  index,
  total,
  actions,
  replying,
  onReplyingChange,
  onPrevious,
  onNext,
  onClose,
  onTrash,
  onForward,
  onEditDraft,
}: MailViewProps) {
  const { t } = useTranslation(['email', 'common'])
  const ids = [email.id]
  // The focus follows the e-mail shown (opened from the list, previous / next).
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [email.id])
  return (
    <section aria-labelledby="mail-view-subject" className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-2">
        <IconButton label={t('view.back')} onClick={onClose}>
          <ArrowLeft className="rtl:rotate-180" />
        </IconButton>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <h2
            ref={heading}
            tabIndex={-1}
            id="mail-view-subject"
            dir="auto"
            className="truncate text-lg font-medium text-strong outline-none"
          >
            {email.subject || t('list.noSubject')}
          </h2>
          {email.labels.map((label) => (
            <Chip key={label} tone={LABEL_TONES[label]}>
              {t(`labels.${LABEL_KEYS[label]}`)}
            </Chip>
          ))}
        </div>
        <span className="text-sm text-muted">{t('view.position', { index: formatNumber(index), total: formatNumber(total) })}</span>
        <IconButton label={t('view.previous')} onClick={onPrevious} disabled={!onPrevious}>
          <ChevronLeft className="rtl:rotate-180" />
        </IconButton>
        <IconButton label={t('view.next')} onClick={onNext} disabled={!onNext}>
          <ChevronRight className="rtl:rotate-180" />
        </IconButton>
      </header>
      <div role="toolbar" aria-label={t('actions.label')} className="flex flex-wrap items-center gap-1 border-b border-border px-3 py-1">
        {email.isDeleted ? (
          <IconButton label={t('actions.restore')} onClick={() => actions.restore(ids)}>
            <RotateCcw />
          </IconButton>
        ) : (
          <IconButton label={t('actions.trash')} onClick={onTrash}>
            <Trash2 />
          </IconButton>
        )}
        <IconButton
          label={t('actions.markUnread')}
          onClick={() => {
            actions.markRead(ids, false)
            onClose()
          }}
        >
          <Mail />
        </IconButton>
        <IconButton
          label={email.isStarred ? t('actions.unstar') : t('actions.star')}
          aria-pressed={email.isStarred}
          onClick={() => actions.star(ids, !email.isStarred)}
          className={email.isStarred ? 'text-warning hover:text-warning' : undefined}
        >
          <Star className={email.isStarred ? 'fill-current' : undefined} />
        </IconButton>
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto bg-bg p-4">
        <MailMessage message={email} />
        {email.replies.map((r) => (
          <MailMessage key={r.id} message={r} />
        ))}
        {email.folder === 'draft' ? (
          <div>
            <Button onClick={onEditDraft}>
              <Pencil aria-hidden />
              {t('view.editDraft')}
            </Button>
          </div>
        ) : replying ? (
          <MailReply email={email} onDone={() => onReplyingChange(false)} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="tonal" onClick={() => onReplyingChange(true)}>
              <Reply aria-hidden className="rtl:-scale-x-100" />
              {t('view.reply')}
            </Button>
            <Button variant="tonal" color="secondary" onClick={onForward}>
              <Forward aria-hidden className="rtl:-scale-x-100" />
              {t('view.forward')}
            </Button>
          </div>
        )}
      </div>
    </section>
  )
}

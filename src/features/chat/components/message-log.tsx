import { Check, CheckCheck } from 'lucide-react'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatContact, ChatMessage, ChatProfileUser } from '@/api/contracts/chat'
import { cn } from '@/lib/cn'
import { Avatar } from '@/ui/avatar'
import { dayKey, dayLabel, FEEDBACK_LABELS, feedbackOf, messageTime } from '../lib/chat-meta'
import { groupMessages, type MessageGroup } from '../lib/group-messages'

/**
 * The conversation: messages grouped by sender (bubbles, the time and, on mine, the sent /
 * delivered / seen mark of the group's last message), a day line when the day changes. Message
 * text is plain text (React text, never HTML). Stays scrolled to the newest message.
 */
export function MessageLog({ messages, me, contact }: { messages: ChatMessage[]; me: ChatProfileUser; contact: ChatContact }) {
  const { t } = useTranslation('chat')
  const groups = useMemo(() => groupMessages(messages), [messages])
  const box = useRef<HTMLDivElement>(null)
  const last = messages.at(-1)

  // A new message, or another conversation: show the newest message.
  useLayoutEffect(() => {
    const el = box.current
    if (el) el.scrollTop = el.scrollHeight
  }, [contact.id, messages.length, last?.time])

  return (
    <div
      ref={box}
      role="log"
      aria-label={t('log', { name: contact.fullName })}
      tabIndex={0}
      data-testid="message-log"
      className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto bg-surface-2 px-4 py-5 outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-inset sm:px-6"
    >
      {groups.map((group) => (
        <Group key={group.key} group={group} mine={group.senderId === me.id} author={group.senderId === me.id ? me : contact} />
      ))}
    </div>
  )
}

function Group({ group, mine, author }: { group: MessageGroup; mine: boolean; author: ChatProfileUser | ChatContact }) {
  const { t } = useTranslation('chat')
  const last = group.messages.at(-1)!
  const mark = mine ? feedbackOf(last) : undefined
  return (
    <>
      {group.startsDay && (
        <p className="flex items-center gap-3 text-xs text-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
          <time dateTime={dayKey(group.messages[0]!.time)}>{dayLabel(group.messages[0]!.time)}</time>
        </p>
      )}
      <div className={cn('flex items-end gap-3', mine && 'flex-row-reverse')} data-testid="message-group" data-mine={mine || undefined}>
        <span aria-hidden className="hidden sm:inline-flex">
          <Avatar src={author.avatar} name={author.fullName} size={32} />
        </span>
        <div className={cn('flex max-w-[min(36rem,85%)] min-w-0 flex-col gap-1.5', mine ? 'items-end' : 'items-start')}>
          <span className="sr-only">{mine ? t('you') : author.fullName}</span>
          {group.messages.map((m, i) => (
            <p
              key={i}
              dir="auto"
              className={cn(
                'rounded-lg px-4 py-2 text-[0.9375rem] break-words whitespace-pre-wrap shadow-sm',
                mine ? 'rounded-se-none bg-primary-fill text-white' : 'rounded-ss-none bg-surface text-text',
              )}
            >
              {m.message}
            </p>
          ))}
          <span className="flex items-center gap-1 text-xs text-muted">
            {mark && (
              <span className={cn('flex [&_svg]:size-4', mark === 'seen' && 'text-success')} title={t(FEEDBACK_LABELS[mark])}>
                {mark === 'sent' ? <Check aria-hidden /> : <CheckCheck aria-hidden />}
                <span className="sr-only">{t(FEEDBACK_LABELS[mark])}</span>
              </span>
            )}
            <time dateTime={last.time}>{messageTime(last.time)}</time>
          </span>
        </div>
      </div>
    </>
  )
}

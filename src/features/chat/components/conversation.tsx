import { useQueryClient } from '@tanstack/react-query'
import { Info, Menu, MessageSquareText, UserX } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/api/client'
import type { ChatContact, ChatProfileUser } from '@/api/contracts/chat'
import { chats, markChatSeen } from '@/api/resources/chat'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { IconButton } from '@/ui/icon-button'
import { QueryState } from '@/ui/query-state'
import { STATUS_LABELS } from '../lib/chat-meta'
import { MessageComposer } from './message-composer'
import { MessageLog } from './message-log'

/**
 * One open conversation: its header (contact, status, role, profile button), the message log or
 * "no message yet", the composer. Opening it resets its unseen count (server and cached lists).
 */
export function Conversation({
  contactId,
  me,
  onOpenChats,
  onOpenContact,
}: {
  contactId: number
  me: ChatProfileUser
  /** Tablet width: the chat list is a drawer, opened from the header. */
  onOpenChats?: () => void
  onOpenContact: (contact: ChatContact) => void
}) {
  const { t } = useTranslation(['chat', 'common'])
  const client = useQueryClient()
  const detail = chats.useDetail(contactId)
  const send = chats.useMutation('send', { failed: t('failed') })
  const loaded = detail.data !== undefined

  useEffect(() => {
    if (loaded) markChatSeen(client, contactId)
  }, [client, contactId, loaded, detail.dataUpdatedAt])

  return (
    <QueryState
      query={detail}
      error={
        detail.error instanceof ApiError && detail.error.status === 404 ? (
          <div className="flex flex-1 items-center justify-center bg-surface-2">
            <EmptyState
              icon={<UserX />}
              title={t('unknownContact')}
              description={t('start.description')}
              action={onOpenChats && <Button onClick={onOpenChats}>{t('start.action')}</Button>}
            />
          </div>
        ) : (
          t('chatLoadFailed')
        )
      }
    >
      {({ chat, contact }) => (
        <div className="flex min-h-0 flex-1 flex-col">
          <header className="flex items-center gap-3 border-b border-border px-4 py-3">
            {onOpenChats && (
              <IconButton label={t('openChats')} onClick={onOpenChats}>
                <Menu />
              </IconButton>
            )}
            <span aria-hidden className="flex">
              <Avatar src={contact.avatar} name={contact.fullName} status={contact.status} />
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="truncate font-medium text-strong">{contact.fullName}</h2>
              <p className="flex min-w-0 gap-1.5 text-sm text-muted">
                <span className="shrink-0">{t(STATUS_LABELS[contact.status])}</span>
                <span className="truncate before:me-1.5 before:content-['·']">{contact.role}</span>
              </p>
            </div>
            <IconButton
              label={t('openContactProfile', { name: contact.fullName })}
              onClick={() => onOpenContact(contact)}
              data-testid="contact-profile-button"
            >
              <Info />
            </IconButton>
          </header>
          {chat && chat.messages.length > 0 ? (
            <MessageLog messages={chat.messages} me={me} contact={contact} />
          ) : (
            <div className="flex min-h-0 flex-1 items-center justify-center bg-surface-2">
              <EmptyState icon={<MessageSquareText />} title={t('newChat', { name: contact.fullName })} size="sm" />
            </div>
          )}
          <MessageComposer
            key={contact.id}
            recipient={contact.fullName}
            busy={send.isPending}
            onSend={(message) => send.mutateAsync({ userId: contact.id, body: { message, senderId: me.id } })}
          />
        </div>
      )}
    </QueryState>
  )
}

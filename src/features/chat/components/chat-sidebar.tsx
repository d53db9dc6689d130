import { useTranslation } from 'react-i18next'
import type { ChatContact, ChatContactWithChat, ChatProfileUser } from '@/api/contracts/chat'
import { Avatar } from '@/ui/avatar'
import { Badge } from '@/ui/badge'
import { SearchInput } from '@/ui/data-table'
import { List, ListItem } from '@/ui/list'
import { lastActivity, STATUS_LABELS } from '../lib/chat-meta'

export interface ChatSidebarProps {
  chats: ChatContactWithChat[]
  contacts: ChatContact[]
  me: ChatProfileUser
  q: string
  onSearch: (q: string) => void
  /** The open conversation's contact. */
  activeId: number | null
  onOpenProfile: () => void
}

/** The chat list: my avatar (opens my profile), the name search, the chats (last message, time, unseen count), the contacts. */
export function ChatSidebar({ chats, contacts, me, q, onSearch, activeId, onOpenProfile }: ChatSidebarProps) {
  const { t } = useTranslation('chat')
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-3 border-b border-border p-4">
        <button
          type="button"
          onClick={onOpenProfile}
          data-testid="my-profile-button"
          aria-label={t('openMyProfile', { status: t(STATUS_LABELS[me.status]) })}
          className="shrink-0 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
        >
          <span aria-hidden className="flex">
            <Avatar src={me.avatar} name={me.fullName} status={me.status} />
          </span>
        </button>
        <SearchInput value={q} onChange={onSearch} label={t('search')} className="min-w-0 flex-1" delay={200} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto py-2">
        <Section title={t('chats')} empty={t('noChats')} count={chats.length}>
          {chats.map((c) => (
            <ContactItem key={c.id} contact={c} chat={c.chat} active={c.id === activeId} />
          ))}
        </Section>
        <Section title={t('contacts')} empty={t('noContacts')} count={contacts.length}>
          {contacts.map((c) => (
            <ContactItem key={c.id} contact={c} active={c.id === activeId && !chats.some((k) => k.id === c.id)} />
          ))}
        </Section>
      </div>
    </div>
  )
}

function Section({ title, empty, count, children }: { title: string; empty: string; count: number; children: React.ReactNode }) {
  return (
    <section className="pb-2">
      <h2 className="px-5 pt-3 pb-1 text-lg font-medium text-primary">{title}</h2>
      {count === 0 ? (
        <p className="px-5 py-2 text-sm text-muted">{empty}</p>
      ) : (
        <List label={title} className="px-2">
          {children}
        </List>
      )}
    </section>
  )
}

/** One chat (with its summary) or contact (with its role), linking to the conversation. */
function ContactItem({ contact, chat, active }: { contact: ChatContact; chat?: ChatContactWithChat['chat']; active: boolean }) {
  const { t } = useTranslation('chat')
  const last = chat?.lastMessage
  return (
    <ListItem
      to={`?contact=${contact.id}`}
      active={active}
      className="rounded-md"
      avatar={
        <span aria-hidden className="flex">
          <Avatar src={contact.avatar} name={contact.fullName} status={contact.status} />
        </span>
      }
      title={contact.fullName}
      subtitle={<bdi>{chat ? (last?.message ?? t('noMessage')) : contact.role}</bdi>}
      meta={
        chat && (
          <span className="flex flex-col items-end gap-1">
            {last && <time dateTime={last.time}>{lastActivity(last.time)}</time>}
            <span aria-hidden>
              <Badge count={chat.unseenMsgs} />
            </span>
            {chat.unseenMsgs > 0 && <span className="sr-only">{t('unseen', { count: chat.unseenMsgs })}</span>}
          </span>
        )
      }
    />
  )
}

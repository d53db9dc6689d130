import { MessagesSquare } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { ChatContact } from '@/api/contracts/chat'
import { chats } from '@/api/resources/chat'
import { useMedia } from '@/lib/use-media'
import { Button } from '@/ui/button'
import { Drawer } from '@/ui/drawer'
import { EmptyState } from '@/ui/empty-state'
import { QueryState } from '@/ui/query-state'
import { ChatSidebar } from '../components/chat-sidebar'
import { ContactProfileDrawer } from '../components/contact-profile-drawer'
import { Conversation } from '../components/conversation'
import { MyProfileDrawer } from '../components/my-profile-drawer'
import type { PageModuleExtras } from '@/api/resources'

/** Chat list beside the conversation from the md breakpoint (960 px); a drawer below (tablet). */
const WIDE_QUERY = '(min-width: 960px)'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['chat']

/**
 * /apps/chat: the chat list (my profile, search, chats, contacts), the open conversation
 * (`?contact=<id>` in the URL, so it survives a reload) or "start a conversation", and the two
 * profile drawers (mine at the start, the contact's at the end).
 */
export default function ChatPage() {
  const { t } = useTranslation(['chat', 'common'])
  const wide = useMedia(WIDE_QUERY)
  const [params] = useSearchParams()
  const contactId = Number(params.get('contact')) || null
  const [q, setQ] = useState('')
  const list = chats.useList({ q })
  const [listOpen, setListOpen] = useState(false)
  const [profileOpen, setProfileOpen] = useState(false)
  const [shownContact, setShownContact] = useState<ChatContact | null>(null)

  // Picking a conversation in the tablet drawer closes it.
  useEffect(() => setListOpen(false), [contactId])

  return (
    <>
      <h1 className="sr-only">{t('common:titles.chat')}</h1>
      <div className="flex h-[calc(100dvh-14rem)] min-h-[28rem] overflow-hidden rounded-lg bg-surface shadow-card">
        <QueryState query={list} error={t('loadFailed')} isEmpty={() => false}>
          {(data) => {
            const sidebar = (
              <ChatSidebar
                chats={data.rows}
                contacts={data.contacts}
                me={data.profileUser}
                q={q}
                onSearch={setQ}
                activeId={contactId}
                onOpenProfile={() => {
                  setListOpen(false)
                  setProfileOpen(true)
                }}
              />
            )
            const openChats = wide ? undefined : () => setListOpen(true)
            return (
              <>
                {wide ? (
                  <aside aria-label={t('sidebar')} className="flex w-80 shrink-0 flex-col border-e border-border">
                    {sidebar}
                  </aside>
                ) : (
                  <Drawer open={listOpen} onClose={() => setListOpen(false)} side="start" title={t('sidebar')} width="w-[min(340px,100vw)]">
                    {sidebar}
                  </Drawer>
                )}
                <section aria-label={t('heading')} className="flex min-w-0 flex-1 flex-col">
                  {contactId ? (
                    <Conversation contactId={contactId} me={data.profileUser} onOpenChats={openChats} onOpenContact={setShownContact} />
                  ) : (
                    <div className="flex flex-1 items-center justify-center bg-surface-2">
                      <EmptyState
                        icon={<MessagesSquare />}
                        title={t('start.title')}
                        description={t('start.description')}
                        action={!wide && <Button onClick={() => setListOpen(true)}>{t('start.action')}</Button>}
                      />
                    </div>
                  )}
                </section>
                <MyProfileDrawer open={profileOpen} me={data.profileUser} onClose={() => setProfileOpen(false)} />
              </>
            )
          }}
        </QueryState>
      </div>
      <ContactProfileDrawer contact={shownContact} onClose={() => setShownContact(null)} />
    </>
  )
}

import type { QueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import {
  chatProfileUser,
  chatsAndContactsResponse,
  chatWithContactResponse,
  sendMessageResponse,
  type ChatContactWithChat,
  type ChatProfileUpdate,
  type ChatWithContactResponse,
  type SendMessageRequest,
  type SendMessageResponse,
} from '@/api/contracts/chat'
import { defineResource, mutation } from './define-resource'

const CHAT = '/apps/chat'

export interface ChatListParams {
  q?: string
}

/**
 * The chat app (docs/api.md#template-endpoints). The list is GET chats-and-contacts: the chats
 * (newest first) are the rows, with every contact and my profile; the detail is one conversation
 * by contact id (GET chats/{userId}, which resets its unseen count on the server). A message sent
 * here is appended to the open conversation at once; other tabs refetch through the cross-tab
 * refresh (src/mocks/browser.ts `onDataChanged`).
 */
export const chats = defineResource({
  key: ['chat'],
  list: (params: ChatListParams, signal?: AbortSignal) =>
    api
      .get(`${CHAT}/chats-and-contacts`, { params: { q: params.q || undefined }, schema: chatsAndContactsResponse, signal })
      .then((r) => ({ rows: r.chatsContacts, total: r.chatsContacts.length, contacts: r.contacts, profileUser: r.profileUser })),
  detail: (userId: number, signal?: AbortSignal) => api.get(`${CHAT}/chats/${userId}`, { schema: chatWithContactResponse, signal }),
  mutations: {
    send: mutation(
      ({ userId, body }: { userId: number; body: SendMessageRequest }) =>
        api.post(`${CHAT}/chats/${userId}`, body, { schema: sendMessageResponse }),
      { onSuccess: (client, sent, { userId }) => appendSent(client, userId, sent) },
    ),
    saveProfile: mutation((body: ChatProfileUpdate) => api.put(`${CHAT}/profile`, body, { schema: chatProfileUser })),
  },
})

/** The open conversation shows the new message before the refetch answers. */
function appendSent(client: QueryClient, userId: number, sent: SendMessageResponse) {
  client.setQueryData<ChatWithContactResponse>(chats.keys.detail(userId), (old) => {
    if (!old) return old
    const chat = old.chat ? { ...old.chat, messages: [...old.chat.messages, sent.msg] } : (sent.chat ?? null)
    return { ...old, chat }
  })
}

/** Opening a conversation reset its unseen count on the server: the chat lists in the cache say so too. */
export function markChatSeen(client: QueryClient, userId: number) {
  client.setQueriesData<{ rows: ChatContactWithChat[] }>({ queryKey: chats.keys.lists }, (page) =>
    page && page.rows.some((c) => c.id === userId && c.chat.unseenMsgs > 0)
      ? { ...page, rows: page.rows.map((c) => (c.id === userId ? { ...c, chat: { ...c.chat, unseenMsgs: 0 } } : c)) }
      : page,
  )
}

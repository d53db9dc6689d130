import { http } from '../lib/http'
import { db } from '../db'
import { fieldErrors } from '../lib/field-errors'
import { nextId, pathRecord } from '../lib/ids'
import { matches } from '../lib/list-index'
import { created, fail, halt, json } from '../lib/respond'
import { readBody } from '../lib/body'
import {
  chatProfileUpdate,
  sendMessageRequest,
  type Chat,
  type ChatContactWithChat,
  type ChatMessage,
  type ChatProfileUser,
  type ChatsAndContactsResponse,
  type ChatWithContactResponse,
  type SendMessageResponse,
} from '@/api/contracts/chat'

const NO_CONTACT = 'Contact not found'

export const chatHandlers = [
  // Contacts with a chat, the most recent chat first, each with its summary; q filters names.
  http.get('*/api/apps/chat/chats-and-contacts', async ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase()
    const [profile, contacts, chats] = await Promise.all([
      db.chatProfile.toCollection().first(),
      db.chatContacts.orderBy('id').toArray(),
      db.chats.orderBy('id').toArray(),
    ])
    if (!profile) return fail(500, 'Chat profile missing')
    const byId = new Map(contacts.map((c) => [c.id, c]))
    const chatsContacts: ChatContactWithChat[] = []
    for (const chat of chats) {
      const contact = byId.get(chat.userId)
      if (contact)
        chatsContacts.push({ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.messages.at(-1) ?? null } })
    }
    chatsContacts.reverse()
    return json({
      chatsContacts: chatsContacts.filter((c) => matches(q, c.fullName)),
      contacts: contacts.filter((c) => matches(q, c.fullName)),
      profileUser: profile,
    } satisfies ChatsAndContactsResponse)
  }),

  // Opening a chat resets its unseen count (persisted).
  http.get('*/api/apps/chat/chats/:userId', async ({ params }) => {
    const contact = await pathRecord(db.chatContacts, params.userId, NO_CONTACT)
    const chat = await db.transaction('rw', db.chats, async () => {
      const row = await db.chats.where('userId').equals(contact.id).first()
      if (row && row.unseenMsgs !== 0) {
        row.unseenMsgs = 0
        await db.chats.put(row)
      }
      return row ?? null
    })
    return json({ chat, contact } satisfies ChatWithContactResponse)
  }),

  // 201 {msg} (plus {chat} when this message starts the conversation). Sent, not delivered, not seen.
  http.post('*/api/apps/chat/chats/:userId', async ({ request, params }) => {
    const contact = await pathRecord(db.chatContacts, params.userId, NO_CONTACT)
    const body = await readBody(request, sendMessageRequest)
    const profile = await db.chatProfile.toCollection().first()
    if (body.senderId !== profile?.id && body.senderId !== contact.id) fieldErrors({ senderId: ['validation.invalid'] })
    const msg: ChatMessage = {
      message: body.message,
      time: new Date().toISOString(),
      senderId: body.senderId,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    }
    const result = await db.transaction('rw', db.chats, async () => {
      const existing = await db.chats.where('userId').equals(contact.id).first()
      // A message from the contact stays unseen until the chat is opened (GET resets the count).
      const unseen = body.senderId === contact.id ? 1 : 0
      if (existing) {
        await db.chats.put({ ...existing, unseenMsgs: existing.unseenMsgs + unseen, messages: [...existing.messages, msg] })
        return { msg }
      }
      const chat: Chat = { id: await nextId(db.chats), userId: contact.id, unseenMsgs: unseen, messages: [msg] }
      await db.chats.add(chat)
      return { msg, chat }
    })
    return created(result satisfies SendMessageResponse)
  }),

  // My profile (DECISIONS section 9): status, about and settings replace the stored ones; 200 with the profile.
  http.put('*/api/apps/chat/profile', async ({ request }) => {
    const body = await readBody(request, chatProfileUpdate)
    const saved = await db.transaction('rw', db.chatProfile, async () => {
      const profile = await db.chatProfile.toCollection().first()
      if (!profile) halt(fail(500, 'Chat profile missing'))
      const next: ChatProfileUser = { ...profile, status: body.status, about: body.about, settings: { ...body.settings } }
      await db.chatProfile.put(next)
      return next
    })
    return json(saved)
  }),
]

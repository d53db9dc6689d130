import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import {
  chat,
  chatContact,
  chatProfileUser,
  chatsAndContactsResponse,
  chatWithContactResponse,
  sendMessageResponse,
  type Chat,
  type ChatProfileUser,
  type ChatsAndContactsResponse,
  type ChatWithContactResponse,
  type SendMessageResponse,
} from '@/api/contracts/chat'
import chatsSeed from '@seed/chat-chats.json'
import contactsSeed from '@seed/chat-contacts.json'
import profileSeed from '@seed/chat-profile.json'

withMockApi()

const seededChats = chatsSeed as Chat[]

describe('chat seed', () => {
  it('parses with the contracts: a profile user, 10 contacts and chats with known contacts', () => {
    const [profile] = chatProfileUser.array().length(1).parse(profileSeed)
    expect(profile).toMatchObject({ role: 'admin', status: 'online' })
    const contacts = chatContact.array().length(10).parse(contactsSeed)
    const chats = chat.array().parse(chatsSeed)
    for (const c of chats) expect(contacts.some((k) => k.id === c.userId)).toBe(true)
    expect(chats.some((c) => c.unseenMsgs > 0)).toBe(true)
  })
})

describe('GET /api/apps/chat/chats-and-contacts', () => {
  it('answers the contacts with a chat, newest chat first, each with its summary', async () => {
    const res = await call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts')
    expect(res.status).toBe(200)
    chatsAndContactsResponse.parse(res.body)
    expect(res.body.chatsContacts.map((c) => c.id)).toEqual([...seededChats].reverse().map((c) => c.userId))
    const first = res.body.chatsContacts[0]!
    const source = seededChats.at(-1)!
    expect(first.chat).toEqual({ id: source.id, unseenMsgs: source.unseenMsgs, lastMessage: source.messages.at(-1) })
    expect(res.body.contacts).toHaveLength(10)
    expect(res.body.profileUser).toMatchObject({
      id: 11,
      role: 'admin',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true },
    })
  })

  it('filters both lists by name, case-insensitively', async () => {
    const res = await call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts', { query: { q: 'ADÈLE' } })
    expect(res.body.contacts.map((c) => c.fullName)).toEqual(['Adèle Nguyen'])
    expect(res.body.chatsContacts.map((c) => c.fullName)).toEqual(['Adèle Nguyen'])
    const none = await call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts', { query: { q: 'zzz' } })
    expect(none.body.contacts).toEqual([])
    expect(none.body.chatsContacts).toEqual([])
    const noChat = await call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts', { query: { q: 'mathis' } })
    expect(noChat.body.contacts).toHaveLength(1)
    expect(noChat.body.chatsContacts).toEqual([])
  })
})

describe('GET /api/apps/chat/chats/{userId}', () => {
  it('answers the chat and contact and resets the unseen count, persisted', async () => {
    const unseen = seededChats.find((c) => c.unseenMsgs > 0)!
    const res = await call<ChatWithContactResponse>(`/apps/chat/chats/${unseen.userId}`)
    expect(res.status).toBe(200)
    chatWithContactResponse.parse(res.body)
    expect(res.body.contact.id).toBe(unseen.userId)
    expect(res.body.chat).toMatchObject({ id: unseen.id, unseenMsgs: 0, messages: unseen.messages })
    expect((await reopenDb().chats.get(unseen.id))?.unseenMsgs).toBe(0)
    const list = await call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts')
    expect(list.body.chatsContacts.find((c) => c.id === unseen.userId)?.chat.unseenMsgs).toBe(0)
  })

  it('answers chat null for a contact without a conversation, 404 for an unknown contact', async () => {
    const res = await call<ChatWithContactResponse>('/apps/chat/chats/10')
    expect(res.status).toBe(200)
    expect(res.body.chat).toBeNull()
    expect(res.body.contact.fullName).toBe('Mathis Larsen')
    for (const id of ['99', 'abc']) {
      const missing = await call(`/apps/chat/chats/${id}`)
      expect(missing.status).toBe(404)
      expect(missing.body).toEqual({ message: 'Contact not found' })
    }
  })
})

describe('POST /api/apps/chat/chats/{userId}', () => {
  it('appends a message: sent, not delivered, not seen, stamped now; persisted', async () => {
    const before = Date.now()
    const res = await call<SendMessageResponse>('/apps/chat/chats/1', {
      method: 'POST',
      body: { message: '  See you at 3  ', senderId: 11 },
    })
    expect(res.status).toBe(201)
    sendMessageResponse.parse(res.body)
    expect(res.body.chat).toBeUndefined()
    expect(res.body.msg).toMatchObject({
      message: 'See you at 3',
      senderId: 11,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    })
    const time = Date.parse(res.body.msg.time)
    expect(time).toBeGreaterThanOrEqual(before - 1000)
    expect(time).toBeLessThanOrEqual(Date.now() + 1000)
    const stored = await reopenDb().chats.where('userId').equals(1).first()
    expect(stored?.messages.at(-1)).toEqual(res.body.msg)
    expect(stored?.messages).toHaveLength(seededChats.find((c) => c.userId === 1)!.messages.length + 1)
    const list = await call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts')
    expect(list.body.chatsContacts.find((c) => c.id === 1)?.chat.lastMessage).toEqual(res.body.msg)
  })

  it('creates the chat on the first message and answers it too', async () => {
    const res = await call<SendMessageResponse>('/apps/chat/chats/10', { method: 'POST', body: { message: 'Hello Mathis', senderId: 11 } })
    expect(res.status).toBe(201)
    expect(res.body.chat).toEqual({ id: seededChats.length + 1, userId: 10, unseenMsgs: 0, messages: [res.body.msg] })
    expect(await reopenDb().chats.count()).toBe(seededChats.length + 1)
    const list = await call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts')
    expect(list.body.chatsContacts[0]?.id).toBe(10)
  })

  it('answers 400 for an empty message or a foreign sender, 404 for an unknown contact; nothing written', async () => {
    for (const body of [
      { message: '   ', senderId: 11 },
      { senderId: 11 },
      { message: 'x'.repeat(2001), senderId: 11 },
      { message: 'hi', senderId: 'me' },
      { message: 'hi', senderId: 3 },
    ]) {
      const res = await call<{ errors: Record<string, string[]> }>('/apps/chat/chats/1', { method: 'POST', body })
      expect(res.status).toBe(400)
      expect(Object.keys(res.body.errors).length).toBeGreaterThan(0)
    }
    expect((await call('/apps/chat/chats/99', { method: 'POST', body: { message: 'hi', senderId: 11 } })).status).toBe(404)
    const db = reopenDb()
    expect(await db.chats.count()).toBe(seededChats.length)
    expect((await db.chats.where('userId').equals(1).first())?.messages).toHaveLength(
      seededChats.find((c) => c.userId === 1)!.messages.length,
    )
  })
})

describe('a message from the contact', () => {
  it('counts as unseen until the chat is opened', async () => {
    const chatOf = async () =>
      (await call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts')).body.chatsContacts.find((c) => c.id === 2)!.chat
    expect((await chatOf()).unseenMsgs).toBe(0)
    for (const message of ['Are you there?', 'Ping'])
      expect((await call('/apps/chat/chats/2', { method: 'POST', body: { message, senderId: 2 } })).status).toBe(201)
    expect((await chatOf()).unseenMsgs).toBe(2)
    const opened = await call<ChatWithContactResponse>('/apps/chat/chats/2')
    expect(opened.body.chat?.unseenMsgs).toBe(0)
    expect(opened.body.chat?.messages.slice(-2).map((m) => m.message)).toEqual(['Are you there?', 'Ping'])
    expect((await chatOf()).unseenMsgs).toBe(0)
  })

  it('keeps message text as plain text, markup included', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    const res = await call<SendMessageResponse>('/apps/chat/chats/1', { method: 'POST', body: { message: payload, senderId: 11 } })
    expect(res.status).toBe(201)
    expect(res.body.msg.message).toBe(payload)
  })
})

describe('PUT /api/apps/chat/profile', () => {
  const valid = {
    status: 'busy',
    about: '  Back at 14:00.  ',
    settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
  }

  it('stores status, about (trimmed) and settings; answers the profile; the rest unchanged', async () => {
    const res = await call<ChatProfileUser>('/apps/chat/profile', { method: 'PUT', body: valid })
    expect(res.status).toBe(200)
    expect(chatProfileUser.parse(res.body)).toEqual({ ...(profileSeed[0] as ChatProfileUser), ...valid, about: 'Back at 14:00.' })
    expect(await reopenDb().chatProfile.get(11)).toEqual(res.body)
    const list = await call<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts')
    expect(list.body.profileUser).toEqual(res.body)
  })

  it('answers 400 with field errors and stores nothing for an invalid body', async () => {
    const cases: [unknown, string][] = [
      [{ ...valid, status: 'sleeping' }, 'status'],
      [{ ...valid, about: 'x'.repeat(501) }, 'about'],
      [{ ...valid, about: 42 }, 'about'],
      [{ status: 'away', settings: valid.settings }, 'about'],
      [{ ...valid, settings: undefined }, 'settings'],
      [
        { ...valid, settings: { isTwoStepAuthVerificationEnabled: 'yes', isNotificationsOn: true } },
        'settings.isTwoStepAuthVerificationEnabled',
      ],
      [{ ...valid, settings: { isTwoStepAuthVerificationEnabled: true } }, 'settings.isNotificationsOn'],
      [[], '_'],
    ]
    for (const [body, field] of cases) {
      const res = await call<{ message: string; errors: Record<string, string[]> }>('/apps/chat/profile', { method: 'PUT', body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toBe('Validation failed')
      expect(res.body.errors[field]?.[0], field).toMatch(/^validation\./)
    }
    const malformed = await call('/apps/chat/profile', { method: 'PUT', body: '{"status":' })
    expect(malformed.status).toBe(400)
    expect(await reopenDb().chatProfile.get(11)).toEqual(profileSeed[0])
  })

  it('accepts an empty about (a profile may say nothing)', async () => {
    const res = await call<ChatProfileUser>('/apps/chat/profile', { method: 'PUT', body: { ...valid, about: '   ' } })
    expect(res.status).toBe(200)
    expect(res.body.about).toBe('')
  })
})

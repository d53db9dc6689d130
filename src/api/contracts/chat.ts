import { z } from 'zod'

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const

/** Profile user of the chat (SPEC section 3). */
export const chatProfileUser = z.object({
  id: z.number().int(),
  avatar: z.string(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  status: z.enum(CHAT_STATUSES),
  settings: z.object({ isTwoStepAuthVerificationEnabled: z.boolean(), isNotificationsOn: z.boolean() }),
})
export type ChatProfileUser = z.infer<typeof chatProfileUser>

/** Contact (SPEC section 3); `role` is a job title. */
export const chatContact = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: z.enum(CHAT_STATUSES),
})
export type ChatContact = z.infer<typeof chatContact>

export const chatMessage = z.object({
  message: z.string(),
  /** ISO date-time. */
  time: z.string(),
  senderId: z.number().int(),
  feedback: z.object({ isSent: z.boolean(), isDelivered: z.boolean(), isSeen: z.boolean() }),
})
export type ChatMessage = z.infer<typeof chatMessage>

export const chat = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  unseenMsgs: z.number().int().min(0),
  messages: z.array(chatMessage),
})
export type Chat = z.infer<typeof chat>

/** A contact that has a chat, with the chat's summary. */
export const chatContactWithChat = chatContact.extend({
  chat: z.object({ id: z.number().int(), unseenMsgs: z.number().int(), lastMessage: chatMessage.nullable() }),
})
export type ChatContactWithChat = z.infer<typeof chatContactWithChat>

/** GET /api/apps/chat/chats-and-contacts?q: chatsContacts newest chat first; q filters names. */
export const chatsAndContactsResponse = z.object({
  chatsContacts: z.array(chatContactWithChat),
  contacts: z.array(chatContact),
  profileUser: chatProfileUser,
})
export type ChatsAndContactsResponse = z.infer<typeof chatsAndContactsResponse>

/** GET /api/apps/chat/chats/{userId}: chat is null when there is no conversation yet. */
export const chatWithContactResponse = z.object({ chat: chat.nullable(), contact: chatContact })
export type ChatWithContactResponse = z.infer<typeof chatWithContactResponse>

/** POST /api/apps/chat/chats/{userId} body. senderId is the profile user or that contact. */
export const sendMessageRequest = z.object({
  message: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(2000, 'validation.tooLong'),
  senderId: z.number({ error: 'validation.invalid' }).int('validation.invalid'),
})
export type SendMessageRequest = z.infer<typeof sendMessageRequest>

/** 201 answer: the new message, and the chat when this message created it. */
export const sendMessageResponse = z.object({ msg: chatMessage, chat: chat.optional() })
export type SendMessageResponse = z.infer<typeof sendMessageResponse>

export const CHAT_ABOUT_MAX = 500

/** PUT /api/apps/chat/profile body (DECISIONS section 9): my status, about and settings; all required. */
export const chatProfileUpdate = z.object(
  {
    status: z.enum(CHAT_STATUSES, { error: 'validation.invalidChoice' }),
    about: z.string({ error: 'validation.required' }).trim().max(CHAT_ABOUT_MAX, 'validation.tooLong'),
    settings: z.object(
      {
        isTwoStepAuthVerificationEnabled: z.boolean({ error: 'validation.invalid' }),
        isNotificationsOn: z.boolean({ error: 'validation.invalid' }),
      },
      { error: 'validation.required' },
    ),
  },
  { error: 'validation.invalid' },
)
export type ChatProfileUpdate = z.infer<typeof chatProfileUpdate>

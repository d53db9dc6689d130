import type { ChatMessage } from '@/api/contracts/chat'
import { dayKey } from './chat-meta'

/** Consecutive messages of one sender on one day: drawn as one block of bubbles. */
export interface MessageGroup {
  /** Stable within a conversation (messages are only appended). */
  key: string
  senderId: number
  /** The first group of its day: the log shows the day above it. */
  startsDay: boolean
  messages: ChatMessage[]
}

/** Groups a conversation by sender (a new group when the sender or the day changes), in order. */
export function groupMessages(messages: readonly ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = []
  let day = ''
  messages.forEach((message, index) => {
    const last = groups.at(-1)
    const messageDay = dayKey(message.time)
    if (last && last.senderId === message.senderId && messageDay === day) {
      last.messages.push(message)
      return
    }
    groups.push({ key: `${index}`, senderId: message.senderId, startsDay: messageDay !== day, messages: [message] })
    day = messageDay
  })
  return groups
}

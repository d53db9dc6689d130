import type { CHAT_STATUSES, ChatMessage } from '@/api/contracts/chat'
import type { I18nKey } from '@/i18n/i18n-keys'
import { formatDate } from '@/lib/format'

export type ChatStatus = (typeof CHAT_STATUSES)[number]

export const STATUS_LABELS: Record<ChatStatus, I18nKey<'chat'>> = {
  online: 'status.online',
  away: 'status.away',
  busy: 'status.busy',
  offline: 'status.offline',
}

/** The mark of one of my messages: seen, else delivered, else sent. */
export function feedbackOf(message: ChatMessage): 'seen' | 'delivered' | 'sent' {
  if (message.feedback.isSeen) return 'seen'
  if (message.feedback.isDelivered) return 'delivered'
  return 'sent'
}

export const FEEDBACK_LABELS: Record<ReturnType<typeof feedbackOf>, I18nKey<'chat'>> = {
  seen: 'feedback.seen',
  delivered: 'feedback.delivered',
  sent: 'feedback.sent',
}

/** The local calendar day of a date-time (YYYY-MM-DD), to group and compare days. */
export function dayKey(value: string | number | Date): string {
  const d = new Date(value)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** A message's time (Intl, active language). */
export const messageTime = (time: string) => formatDate(time, { timeStyle: 'short' })

/** A chat's last activity in the list: the time today, the date before. */
export function lastActivity(time: string, now = Date.now()): string {
  return dayKey(time) === dayKey(now) ? messageTime(time) : formatDate(time, { day: 'numeric', month: 'short' })
}

/** A day separator of the message log. */
export const dayLabel = (time: string) => formatDate(time, { dateStyle: 'full' })

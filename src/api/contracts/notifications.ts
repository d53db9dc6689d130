import { z } from 'zod'
import { localizedText } from './localized'

export const notification = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  title: z.string(),
  subtitle: z.string(),
  icon: z.string(),
  color: z.enum(['primary', 'success', 'info', 'warning', 'error', 'secondary']),
  read: z.boolean(),
  createdAt: z.string(),
})
export type Notification = z.infer<typeof notification>

/**
 * A notification as stored: its title and subtitle in the three languages (the seed), answered
 * in the request's `lang` (GET /api/notifications?lang=fr); a plain string (a database seeded
 * before they were) is answered as it is.
 */
export const storedNotification = notification.extend({
  title: z.union([z.string(), localizedText]),
  subtitle: z.union([z.string(), localizedText]),
})
export type StoredNotification = z.infer<typeof storedNotification>

/** How many notifications the list answers, newest first (the top-bar menu). */
export const NOTIFICATIONS_SHOWN = 50

/** The newest NOTIFICATIONS_SHOWN; `unread` and `total` count all of them. */
export const notificationList = z.object({ notifications: z.array(notification), unread: z.number().int(), total: z.number().int() })
export type NotificationList = z.infer<typeof notificationList>

export const notificationUpdate = z.object({ ids: z.array(z.number().int()).min(1), read: z.boolean() })

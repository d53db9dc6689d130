import { http } from '../lib/http'
import { db } from '../db'
import { requireAuth } from '../lib/auth'
import { listKeys, pageOfKeys } from '../lib/list-index'
import { json, noContent } from '../lib/respond'
import { pathId, recordOr404 } from '../lib/ids'
import { readBody } from '../lib/body'
import { langOf, localize } from '../lib/localize'
import type { ContentLanguage } from '@/api/contracts/localized'
import { NOTIFICATIONS_SHOWN, notificationUpdate, type NotificationList, type StoredNotification } from '@/api/contracts/notifications'

const NOT_FOUND = 'Notification not found'

/** What the list keeps in memory per notification: its addressee (null = everyone, which no index holds). */
const project = (n: StoredNotification) => ({ userId: n.userId, read: n.read })

/**
 * The user's notifications and everyone's: the newest NOTIFICATIONS_SHOWN (what the top-bar menu
 * shows), with the unread count and the total over all of them. The keys come from the createdAt
 * index and the projection (which holds the read flag): only the shown records are read. Titles
 * and subtitles in `lang` (every route takes `?lang=`: each answers the list).
 */
async function listFor(userId: number, lang: ContentLanguage): Promise<NotificationList> {
  let unread = 0
  const keys = await listKeys({
    table: db.notifications,
    projection: { id: 'list', project },
    test: (p) => {
      const mine = p.userId === null || p.userId === userId
      if (mine && !p.read) unread += 1
      return mine
    },
    order: { index: 'createdAt', desc: true },
  })
  const notifications = await pageOfKeys(db.notifications, keys, 1, NOTIFICATIONS_SHOWN)
  return { notifications: notifications.map((n) => localize(n, lang)), unread, total: keys.length }
}

export const notificationHandlers = [
  http.get('*/api/notifications', async ({ request }) => {
    const account = await requireAuth(request)
    return json(await listFor(account.id, langOf(request)))
  }),

  // Mark some read or unread.
  http.patch('*/api/notifications', async ({ request }) => {
    const account = await requireAuth(request)
    const body = await readBody(request, notificationUpdate)
    await db.notifications.where('id').anyOf(body.ids).modify({ read: body.read })
    return json(await listFor(account.id, langOf(request)))
  }),

  http.post('*/api/notifications/read-all', async ({ request }) => {
    const account = await requireAuth(request)
    await db.notifications.toCollection().modify({ read: true })
    return json(await listFor(account.id, langOf(request)))
  }),

  http.delete('*/api/notifications/:id', async ({ request, params }) => {
    await requireAuth(request)
    const id = pathId(params.id, NOT_FOUND)
    await db.transaction('rw', db.notifications, async () => {
      await recordOr404(db.notifications, id, NOT_FOUND)
      await db.notifications.delete(id)
    })
    return noContent()
  }),
]

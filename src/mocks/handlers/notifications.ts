import { http } from 'msw'
import { z } from 'zod'
import { db } from '../db'
import { requireAuth } from '../lib/auth'
import { empty, json, readBody } from '../lib/respond'
import { notificationUpdate, type NotificationList } from '@/api/contracts/notifications'

async function listFor(userId: number): Promise<NotificationList> {
  const all = await db.notifications.orderBy('createdAt').reverse().toArray()
  const notifications = all.filter((n) => n.userId === null || n.userId === userId)
  return { notifications, unread: notifications.filter((n) => !n.read).length }
}

export const notificationHandlers = [
  http.get('*/api/notifications', async ({ request }) => {
    const auth = await requireAuth(request)
    if (!auth.ok) return auth.response
    return json(await listFor(auth.account.id))
  }),

  // Mark some read or unread.
  http.patch('*/api/notifications', async ({ request }) => {
    const auth = await requireAuth(request)
    if (!auth.ok) return auth.response
    const body = await readBody(request, notificationUpdate)
    if (!body.ok) return body.response
    await db.notifications.where('id').anyOf(body.data.ids).modify({ read: body.data.read })
    return json(await listFor(auth.account.id))
  }),

  http.post('*/api/notifications/read-all', async ({ request }) => {
    const auth = await requireAuth(request)
    if (!auth.ok) return auth.response
    await db.notifications.toCollection().modify({ read: true })
    return json(await listFor(auth.account.id))
  }),

  http.delete('*/api/notifications/:id', async ({ request, params }) => {
    const auth = await requireAuth(request)
    if (!auth.ok) return auth.response
    const id = z.coerce.number().int().safeParse(params.id)
    if (!id.success || !(await db.notifications.get(id.data))) return empty(404)
    await db.notifications.delete(id.data)
    return empty(204)
  }),
]

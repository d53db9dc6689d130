import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi, tokenFor } from '@/testing/mock-api'
import { db } from '@/mocks/db'
import {
  NOTIFICATIONS_SHOWN,
  notificationList,
  type Notification,
  type NotificationList,
  type StoredNotification,
} from '@/api/contracts/notifications'
import seedNotifications from '@seed/notifications.json'

setupMockApi()

const seeded = seedNotifications as StoredNotification[]
const list = (token: string) => call<NotificationList>('/notifications', { token })
const ids = (res: { body: NotificationList }) => res.body.notifications.map((n) => n.id)

describe('GET /api/notifications', () => {
  it('answers 401 without a session', async () => {
    expect((await call('/notifications')).status).toBe(401)
  })

  it('answers the seeded titles and subtitles in the `lang` asked for (en by default), plain stored strings as they are', async () => {
    const admin = await tokenFor('admin')
    const first = seeded.find((n) => n.id === 1)!
    const texts = async (lang?: string) => {
      const res = await call<NotificationList>(lang ? `/notifications?lang=${lang}` : '/notifications', { token: admin })
      expect(res.status).toBe(200)
      notificationList.parse(res.body)
      const n = res.body.notifications.find((x) => x.id === 1)!
      return [n.title, n.subtitle]
    }
    expect(await texts('fr')).toEqual(['Nouvelle commande #4821', 'Commande passée par Léa Martin'])
    expect(await texts('en')).toEqual(['New order #4821', 'Order placed by Léa Martin'])
    expect(await texts('ar')).toEqual(['طلب جديد رقم 4821', 'طلب قدّمته Léa Martin'])
    expect(await texts()).toEqual([(first.title as { en: string }).en, (first.subtitle as { en: string }).en])
    // Every seeded notification has its three languages.
    for (const n of seeded) for (const text of [n.title, n.subtitle]) expect(Object.keys(text).sort()).toEqual(['ar', 'en', 'fr'])
    // A row stored with plain strings (a database seeded before) is answered as it is, in any language.
    await db.notifications.update(1, { title: 'Plain title', subtitle: 'Plain subtitle' })
    expect(await texts('ar')).toEqual(['Plain title', 'Plain subtitle'])
  })

  it('answers everyone’s notifications and the user’s own, newest first, with the unread count', async () => {
    const admin = await tokenFor('admin')
    const adminId = (await db.accounts.where('email').equals('admin@demo.com').first())!.id
    const clientId = (await db.accounts.where('email').equals('client@demo.com').first())!.id
    await db.notifications.bulkAdd([
      {
        userId: adminId,
        title: 'For the admin',
        subtitle: '',
        icon: 'bell',
        color: 'info',
        read: false,
        createdAt: '2030-01-01T00:00:00.000Z',
      } as Notification,
      {
        userId: clientId,
        title: 'For the client',
        subtitle: '',
        icon: 'bell',
        color: 'info',
        read: false,
        createdAt: '2030-01-02T00:00:00.000Z',
      } as Notification,
    ])
    const res = await list(admin)
    expect(res.status).toBe(200)
    notificationList.parse(res.body)
    expect(res.body.notifications.map((n) => n.title)).not.toContain('For the client')
    expect(res.body.notifications[0]!.title).toBe('For the admin')
    expect(res.body.notifications).toHaveLength(seeded.filter((n) => n.userId === null).length + 1)
    const times = res.body.notifications.map((n) => n.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(res.body.unread).toBe(seeded.filter((n) => n.userId === null && !n.read).length + 1)
    expect(res.body.total).toBe(res.body.notifications.length)
  })

  it(`answers the newest ${NOTIFICATIONS_SHOWN} only, with unread and total over all of them`, async () => {
    const admin = await tokenFor('admin')
    const extra = Array.from(
      { length: 120 },
      (_, i): Notification =>
        ({
          userId: null,
          title: `Bulk ${i}`,
          subtitle: '',
          icon: 'bell',
          color: 'info',
          read: i % 2 === 0,
          createdAt: new Date(Date.UTC(2031, 0, 1, 0, i)).toISOString(),
        }) as Notification,
    )
    await db.notifications.bulkAdd(extra)
    const res = await list(admin)
    expect(res.body.notifications).toHaveLength(NOTIFICATIONS_SHOWN)
    expect(res.body.notifications[0]!.title).toBe('Bulk 119')
    const everyone = seeded.filter((n) => n.userId === null)
    expect(res.body.total).toBe(everyone.length + 120)
    expect(res.body.unread).toBe(everyone.filter((n) => !n.read).length + 60)
  })
})

// Issue #8: the list answers from cached key lists and projections; every write must show at once.
describe('the list after a write (no stale cache)', () => {
  it('follows marking read, marking all read and deleting', async () => {
    const token = await tokenFor('admin')
    const before = await list(token)
    const unread = before.body.notifications.find((n) => !n.read)!
    const patched = await call<NotificationList>('/notifications', { method: 'PATCH', token, body: { ids: [unread.id], read: true } })
    expect(patched.body.unread).toBe(before.body.unread - 1)
    expect((await list(token)).body.unread).toBe(before.body.unread - 1)

    expect((await call(`/notifications/${before.body.notifications[0]!.id}`, { method: 'DELETE', token })).status).toBe(204)
    const after = await list(token)
    expect(ids(after)).toEqual(ids(before).slice(1))

    await db.notifications.add({
      userId: null,
      title: 'Newest',
      subtitle: '',
      icon: 'bell',
      color: 'info',
      read: false,
      createdAt: '2031-01-01T00:00:00.000Z',
    } as Notification)
    const added = await list(token)
    expect(added.body.notifications[0]!.title).toBe('Newest')
    expect(added.body.notifications).toHaveLength(before.body.notifications.length)

    expect((await call<NotificationList>('/notifications/read-all', { method: 'POST', token })).body.unread).toBe(0)
    expect((await list(token)).body.unread).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import type { Transaction } from 'dexie'
import { SCHEMA_VERSIONS, VermilionDB, type SchemaVersion } from './db'
import { ensureSeeded } from './seed'

describe('database versions', () => {
  it('an upgrade keeps the user data, migrates it, and nothing is re-seeded', async () => {
    const name = `upgrade-${Date.now()}`
    const v1 = new VermilionDB(name)
    await ensureSeeded(v1)
    const seededAt = (await v1.meta.get('seededAt'))?.value
    const before = await v1.users.count()
    await v1.users.delete(1)
    const added = await v1.notifications.add({
      userId: null,
      title: 'Mine',
      subtitle: 'kept',
      icon: 'bell',
      color: 'info',
      read: false,
      createdAt: '2026-11-22T00:00:00.000Z',
    })
    v1.close()

    const latest = SCHEMA_VERSIONS.at(-1)!
    const next: SchemaVersion[] = [
      ...SCHEMA_VERSIONS,
      {
        version: latest.version + 1,
        stores: { ...latest.stores, notifications: `${latest.stores.notifications}, priority` },
        upgrade: async (tx: Transaction) => {
          await tx
            .table('notifications')
            .toCollection()
            .modify((n: { priority?: number }) => void (n.priority = 0))
        },
      },
    ]
    const v2 = new VermilionDB(name, next)
    await ensureSeeded(v2)
    expect(v2.verno).toBe(latest.version + 1)
    expect(await v2.users.count()).toBe(before - 1)
    expect(await v2.users.get(1)).toBeUndefined()
    expect((await v2.notifications.get(added!)) as unknown as { title: string; priority: number }).toMatchObject({
      title: 'Mine',
      priority: 0,
    })
    expect((await v2.meta.get('seededAt'))?.value).toBe(seededAt)
    v2.close()
  })
})

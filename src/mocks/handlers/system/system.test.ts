import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { call, tokenFor, setupMockApi } from '@/testing/mock-api'
import { db, reopenDb } from '@/mocks/db'
import type { BackupFile, RestoreError, RestoreResult } from '@/api/contracts/pwa'

setupMockApi()

/** Every table except sessions, as stored (to compare before/after). */
async function snapshot() {
  const d = reopenDb()
  const out: Record<string, unknown[]> = {}
  for (const t of d.tables) if (t.name !== 'sessions') out[t.name] = await t.toArray()
  return out
}

let token: string
beforeEach(async () => {
  token = await tokenFor('admin')
})

const backup = async () => {
  const res = await call<BackupFile>('/system/backup', { token })
  expect(res.status).toBe(200)
  return res.body
}
const restore = (body: unknown) =>
  call<RestoreResult & RestoreError>('/system/restore', {
    method: 'POST',
    token,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('GET /api/system/backup', () => {
  it('needs a signed-in user', async () => {
    expect((await call('/system/backup')).status).toBe(401)
    expect((await call('/system/restore', { method: 'POST', body: {} })).status).toBe(401)
  })

  it('holds every table but sessions, with the stored rows, format and versions', async () => {
    const file = await backup()
    expect(file).toMatchObject({ format: 'vermilion-backup', version: 1, schemaVersion: db.verno })
    expect(Date.parse(file.createdAt)).not.toBeNaN()
    const names = db.tables.map((t) => t.name).filter((n) => n !== 'sessions')
    expect(Object.keys(file.tables).sort()).toEqual(names.sort())
    expect(file.tables.sessions).toBeUndefined()
    expect(file.tables.accounts!.length).toBe(await db.accounts.count())
    expect(file.tables.accounts!.length).toBeGreaterThan(0)
    expect(file.tables.notifications!.length).toBe(await db.notifications.count())
  })

  it('writes Blobs as data URLs and Dates as tagged ISO strings', async () => {
    await db.meta.put({
      key: 'test-blob',
      value: { photo: new Blob(['hello'], { type: 'text/plain' }), at: new Date('2024-05-06T07:08:09.000Z') },
    })
    const file = await backup()
    const row = file.tables.meta!.find((r) => r.key === 'test-blob')
    expect(row).toEqual({
      key: 'test-blob',
      value: { photo: { $blob: 'data:text/plain;base64,aGVsbG8=' }, at: { $date: '2024-05-06T07:08:09.000Z' } },
    })
  })
})

describe('POST /api/system/restore', () => {
  it('round trip: backup, change and reset, restore gives back the same records (Blobs too); the session survives', async () => {
    // Make the data differ from the seed first, so the round trip proves more than a re-seed.
    await db.notifications.toCollection().modify({ read: true })
    const firstAccount = (await db.accounts.toCollection().first())!
    await db.accounts.update(firstAccount.id, { fullName: 'Restored Person' })
    await db.meta.put({
      key: 'test-blob',
      value: { photo: new Blob([new Uint8Array([0, 1, 2, 250, 255])], { type: 'image/png' }), at: new Date(0) },
    })
    const before = await snapshot()
    const file = await backup()

    const reset = await call('/system/reset', { method: 'POST', token })
    expect(reset.status).toBe(204)
    expect(await reopenDb().accounts.get(firstAccount.id)).not.toMatchObject({ fullName: 'Restored Person' })
    expect(await reopenDb().meta.get('test-blob')).toBeUndefined()

    const res = await restore(file)
    expect(res.status).toBe(200)
    expect(res.body.restored.accounts).toBe(before.accounts!.length)
    expect(res.body.restored.notifications).toBe(before.notifications!.length)
    const after = await snapshot()
    expect(after).toEqual(before)
    const meta = (await reopenDb().meta.get('test-blob'))!.value as { photo: Blob; at: Date }
    expect(meta.photo).toBeInstanceOf(Blob)
    expect(meta.photo.type).toBe('image/png')
    expect([...new Uint8Array(await meta.photo.arrayBuffer())]).toEqual([0, 1, 2, 250, 255])
    expect(meta.at).toEqual(new Date(0))
    // Sessions are not part of a backup and are kept: still signed in.
    expect((await call('/notifications', { token })).status).toBe(200)
  })

  it('restores a backup that lacks a newer table by giving that table the demo data', async () => {
    const file = await backup()
    const seededAccounts = file.tables.accounts!.length
    delete file.tables.accounts
    await db.notifications.clear()
    const res = await restore(file)
    expect(res.status).toBe(200)
    expect(res.body.restored.accounts).toBe(seededAccounts)
    expect(await reopenDb().notifications.count()).toBe(file.tables.notifications!.length)
  })

  const good = async () => (await backup()) as unknown as Record<string, unknown> & { tables: Record<string, unknown[]> }
  const cases: [string, (f: Awaited<ReturnType<typeof good>>) => unknown, RestoreError['code'], RegExp][] = [
    ['not JSON', () => '{ this is not json', 'invalidJson', /not valid JSON/],
    ['another kind of file', () => ({ hello: 'world' }), 'badFormat', /Not a Vermilion backup/],
    ['a list', () => [1, 2, 3], 'badFormat', /Not a Vermilion backup/],
    ['an unknown format version', (f) => ({ ...f, version: 2 }), 'unsupportedVersion', /Unsupported backup version: 2/],
    ['a newer schema', (f) => ({ ...f, schemaVersion: 99 }), 'newerSchema', /newer version/],
    ['no tables', (f) => ({ ...f, tables: null }), 'badFormat', /no tables/],
    ['an unknown table', (f) => ({ ...f, tables: { ...f.tables, hackers: [] } }), 'unknownTable', /Unknown table: hackers/],
    ['sessions (never restored)', (f) => ({ ...f, tables: { ...f.tables, sessions: [] } }), 'unknownTable', /Unknown table: sessions/],
    [
      'a table that is not a list',
      (f) => ({ ...f, tables: { ...f.tables, notifications: { id: 1 } } }),
      'badTable',
      /notifications is not a list/,
    ],
    [
      'a row that is not an object',
      (f) => ({ ...f, tables: { ...f.tables, notifications: [...f.tables.notifications!, 'x'] } }),
      'badRow',
      /of table notifications is malformed: not an object/,
    ],
    [
      'a row without its primary key',
      (f) => ({ ...f, tables: { ...f.tables, meta: [{ value: 1 }] } }),
      'badRow',
      /Row 1 of table meta is malformed: missing or invalid key/,
    ],
    [
      'a bad auto id',
      (f) => ({ ...f, tables: { ...f.tables, notifications: [{ ...(f.tables.notifications![0] as object), id: 'abc' }] } }),
      'badRow',
      /id must be a positive integer/,
    ],
    [
      'an account without email',
      (f) => ({
        ...f,
        tables: { ...f.tables, accounts: (f.tables.accounts as Record<string, unknown>[]).map(({ email: _e, ...rest }) => rest) },
      }),
      'badRow',
      /table accounts is malformed: email/,
    ],
    [
      'a broken Blob',
      (f) => ({ ...f, tables: { ...f.tables, meta: [{ key: 'x', value: { $blob: 'http://example.com/a.png' } }] } }),
      'badRow',
      /not a base64 data URL/,
    ],
    [
      'a duplicate unique email',
      (f) => {
        const accounts = f.tables.accounts as Record<string, unknown>[]
        return { ...f, tables: { ...f.tables, accounts: [...accounts, { ...accounts[0], id: 9999, username: 'someone-else' }] } }
      },
      'conflict',
      /accounts conflict/,
    ],
  ]

  it.each(cases)('refuses %s with 400 and a reason, changing nothing', async (_label, make, code, message) => {
    await db.notifications.toCollection().modify({ read: true })
    const file = await good()
    const before = await snapshot()
    const res = await restore(make(file))
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(code)
    expect(res.body.message).toMatch(message)
    expect(await snapshot()).toEqual(before)
  })
})

import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import {
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  email,
  emailListResponse,
  emailUpdateResponse,
  type Email,
  type EmailListResponse,
  type EmailUpdateResponse,
} from '@/api/contracts/email'
import emailsSeed from '@seed/emails.json'
import { storedRow } from '@/api/contracts/stored-rows'

withMockApi()

// As stored: the seed goes through the stored-row contract (its HTML sanitised, DECISIONS section 9).
const seeded = (emailsSeed as Email[]).map((e) => storedRow('emails', e) as Email)
const list = (query: Record<string, string> = {}) => call<EmailListResponse>('/apps/email', { query })
const post = (body: unknown) =>
  call<EmailUpdateResponse & { errors: Record<string, string[]>; message: string }>('/apps/email', { method: 'POST', body })
const ids = (res: { body: EmailListResponse }) => res.body.emails.map((e) => e.id).sort((a, b) => a - b)
const expectedIds = (keep: (e: Email) => boolean) =>
  seeded
    .filter(keep)
    .map((e) => e.id)
    .sort((a, b) => a - b)

describe('email seed', () => {
  it('parses with the contract and covers every folder, label and case', () => {
    const rows = email.array().min(30).parse(emailsSeed)
    expect(new Set(rows.map((e) => e.folder))).toEqual(new Set(EMAIL_FOLDERS))
    expect(new Set(rows.flatMap((e) => e.labels))).toEqual(new Set(EMAIL_LABELS))
    expect(rows.some((e) => e.isDeleted)).toBe(true)
    expect(rows.some((e) => e.isStarred)).toBe(true)
    expect(rows.some((e) => e.replies.length > 0)).toBe(true)
    const attachments = rows.flatMap((e) => e.attachments)
    expect(new Set(attachments.map((a) => a.size))).toEqual(new Set(['5mb', '10mb']))
    for (const a of attachments) expect(a.thumbnail).toMatch(/^\/images\/attachments\//)
    // The sanitising fixture: the UI must render this without running it.
    expect(rows.some((e) => e.message.includes('<script>') && e.message.includes('onerror='))).toBe(true)
  })
})

describe('GET /api/apps/email', () => {
  it('answers the inbox (default filter) without trashed mail, newest first, with the meta counts', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    emailListResponse.parse(res.body)
    expect(ids(res)).toEqual(expectedIds((e) => e.folder === 'inbox' && !e.isDeleted))
    const times = res.body.emails.map((e) => e.time)
    expect(times).toEqual([...times].sort().reverse())
    expect(res.body.emailsMeta).toEqual({
      inbox: seeded.filter((e) => e.folder === 'inbox' && !e.isDeleted && !e.isRead).length,
      draft: seeded.filter((e) => e.folder === 'draft' && !e.isDeleted).length,
      spam: seeded.filter((e) => e.folder === 'spam' && !e.isDeleted && !e.isRead).length,
      star: seeded.filter((e) => e.isStarred && !e.isDeleted).length,
    })
    expect(res.body.emailsMeta.inbox).toBeGreaterThan(0)
    expect(res.body.emailsMeta.spam).toBeGreaterThan(0)
  })

  it.each(EMAIL_FOLDERS)('filter %s shows that folder without trashed mail', async (folder) => {
    const res = await list({ filter: folder })
    expect(res.body.emails.length).toBeGreaterThan(0)
    expect(ids(res)).toEqual(expectedIds((e) => e.folder === folder && !e.isDeleted))
  })

  it('filter starred shows starred mail not trashed; trashed shows the deleted mail of every folder', async () => {
    expect(ids(await list({ filter: 'starred' }))).toEqual(expectedIds((e) => e.isStarred && !e.isDeleted))
    const trashed = await list({ filter: 'trashed' })
    expect(ids(trashed)).toEqual(expectedIds((e) => e.isDeleted))
    expect(new Set(trashed.body.emails.map((e) => e.folder)).size).toBeGreaterThan(1)
  })

  it.each(EMAIL_LABELS)('label %s narrows the view to that label', async (label) => {
    const res = await list({ label })
    expect(res.body.emails.length).toBeGreaterThan(0)
    expect(ids(res)).toEqual(expectedIds((e) => e.folder === 'inbox' && !e.isDeleted && e.labels.includes(label)))
    expect(ids(await list({ label, filter: 'sent' }))).toEqual(
      expectedIds((e) => e.folder === 'sent' && !e.isDeleted && e.labels.includes(label)),
    )
  })

  it('q matches the sender name or the subject, case-insensitively', async () => {
    const bySubject = await list({ q: 'QUARTERLY' })
    expect(bySubject.body.emails.map((e) => e.subject)).toEqual(['Quarterly report is ready'])
    const sender = seeded.find((e) => e.folder === 'inbox' && !e.isDeleted)!.from.name
    const bySender = await list({ q: sender.toLowerCase() })
    expect(bySender.body.emails.length).toBeGreaterThan(0)
    expect(bySender.body.emails.every((e) => e.from.name === sender || e.subject.toLowerCase().includes(sender.toLowerCase()))).toBe(true)
    expect((await list({ q: 'admin@demo.com', filter: 'sent' })).body.emails).toEqual([])
  })

  it('answers every match by default, and one page of them with page & itemsPerPage; total counts all', async () => {
    const all = ids(await list())
    expect((await list()).body.total).toBe(all.length)
    expect(all.length).toBeGreaterThan(3)
    const second = await list({ page: '2', itemsPerPage: '2' })
    expect(ids(second)).toEqual(all.slice(2, 4))
    expect(second.body.total).toBe(all.length)
  })
})

describe('POST /api/apps/email', () => {
  it('toggles a label on each listed e-mail: added where absent, removed where present; persisted', async () => {
    const withIt = seeded.find((e) => e.labels.includes('important'))!
    const without = seeded.find((e) => !e.labels.includes('important') && e.folder !== 'spam')!
    const res = await post({ ids: [withIt.id, without.id], label: 'important' })
    expect(res.status).toBe(201)
    emailUpdateResponse.parse(res.body)
    const db = reopenDb()
    expect((await db.emails.get(withIt.id))?.labels).toEqual(withIt.labels.filter((l) => l !== 'important'))
    expect((await db.emails.get(without.id))?.labels).toEqual([...without.labels, 'important'])
    await post({ ids: [withIt.id, without.id], label: 'important' })
    expect((await reopenDb().emails.get(withIt.id))?.labels).toContain('important')
    expect((await reopenDb().emails.get(without.id))?.labels).toEqual(without.labels)
  })

  it('merges data into each listed e-mail and the meta counts follow; persisted', async () => {
    const unread = seeded.filter((e) => e.folder === 'inbox' && !e.isDeleted && !e.isRead).map((e) => e.id)
    const res = await post({ ids: unread, data: { isRead: true } })
    expect(res.status).toBe(201)
    expect(res.body.emails.every((e) => e.isRead)).toBe(true)
    expect((await list()).body.emailsMeta.inbox).toBe(0)
    const target = unread[0]!
    await post({ ids: [target], data: { isDeleted: true, isStarred: true } })
    expect(ids(await list({ filter: 'trashed' }))).toContain(target)
    expect(ids(await list({ filter: 'starred' }))).not.toContain(target)
    await post({ ids: [target], data: { isDeleted: false, folder: 'spam' } })
    expect(ids(await list({ filter: 'spam' }))).toContain(target)
    const stored = await reopenDb().emails.get(target)
    expect(stored).toMatchObject({ isRead: true, isStarred: true, isDeleted: false, folder: 'spam' })
    expect(stored?.subject).toBe(seeded.find((e) => e.id === target)!.subject)
  })

  it.each([
    ['no ids', { data: { isRead: true } }, 'ids'],
    ['empty ids', { ids: [], data: { isRead: true } }, 'ids'],
    ['text ids', { ids: ['1'], data: { isRead: true } }, 'ids.0'],
    ['a key outside the whitelist', { ids: [1], data: { subject: 'hacked' } }, '_'],
    ['a wrong type', { ids: [1], data: { isRead: 'yes' } }, 'data.isRead'],
    ['an unknown folder', { ids: [1], data: { folder: 'archive' } }, 'data.folder'],
    ['an unknown label', { ids: [1], label: 'secret' }, 'label'],
    ['neither data nor label', { ids: [1] }, 'data'],
  ])('answers 400 for %s, writing nothing', async (_name, body, field) => {
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors).join(',')).toContain(field === '_' ? 'data' : field)
    expect(await reopenDb().emails.toArray()).toEqual(seeded)
  })

  it('answers 404 when an id is unknown and changes none of the listed e-mails', async () => {
    const res = await post({ ids: [1, 9999], data: { isRead: false } })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Email not found' })
    expect(await reopenDb().emails.get(1)).toEqual(seeded[0])
  })
})

// Issue #8: the list and its counts answer from cached key lists and projections; every write must show at once.
describe('the list after a write (no stale cache)', () => {
  it('moves, stars, labels and trashes an e-mail: views, search, order and counts follow at once', async () => {
    const target = seeded
      .filter((e) => e.folder === 'inbox' && !e.isDeleted && !e.isRead && !e.isStarred && !e.labels.includes('company'))
      .at(-1)!
    const q = target.subject.slice(0, 12).toUpperCase()
    // Warm the caches: the projection, the folder and label indexes, the time order, the counts.
    const before = await list()
    expect(before.body.emails.map((e) => e.id)).toContain(target.id)
    expect((await list({ q })).body.emails.map((e) => e.id)).toContain(target.id)
    expect((await list({ label: 'company' })).body.emails.map((e) => e.id)).not.toContain(target.id)
    await list({ filter: 'spam' })
    await list({ filter: 'starred' })

    expect((await post({ ids: [target.id], data: { folder: 'spam', isStarred: true } })).status).toBe(201)
    const inbox = await list({ q })
    expect(inbox.body.emails.map((e) => e.id)).not.toContain(target.id)
    expect(inbox.body.emailsMeta).toEqual({
      ...before.body.emailsMeta,
      inbox: before.body.emailsMeta.inbox - 1,
      spam: before.body.emailsMeta.spam + 1,
      star: before.body.emailsMeta.star + 1,
    })
    expect((await list({ filter: 'spam', q })).body.emails.map((e) => e.id)).toContain(target.id)
    expect((await list({ filter: 'starred' })).body.emails.map((e) => e.id)).toContain(target.id)
    // Still newest first: its place in the spam folder follows its time.
    const spam = (await list({ filter: 'spam' })).body.emails
    expect(spam.map((e) => e.time)).toEqual(
      spam
        .map((e) => e.time)
        .sort()
        .reverse(),
    )

    await post({ ids: [target.id], label: 'company' })
    expect((await list({ filter: 'spam', label: 'company' })).body.emails.map((e) => e.id)).toContain(target.id)

    await post({ ids: [target.id], data: { isDeleted: true } })
    const trashed = await list({ filter: 'trashed', q })
    expect(trashed.body.emails.map((e) => e.id)).toContain(target.id)
    // Trashed: no longer an unread spam nor a starred message; still out of the inbox.
    expect(trashed.body.emailsMeta).toEqual({ ...before.body.emailsMeta, inbox: before.body.emailsMeta.inbox - 1 })
    expect((await list({ filter: 'spam', label: 'company' })).body.emails.map((e) => e.id)).not.toContain(target.id)
  })
})

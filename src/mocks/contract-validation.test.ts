import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi, tokenFor } from '@/testing/mock-api'
import { reopenDb } from './db'
import type { BackupFile } from '@/api/contracts/pwa'

// Issue #14 item 4: invalid input refused (400 with field errors) by every endpoint that takes
// the field, because the contracts check it once; stored HTML sanitised on every write path.
setupMockApi()

type Errors = { message: string; errors: Record<string, string[]> }
const event = {
  title: 'Budget meeting',
  start: '2026-11-24T09:00:00.000Z',
  end: '2026-11-24T10:30:00.000Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Business' },
}
const invoice = {
  issuedDate: '2025-10-01',
  dueDate: '2025-10-31',
  client: {
    name: 'Mei Okafor',
    company: 'Fjord Design',
    companyEmail: 'mei@fjorddesign.example',
    address: '4 rue du Moulin',
    country: 'fr',
    contact: '+33 6 10 20 30 40',
  },
  service: 'App Design',
  total: 100,
}

describe('impossible calendar dates', () => {
  it.each([
    ['POST', '/apps/invoice', { ...invoice, issuedDate: '2026-02-30', dueDate: '2026-03-31' }, 'issuedDate'],
    ['POST', '/apps/invoice', { ...invoice, dueDate: '2025-11-31' }, 'dueDate'],
    ['PUT', '/apps/invoice/5002', { ...invoice, issuedDate: '2025-02-29' }, 'issuedDate'],
    ['POST', '/apps/calendar', { ...event, start: '2026-02-30T09:00:00.000Z', end: '2026-03-02T09:00:00.000Z' }, 'start'],
    ['POST', '/apps/calendar', { ...event, allDay: true, start: '2026-02-28', end: '2026-02-30' }, 'end'],
    ['PUT', '/apps/calendar/1', { end: '2026-04-31T10:00:00.000Z' }, 'end'],
    ['PATCH', '/apps/calendar/1', { start: '2026-11-24T24:30:00.000Z' }, 'start'],
  ])('%s %s refuses %j (400 on the field, nothing written)', async (method, path, body, field) => {
    const before = await reopenDb()
      .table(path.includes('invoice') ? 'invoices' : 'calendarEvents')
      .toArray()
    const res = await call<Errors>(path, { method, body })
    expect(res.status).toBe(400)
    expect(res.body.errors[field]).toEqual(['validation.date'])
    expect(
      await reopenDb()
        .table(path.includes('invoice') ? 'invoices' : 'calendarEvents')
        .toArray(),
    ).toEqual(before)
  })
})

describe('calendar event links', () => {
  it.each([
    'javascript:alert(document.cookie)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example/x',
  ])('refuses the url %j on create, replace and patch', async (url) => {
    const before = await reopenDb().calendarEvents.toArray()
    for (const [method, path, body] of [
      ['POST', '/apps/calendar', { ...event, url }],
      ['PUT', '/apps/calendar/1', { url }],
      ['PATCH', '/apps/calendar/1', { url }],
    ] as const) {
      const res = await call<Errors>(path, { method, body })
      expect(res.status, `${method} ${path}`).toBe(400)
      expect(res.body.errors.url).toEqual(['validation.url'])
    }
    expect(await reopenDb().calendarEvents.toArray()).toEqual(before)
  })

  it('accepts an https link and no link', async () => {
    expect((await call('/apps/calendar', { method: 'POST', body: { ...event, url: 'https://meet.example.com/budget' } })).status).toBe(201)
    expect((await call('/apps/calendar/1', { method: 'PATCH', body: { url: '' } })).status).toBe(201) // this API's update answer (SPEC)
  })
})

describe('backup restore', () => {
  const restore = async (edit: (tables: BackupFile['tables']) => void) => {
    const token = await tokenFor('admin')
    const file = (await call<BackupFile>('/system/backup', { token })).body
    edit(file.tables)
    return call<{ code?: string; message: string }>('/system/restore', { method: 'POST', token, body: file })
  }

  it('stores e-mail and help-centre HTML sanitised (no script, handler or javascript: link survives)', async () => {
    const res = await restore((t) => {
      t.emails![0]!.message =
        '<p>Hi</p><script>alert(1)</script><img src="/images/a.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>'
      const article = t.helpArticles![0] as { content: Record<string, string> }
      article.content.en = '<p onclick="steal()">Help</p><iframe src="https://evil.example.com"></iframe>'
      const reply = (t.emails!.find((e) => (e.replies as unknown[]).length > 0)!.replies as { message: string }[])[0]!
      reply.message = '<p>Re</p><script>alert(2)</script>'
    })
    expect(res.status).toBe(200)
    const db = reopenDb()
    const stored = [
      (await db.emails.orderBy('id').first())!.message,
      ...(await db.emails.toArray()).flatMap((e) => e.replies.map((r) => r.message)),
      JSON.stringify((await db.helpArticles.toArray()).map((a) => a.content)),
    ]
    for (const html of stored) expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i)
    expect((await db.emails.orderBy('id').first())!.message).toContain('<p>Hi</p>')
  })

  it.each([
    ['a javascript: event link', (t: BackupFile['tables']) => void (t.calendarEvents![0]!.url = 'javascript:alert(1)')],
    ['an impossible event date', (t: BackupFile['tables']) => void (t.calendarEvents![0]!.start = '2026-02-30T09:00:00.000Z')],
    ['an impossible invoice date', (t: BackupFile['tables']) => void (t.invoices![0]!.dueDate = '2025-02-30')],
  ])('refuses %s (400 badRow, nothing changed)', async (_name, edit) => {
    const before = (await call<BackupFile>('/system/backup', { token: await tokenFor('admin') })).body.tables
    const res = await restore(edit)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('badRow')
    expect((await call<BackupFile>('/system/backup', { token: await tokenFor('admin') })).body.tables).toEqual(before)
  })

  it('the seed itself is stored sanitised (the fixture e-mail with a script is stored without it)', async () => {
    const messages = (await reopenDb().emails.toArray()).map((e) => e.message)
    expect(messages.some((m) => m.includes('missing-preview.png'))).toBe(true)
    for (const m of messages) expect(m).not.toMatch(/<script|onerror/i)
  })
})

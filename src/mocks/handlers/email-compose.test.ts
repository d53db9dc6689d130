import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi, tokenFor } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import { email as emailSchema, type Email, type EmailListResponse } from '@/api/contracts/email'

setupMockApi()

type Answer = Email & { message: string; errors: Record<string, string[]> }
const send = (body: unknown, token?: string) => call<Answer>('/apps/email/send', { method: 'POST', body, token })
const newDraft = (body: unknown) => call<Answer>('/apps/email/drafts', { method: 'POST', body })
const putDraft = (id: number | string, body: unknown) => call<Answer>(`/apps/email/drafts/${id}`, { method: 'PUT', body })
const reply = (id: number | string, body: unknown) => call<Answer>(`/apps/email/${id}/reply`, { method: 'POST', body })
const list = (query: Record<string, string>) => call<EmailListResponse>('/apps/email', { query })
const all = () => reopenDb().emails.toArray()

const valid = { to: ['Nora.Mansour@example.org'], cc: ['a@example.com'], bcc: [], subject: 'Hello', message: '<p>Hi <b>Nora</b></p>' }

/** HTML that must never survive storage: script, event handlers, javascript: links, remote images. */
const XSS = [
  '<p>ok</p><script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<p onclick="alert(1)">click</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<img src="https://evil.example/track.png">',
  '<svg onload="alert(1)"></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(https://evil.example/x)">styled</p>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
]
function expectNeutral(html: string) {
  expect(html).not.toMatch(/<script|<svg|<iframe|\son\w+=|javascript:|https:\/\/evil|style=|data:text/i)
}

describe('POST /api/apps/email/send', () => {
  it('stores the e-mail in sent, newest first, addresses lowercased, from the signed-in user', async () => {
    const token = await tokenFor('admin')
    const res = await send(valid, token)
    expect(res.status).toBe(201)
    emailSchema.parse(res.body)
    expect(res.body).toMatchObject({
      folder: 'sent',
      subject: 'Hello',
      to: [{ email: 'nora.mansour@example.org', name: 'nora.mansour@example.org' }],
      cc: ['a@example.com'],
      from: { email: 'admin@demo.com', name: 'Camille Laurent' },
      isRead: true,
      isDeleted: false,
      replies: [],
    })
    const stored = await reopenDb().emails.get(res.body.id)
    expect(stored).toEqual(res.body)
    expect(res.body.id).toBe(Math.max(...(await all()).filter((e) => e.id !== res.body.id).map((e) => e.id)) + 1)
    const sent = await list({ filter: 'sent' })
    expect(sent.body.emails[0]?.id).toBe(res.body.id)
  })

  it('removes the draft it was written from, in the same write; the draft count follows', async () => {
    const before = (await list({ filter: 'draft' })).body
    const draftId = before.emails[0]!.id
    const res = await send({ ...valid, draftId })
    expect(res.status).toBe(201)
    expect(await reopenDb().emails.get(draftId)).toBeUndefined()
    const after = (await list({ filter: 'draft' })).body
    expect(after.emailsMeta.draft).toBe(before.emailsMeta.draft - 1)
  })

  it('answers 404 for a draftId that is not a draft, storing nothing', async () => {
    const before = await all()
    const inboxId = before.find((e) => e.folder === 'inbox')!.id
    for (const draftId of [99999, inboxId]) {
      const res = await send({ ...valid, draftId })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ message: 'Draft not found' })
    }
    expect(await all()).toEqual(before)
  })

  it.each([
    ['no recipient', { ...valid, to: [] }, 'to'],
    ['an invalid address in To', { ...valid, to: ['not-an-address'] }, 'to.0'],
    ['an invalid address in Cc', { ...valid, cc: ['a@b.c', 'nope@'] }, 'cc.1'],
    ['an invalid address in Bcc', { ...valid, bcc: [42] }, 'bcc.0'],
    ['no subject', { ...valid, subject: '   ' }, 'subject'],
    ['a subject too long', { ...valid, subject: 'x'.repeat(201) }, 'subject'],
    ['too many recipients', { ...valid, to: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`) }, 'to'],
    ['an unknown field', { ...valid, folder: 'inbox' }, '_'],
    ['a message that is not text', { ...valid, message: 5 }, 'message'],
  ])('answers 400 for %s, storing nothing', async (_name, body, field) => {
    const before = await all()
    const res = await send(body)
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors)).toContain(field)
    expect(await all()).toEqual(before)
  })

  it.each(XSS)('neutralises %s before storing it', async (payload) => {
    const res = await send({ ...valid, message: payload })
    expect(res.status).toBe(201)
    expectNeutral((await reopenDb().emails.get(res.body.id))!.message)
  })
})

describe('drafts: POST /api/apps/email/drafts and PUT /api/apps/email/drafts/{id}', () => {
  it('keeps a half-written e-mail in the draft folder, then replaces what it holds', async () => {
    const before = (await list({ filter: 'draft' })).body.emailsMeta.draft
    const res = await newDraft({ to: [], subject: 'Half', message: '<p>To be continued</p>' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ folder: 'draft', subject: 'Half', to: [], isDeleted: false })
    const drafts = (await list({ filter: 'draft' })).body
    expect(drafts.emailsMeta.draft).toBe(before + 1)
    expect(drafts.emails.map((e) => e.id)).toContain(res.body.id)

    const put = await putDraft(res.body.id, { to: ['x@example.com'], subject: 'Whole', message: '<p>Done</p>' })
    expect(put.status).toBe(200)
    expect(await reopenDb().emails.get(res.body.id)).toMatchObject({
      folder: 'draft',
      subject: 'Whole',
      to: [{ email: 'x@example.com' }],
      message: '<p>Done</p>',
    })
  })

  it('answers 400 for an invalid address in a draft, storing nothing', async () => {
    const before = await all()
    const res = await newDraft({ to: ['nope'] })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ 'to.0': ['validation.email'] })
    const draftId = before.find((e) => e.folder === 'draft' && !e.isDeleted)!.id
    expect((await putDraft(draftId, { cc: ['still nope'] })).status).toBe(400)
    expect(await all()).toEqual(before)
  })

  it('answers 404 when the id is not a draft (unknown, non canonical, or another folder)', async () => {
    const before = await all()
    const inboxId = before.find((e) => e.folder === 'inbox')!.id
    for (const id of [99999, '01', 'abc', inboxId]) {
      const res = await putDraft(id, { subject: 'x' })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ message: 'Draft not found' })
    }
    expect(await all()).toEqual(before)
  })

  it.each(XSS)('neutralises %s in a draft, created or replaced', async (payload) => {
    const res = await newDraft({ message: payload })
    expectNeutral((await reopenDb().emails.get(res.body.id))!.message)
    await putDraft(res.body.id, { message: `<p>again</p>${payload}` })
    expectNeutral((await reopenDb().emails.get(res.body.id))!.message)
  })
})

describe('POST /api/apps/email/{id}/reply', () => {
  it('appends a reply to the thread, to the sender, with "Re:" once; the e-mail becomes read', async () => {
    const original = (await all()).find((e) => e.folder === 'inbox' && !e.subject.startsWith('Re:') && !e.isRead)!
    const res = await reply(original.id, { message: '<p>Thanks!</p>' })
    expect(res.status).toBe(201)
    emailSchema.parse(res.body)
    const stored = (await reopenDb().emails.get(original.id))!
    expect(stored.replies).toHaveLength(original.replies.length + 1)
    expect(stored.replies.at(-1)).toMatchObject({
      message: '<p>Thanks!</p>',
      subject: `Re: ${original.subject}`,
      to: [{ email: original.from.email, name: original.from.name }],
      from: { email: 'admin@demo.com' },
    })
    expect(stored.isRead).toBe(true)
    const second = await reply(original.id, { message: '<p>Again</p>' })
    expect(second.body.replies.at(-1)?.subject).toBe(`Re: ${original.subject}`)
    expect(new Set(second.body.replies.map((r) => r.id)).size).toBe(second.body.replies.length)
  })

  it.each([
    ['an empty message', { message: '' }],
    ['an empty editor', { message: '<p></p>' }],
    ['a message that only held a script', { message: '<script>alert(1)</script>' }],
    ['no message', {}],
    ['an unknown field', { message: '<p>x</p>', subject: 'y' }],
  ])('answers 400 for %s, storing nothing', async (_name, body) => {
    const before = await all()
    const res = await reply(before[0]!.id, body)
    expect(res.status).toBe(400)
    expect(res.body.errors).toBeDefined()
    expect(await all()).toEqual(before)
  })

  it('answers 404 for an unknown id, storing nothing', async () => {
    const before = await all()
    for (const id of [99999, '0x1', 'abc']) {
      const res = await reply(id, { message: '<p>x</p>' })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ message: 'Email not found' })
    }
    expect(await all()).toEqual(before)
  })

  it.each(XSS)('neutralises %s in a reply', async (payload) => {
    const id = (await all())[0]!.id
    const res = await reply(id, { message: `<p>reply</p>${payload}` })
    expect(res.status).toBe(201)
    expectNeutral((await reopenDb().emails.get(id))!.replies.at(-1)!.message)
  })
})

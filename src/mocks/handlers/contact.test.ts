import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import type { EmailListResponse } from '@/api/contracts/email'

setupMockApi()

type Refusal = { message: string; errors: Record<string, string[]> }
const inbox = async () => (await call<EmailListResponse>('/apps/email', { query: { filter: 'inbox' } })).body

describe('POST /api/pages/contact', () => {
  it('stores the message as an unread e-mail in the inbox, its text escaped', async () => {
    const before = await inbox()
    const res = await call<{ id: number }>('/pages/contact', {
      method: 'POST',
      body: { name: 'Camille Martin', email: 'camille@example.com', message: 'Hello <b>team</b>,\n\nCan we talk?' },
    })
    expect(res.status).toBe(201)
    const after = await inbox()
    expect(after.total).toBe(before.total + 1)
    const mail = after.emails.find((e) => e.id === res.body.id)!
    expect(mail.from).toMatchObject({ email: 'camille@example.com', name: 'Camille Martin' })
    expect(mail.subject).toBe('Contact: Camille Martin')
    expect(mail.message).toBe('<p>Hello &lt;b&gt;team&lt;/b&gt;,</p><p>Can we talk?</p>')
    expect(mail.isRead).toBe(false)
    expect(after.emailsMeta.inbox).toBe(before.emailsMeta.inbox + 1)
  })

  it('refuses an invalid message with field errors and stores nothing', async () => {
    const before = await inbox()
    const res = await call<Refusal>('/pages/contact', { method: 'POST', body: { name: 'C', email: 'camille@', message: 'short' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      name: ['validation.min2'],
      email: ['validation.email'],
      message: ['front:validation.messageMin'],
    })
    expect((await inbox()).total).toBe(before.total)
  })
})

describe('POST /api/pages/newsletter', () => {
  it('subscribes an address once: 201, then 200 with the first subscription', async () => {
    const first = await call<{ email: string; subscribedAt: string }>('/pages/newsletter', {
      method: 'POST',
      body: { email: 'ines@example.com' },
    })
    expect(first.status).toBe(201)
    expect(first.body.email).toBe('ines@example.com')
    const again = await call<{ email: string; subscribedAt: string }>('/pages/newsletter', {
      method: 'POST',
      body: { email: 'INES@example.com' },
    })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
  })

  it('refuses a malformed address (400 with the field error)', async () => {
    const res = await call<Refusal>('/pages/newsletter', { method: 'POST', body: { email: 'nope' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ email: ['validation.email'] })
    expect((await call<Refusal>('/pages/newsletter', { method: 'POST', body: {} })).status).toBe(400)
  })
})

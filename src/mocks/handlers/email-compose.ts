import { http } from '../lib/http'
import { db } from '../db'
import { requireAuth } from '../lib/auth'
import { nextId, parseId } from '../lib/ids'
import { created, json, notFound } from '../lib/respond'
import { readBody } from '../lib/body'
import type { Email, EmailReply } from '@/api/contracts/email'
import { emailDraftInput, emailReplyInput, emailSendInput } from '@/api/contracts/email-compose'
import type { z } from 'zod'

/** The mailbox's owner when the call carries no session (the template's endpoints are public). */
const OWNER: Email['from'] = { email: 'admin@demo.com', name: 'Camille Laurent', avatar: '/images/avatars/1.svg' }

/** Who writes: the signed-in user of the bearer token, else the mailbox's owner. */
async function sender(request: Request): Promise<Email['from']> {
  const account = await requireAuth(request).catch(() => undefined)
  return account ? { email: account.email, name: account.fullName, avatar: account.avatar ?? OWNER.avatar } : OWNER
}

type Written = z.output<typeof emailDraftInput>
const EMPTY: Written = { to: [], cc: [], bcc: [], subject: '', message: '' }

/** A new e-mail (without thread) of `folder` from what was written. */
const written = (id: number, from: Email['from'], body: Written, folder: 'sent' | 'draft'): EmailReply => ({
  id,
  from,
  to: body.to.map((email) => ({ email, name: email })),
  cc: body.cc,
  bcc: body.bcc,
  subject: body.subject,
  message: body.message,
  attachments: [],
  isStarred: false,
  labels: [],
  time: new Date().toISOString(),
  folder,
  isRead: true,
  isDeleted: false,
})
const compose = (id: number, from: Email['from'], body: Written, folder: 'sent' | 'draft'): Email => ({
  ...written(id, from, body, folder),
  replies: [],
})

/** The draft of this id, inside the caller's transaction; 404 `Draft not found` for any other e-mail. */
async function draftOr404(id: number | undefined): Promise<Email> {
  const row = id === undefined ? undefined : await db.emails.get(id)
  return row && row.folder === 'draft' && !row.isDeleted ? row : notFound('Draft not found')
}

/**
 * The writes of the compose window and the reply card (DECISIONS section 9). Each validates its
 * body first (400 with field errors, nothing stored); the HTML is sanitised by the contract.
 */
export const emailComposeHandlers = [
  // Stores the e-mail in `sent` (201 with it); with `draftId`, removes that draft in the same transaction.
  http.post('*/api/apps/email/send', async ({ request }) => {
    const { draftId, ...body } = await readBody(request, emailSendInput)
    const from = await sender(request)
    const sent = await db.transaction('rw', db.emails, async () => {
      if (draftId !== undefined) {
        await draftOr404(draftId)
        await db.emails.delete(draftId)
      }
      const row = compose(await nextId(db.emails), from, body, 'sent')
      await db.emails.add(row)
      return row
    })
    return created(sent satisfies Email)
  }),

  // A new draft in `draft` (201).
  http.post('*/api/apps/email/drafts', async ({ request }) => {
    const body = await readBody(request, emailDraftInput)
    const from = await sender(request)
    const draft = await db.transaction('rw', db.emails, async () => {
      const row = compose(await nextId(db.emails), from, body, 'draft')
      await db.emails.add(row)
      return row
    })
    return created(draft satisfies Email)
  }),

  // Replaces what a draft holds (200); 404 when the id is not a draft.
  http.put('*/api/apps/email/drafts/:id', async ({ request, params }) => {
    const id = parseId(params.id)
    await draftOr404(id)
    const body = await readBody(request, emailDraftInput)
    const draft = await db.transaction('rw', db.emails, async () => {
      const stored = await draftOr404(id)
      const row: Email = { ...compose(stored.id, stored.from, body, 'draft'), labels: stored.labels, isStarred: stored.isStarred }
      await db.emails.put(row)
      return row
    })
    return json(draft satisfies Email)
  }),

  // Appends a reply to the thread (to the original sender, "Re: subject"); 201 with the e-mail.
  http.post('*/api/apps/email/:id/reply', async ({ request, params }) => {
    const id = parseId(params.id)
    if (id === undefined || !(await db.emails.get(id))) notFound('Email not found')
    const { message } = await readBody(request, emailReplyInput)
    const from = await sender(request)
    const updated = await db.transaction('rw', db.emails, async () => {
      const email = (await db.emails.get(id)) ?? notFound('Email not found')
      // Replying to one's own message writes to its first recipient; otherwise to its sender.
      const to = email.from.email === from.email ? (email.to[0] ?? email.from) : { email: email.from.email, name: email.from.name }
      const reply: EmailReply = {
        ...written(Math.max(email.id * 1000, ...email.replies.map((r) => r.id)) + 1, from, { ...EMPTY, message }, 'sent'),
        to: [{ email: to.email, name: to.name }],
        subject: /^re:/i.test(email.subject) ? email.subject : `Re: ${email.subject}`,
      }
      const row: Email = { ...email, isRead: true, replies: [...email.replies, reply] }
      await db.emails.put(row)
      return row
    })
    return created(updated satisfies Email)
  }),
]

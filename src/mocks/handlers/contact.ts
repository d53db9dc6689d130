import { http } from '../lib/http'
import { db } from '../db'
import { created, json } from '../lib/respond'
import { readBody } from '../lib/body'
import { nextId } from '../lib/ids'
import type { Email } from '@/api/contracts/email'
import { contactRequest, newsletterRequest, type NewsletterResponse } from '@/api/contracts/pages-contact'

/** The address the front pages show (features/front-pages/lib/mailto.ts). */
const CONTACT_TO = { email: 'hello@vermilion.example.com', name: 'Vermilion' }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The visitor's text as the e-mail's HTML: escaped, one paragraph per block. */
const asHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')

export const contactHandlers = [
  // The landing's contact form: an unread e-mail in the back-office inbox.
  http.post('*/api/pages/contact', async ({ request }) => {
    const body = await readBody(request, contactRequest)
    const id = await db.transaction('rw', db.emails, async () => {
      const email: Email = {
        id: await nextId(db.emails),
        to: [CONTACT_TO],
        from: { email: body.email, name: body.name, avatar: '' },
        subject: `Contact: ${body.name}`,
        cc: [],
        bcc: [],
        message: asHtml(body.message),
        attachments: [],
        isStarred: false,
        labels: [],
        time: new Date().toISOString(),
        folder: 'inbox',
        isRead: false,
        isDeleted: false,
        replies: [],
      }
      await db.emails.add(email)
      return email.id
    })
    return created({ id })
  }),
  // The footer's newsletter form: one subscription per address (case-insensitive).
  http.post('*/api/pages/newsletter', async ({ request }) => {
    const { email } = await readBody(request, newsletterRequest)
    const key = `newsletter:${email.toLowerCase()}`
    const { row, added } = await db.transaction('rw', db.meta, async () => {
      const before = (await db.meta.get(key))?.value as NewsletterResponse | undefined
      if (before) return { row: before, added: false }
      const value: NewsletterResponse = { email, subscribedAt: new Date().toISOString() }
      await db.meta.put({ key, value })
      return { row: value, added: true }
    })
    return added ? created(row) : json(row)
  }),
]

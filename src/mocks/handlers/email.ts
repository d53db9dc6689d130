import { http } from 'msw'
import { db } from '../db'
import { matches, param } from '../lib/list-query'
import { created, fail, json, readBody } from '../lib/respond'
import { emailUpdateRequest, type Email, type EmailListResponse, type EmailUpdateResponse } from '@/api/contracts/email'

function inView(email: Email, filter: string): boolean {
  if (filter === 'trashed') return email.isDeleted
  if (filter === 'starred') return email.isStarred && !email.isDeleted
  return email.folder === filter && !email.isDeleted
}

function meta(all: Email[]): EmailListResponse['emailsMeta'] {
  return {
    inbox: all.filter((e) => e.folder === 'inbox' && !e.isDeleted && !e.isRead).length,
    draft: all.filter((e) => e.folder === 'draft' && !e.isDeleted).length,
    spam: all.filter((e) => e.folder === 'spam' && !e.isDeleted && !e.isRead).length,
    star: all.filter((e) => e.isStarred && !e.isDeleted).length,
  }
}

export const emailHandlers = [
  // q on sender name or subject; filter (default inbox): a folder, 'starred' or 'trashed'; label.
  // Newest first.
  http.get('*/api/apps/email', async ({ request }) => {
    const params = new URL(request.url).searchParams
    const q = (params.get('q') ?? '').trim().toLowerCase()
    const filter = param(params, 'filter') ?? 'inbox'
    const label = param(params, 'label')
    const all = await db.emails.orderBy('time').reverse().toArray()
    const emails = all.filter((e) => matches(q, e.from.name, e.subject) && inView(e, filter) && (!label || (e.labels as string[]).includes(label)))
    return json({ emails, emailsMeta: meta(all) } satisfies EmailListResponse)
  }),

  // With `label`: toggles it on each listed e-mail. Without: merges `data`. 201 with the e-mails;
  // 404 (nothing written) when an id is unknown. One transaction.
  http.post('*/api/apps/email', async ({ request }) => {
    const body = await readBody(request, emailUpdateRequest)
    if (!body.ok) return body.response
    const { ids, data, label } = body.data
    const unique = [...new Set(ids)]
    const result = await db.transaction('rw', db.emails, async () => {
      const rows = await db.emails.bulkGet(unique)
      if (rows.some((r) => !r)) return null
      const updated = (rows as Email[]).map((email): Email => {
        if (!label) return { ...email, ...data }
        const has = email.labels.includes(label)
        const labels = has ? email.labels.filter((l) => l !== label) : [...email.labels, label]
        return { ...email, labels }
      })
      await db.emails.bulkPut(updated)
      return updated
    })
    if (!result) return fail(404, 'Email not found')
    return created({ emails: result } satisfies EmailUpdateResponse)
  }),
]

import { http } from '../lib/http'
import { db } from '../db'
import { haystack, listKeys, pageOfKeys, type ListSpec } from '../lib/list-index'
import { rowsOf } from '../lib/list-index'
import { param } from '../lib/list-index'
import { created, json, notFound } from '../lib/respond'
import { readBody } from '../lib/body'
import { emailComposeHandlers } from './email-compose'
import { emailUpdateRequest, type Email, type EmailListResponse, type EmailUpdateResponse } from '@/api/contracts/email'

/** What the list keeps in memory per e-mail: the searched text (sender name, subject) and the flags. */
interface Projected {
  text: string
  deleted: boolean
  starred: boolean
  read: boolean
}
const project = (e: Email): Projected => ({
  text: haystack(e.from.name, e.subject),
  deleted: e.isDeleted,
  starred: e.isStarred,
  read: e.isRead,
})
const projection = { id: 'list', project }

/** A view: a folder (answered by the folder index) or the starred / trashed flags, and what the flags must be. */
function view(filter: string): { folder?: string; keep: (p: Projected) => boolean } {
  if (filter === 'trashed') return { keep: (p) => p.deleted }
  if (filter === 'starred') return { keep: (p) => p.starred && !p.deleted }
  return { folder: filter, keep: (p) => !p.deleted }
}

/** How many e-mails of `folder` (any when undefined) pass `keep`: cached key lists and projections, no record read. */
async function count(folder: string | undefined, keep: (p: Projected) => boolean): Promise<number> {
  const spec: Omit<ListSpec<Email, Projected>, 'page' | 'itemsPerPage'> = {
    table: db.emails,
    where: [['folder', folder]],
    projection,
    test: keep,
    order: { index: null },
  }
  return (await listKeys(spec)).length
}

async function meta(): Promise<EmailListResponse['emailsMeta']> {
  return {
    inbox: await count('inbox', (p) => !p.deleted && !p.read),
    draft: await count('draft', (p) => !p.deleted),
    spam: await count('spam', (p) => !p.deleted && !p.read),
    star: await count(undefined, (p) => p.starred && !p.deleted),
  }
}

export const emailHandlers = [
  // q on sender name or subject; filter (default inbox): a folder, 'starred' or 'trashed'; label.
  // Newest first. Every match by default (SPEC); a mail client pages with page & itemsPerPage
  // (issue #8: a page of a 100,000-mail box answers as fast as the first).
  http.get('*/api/apps/email', async ({ request }) => {
    const params = new URL(request.url).searchParams
    const q = (params.get('q') ?? '').trim().toLowerCase()
    const { folder, keep } = view(param(params, 'filter') ?? 'inbox')
    // The keys come from the indexes and the projection; all the records from one range read when
    // they are most of the table, a page from its keys.
    const keys = await listKeys({
      table: db.emails,
      where: [
        ['folder', folder],
        ['labels', param(params, 'label')],
      ],
      projection,
      test: q ? (p) => keep(p) && p.text.includes(q) : keep,
      order: { index: 'time', desc: true },
    })
    const perPage = Number(params.get('itemsPerPage') ?? -1)
    const page = Math.max(1, Math.trunc(Number(params.get('page') ?? 1)) || 1)
    const emails =
      Number.isInteger(perPage) && perPage > 0 ? await pageOfKeys(db.emails, keys, page, perPage) : await rowsOf(db.emails, keys)
    return json({ emails, total: keys.length, emailsMeta: await meta() } satisfies EmailListResponse)
  }),

  // With `label`: toggles it on each listed e-mail. Without: merges `data`. 201 with the e-mails;
  // 404 (nothing written) when an id is unknown. One transaction.
  http.post('*/api/apps/email', async ({ request }) => {
    const body = await readBody(request, emailUpdateRequest)
    const { ids, data, label } = body
    const unique = [...new Set(ids)]
    const result = await db.transaction('rw', db.emails, async () => {
      const rows = await db.emails.bulkGet(unique)
      if (rows.some((r) => !r)) notFound('Email not found')
      const updated = (rows as Email[]).map((email): Email => {
        if (!label) return { ...email, ...data }
        const has = email.labels.includes(label)
        const labels = has ? email.labels.filter((l) => l !== label) : [...email.labels, label]
        return { ...email, labels }
      })
      await db.emails.bulkPut(updated)
      return updated
    })
    return created({ emails: result } satisfies EmailUpdateResponse)
  }),

  // Send, drafts and reply (DECISIONS section 9).
  ...emailComposeHandlers,
]

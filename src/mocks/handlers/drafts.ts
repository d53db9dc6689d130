import { http } from '../lib/http'
import { db } from '../db'
import { empty, fail, json } from '../lib/respond'
import { readBody } from '../lib/body'
import { draftBody, draftKey, type Draft } from '@/api/contracts/pwa'

/** A draft holds what was typed in one form; a few hundred kB at most. */
const MAX_DRAFT_CHARS = 256 * 1024

/**
 * Form drafts: what the user was typing, kept in the database while the app reloads for an
 * update. Public (forms such as sign-up are drafted before anyone is signed in); keyed by form.
 */
export const draftHandlers = [
  http.get('*/api/drafts/:key', async ({ params }) => {
    const key = draftKey.safeParse(params.key)
    if (!key.success) return fail(400, 'Invalid draft key')
    const row = await db.drafts.get(key.data)
    return row ? json<Draft>(row) : fail(404, 'Not found')
  }),

  http.put('*/api/drafts/:key', async ({ params, request }) => {
    const key = draftKey.safeParse(params.key)
    if (!key.success) return fail(400, 'Invalid draft key')
    const body = await readBody(request, draftBody)
    if (JSON.stringify(body.values).length > MAX_DRAFT_CHARS) return fail(413, 'Draft too large')
    const row: Draft = { key: key.data, values: body.values, savedAt: new Date().toISOString() }
    await db.drafts.put(row)
    return json(row)
  }),

  http.delete('*/api/drafts/:key', async ({ params }) => {
    const key = draftKey.safeParse(params.key)
    if (!key.success) return fail(400, 'Invalid draft key')
    await db.drafts.delete(key.data)
    return empty(204)
  }),
]

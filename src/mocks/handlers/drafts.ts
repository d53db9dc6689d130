import { http } from '../lib/http'
import { db } from '../db'
import { empty, fail, halt, json, notFound } from '../lib/respond'
import { readBody } from '../lib/body'
import { draftBody, draftKey, type Draft } from '@/api/contracts/pwa'

/** A draft holds what was typed in one form; a few hundred kB at most. */
const MAX_DRAFT_CHARS = 256 * 1024

/** The draft key of the path; stops the handler with 400 when it is not one. */
const keyOf = (value: unknown) => {
  const key = draftKey.safeParse(value)
  return key.success ? key.data : halt(fail(400, 'Invalid draft key'))
}

/**
 * Form drafts: what the user was typing, kept in the database while the app reloads for an
 * update. Public (forms such as sign-up are drafted before anyone is signed in); keyed by form.
 */
export const draftHandlers = [
  http.get('*/api/drafts/:key', async ({ params }) => {
    const row = await db.drafts.get(keyOf(params.key))
    return json<Draft>(row ?? notFound())
  }),

  http.put('*/api/drafts/:key', async ({ params, request }) => {
    const key = keyOf(params.key)
    const body = await readBody(request, draftBody)
    if (JSON.stringify(body.values).length > MAX_DRAFT_CHARS) return fail(413, 'Draft too large')
    const row: Draft = { key, values: body.values, savedAt: new Date().toISOString() }
    await db.drafts.put(row)
    return json(row)
  }),

  http.delete('*/api/drafts/:key', async ({ params }) => {
    await db.drafts.delete(keyOf(params.key))
    return empty(204)
  }),
]

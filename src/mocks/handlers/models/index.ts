import { HttpResponse } from 'msw'
import { http } from '../../lib/http'
import { db } from '../../db'
import { requireAuth } from '../../lib/auth'
import { fieldErrors, hasErrors } from '../../lib/field-errors'
import { parseId, pathId, pathRecord, recordOr404 } from '../../lib/ids'
import { created, fail, halt, json, noContent } from '../../lib/respond'
import type { ModelPhoto, StoredModel } from '@/api/contracts/models'
import { inUse, isForced } from '../platform'
import { modelList, usageByModel, withCount } from './model-list'
import { newPhotoRecords, readModelRequest, validate } from './model-request'

/**
 * Persona models (DECISIONS section 6, rule access models). Photos arrive as multipart files,
 * are stored as Blobs in `modelPhotos` and served by GET /api/models/{id}/photos/{photoId};
 * seeded photos are static files under /images/models/. accountCount is derived over both
 * platforms.
 */
const rule = { action: 'access', subject: 'models' }
const NOT_FOUND = 'Model not found'
const photoUrl = (modelId: number, photoId: string) => `/api/models/${modelId}/photos/${photoId}`

/** Bearer header, or the accessToken cookie for <img> requests (which cannot send headers). */
function withCookieToken(request: Request, cookies: Record<string, string>): Request {
  if (request.headers.get('Authorization') || !cookies.accessToken) return request
  const headers = new Headers(request.headers)
  headers.set('Authorization', `Bearer ${cookies.accessToken}`)
  return new Request(request.url, { method: request.method, headers })
}

export const modelHandlers = [
  http.get('*/api/models', async ({ request }) => {
    await requireAuth(request, rule)
    return json(await modelList(request.url))
  }),

  http.post('*/api/models', async ({ request }) => {
    await requireAuth(request, rule)
    const req = await readModelRequest(request)
    const { errors, data, message } = validate(req, req.files.length)
    if (!data || hasErrors(errors)) fieldErrors(errors, message)
    const row = await db.transaction('rw', db.models, db.modelPhotos, async () => {
      const id = await db.models.add({ ...data, photos: [], createdAt: new Date().toISOString() } as unknown as StoredModel)
      const records = newPhotoRecords(id, req.files)
      await db.modelPhotos.bulkAdd(records)
      const photos: ModelPhoto[] = records.map((r) => ({ id: r.id, url: photoUrl(id, r.id) }))
      await db.models.update(id, { photos })
      return (await db.models.get(id))!
    })
    return created(withCount(row, new Map()))
  }),

  http.get('*/api/models/:id', async ({ request, params }) => {
    await requireAuth(request, rule)
    const row = await pathRecord(db.models, params.id, NOT_FOUND)
    return json(withCount(row, await usageByModel()))
  }),

  http.put('*/api/models/:id', async ({ request, params }) => {
    await requireAuth(request, rule)
    const current = await pathRecord(db.models, params.id, NOT_FOUND)
    const id = current.id
    const req = await readModelRequest(request)
    const currentIds = current.photos.map((p) => p.id)
    const keep = req.keep ? [...new Set(req.keep)] : currentIds
    const { errors, data, message } = validate(req, keep.length + req.files.length)
    if (keep.some((k) => !currentIds.includes(k))) (errors.keepPhotos ??= []).push('models:validation.photoUnknown')
    if (!data || hasErrors(errors)) fieldErrors(errors, message)
    const row = await db.transaction('rw', db.models, db.modelPhotos, async () => {
      const fresh = await recordOr404(db.models, id, NOT_FOUND)
      const removed = fresh.photos.filter((p) => !keep.includes(p.id)).map((p) => p.id)
      await db.modelPhotos.bulkDelete(removed)
      const records = newPhotoRecords(id, req.files)
      await db.modelPhotos.bulkAdd(records)
      const kept = keep.map((k) => fresh.photos.find((p) => p.id === k)!).filter(Boolean)
      const photos = [...kept, ...records.map((r) => ({ id: r.id, url: photoUrl(id, r.id) }))]
      const next: StoredModel = { ...fresh, ...data, photos }
      await db.models.put(next)
      return next
    })
    return json(withCount(row, await usageByModel()))
  }),

  // 409 `Model is used by N accounts` unless ?force=true, which unassigns it on both platforms first.
  http.delete('*/api/models/:id', async ({ request, params }) => {
    await requireAuth(request, rule)
    const id = pathId(params.id, NOT_FOUND)
    const force = isForced(request.url)
    await db.transaction('rw', [db.models, db.modelPhotos, db.tinderAccounts, db.fruitzAccounts], async () => {
      await recordOr404(db.models, id, NOT_FOUND)
      const tinder = db.tinderAccounts.where('modelId').equals(id)
      const fruitz = db.fruitzAccounts.where('modelId').equals(id)
      const count = (await tinder.count()) + (await fruitz.count())
      if (count > 0 && !force) halt(inUse('Model', count))
      await tinder.modify({ modelId: null })
      await fruitz.modify({ modelId: null })
      await db.modelPhotos.where('modelId').equals(id).delete()
      await db.models.delete(id)
    })
    return noContent()
  }),

  // The image bytes with their content type, so uploaded photos show offline.
  http.get('*/api/models/:id/photos/:photoId', async ({ request, params, cookies }) => {
    await requireAuth(withCookieToken(request, cookies), rule)
    const id = parseId(params.id)
    const photoId = String(params.photoId)
    const record = id === undefined ? undefined : await db.modelPhotos.get(photoId)
    if (!record || record.modelId !== id) {
      // A seeded photo is a static file: point there.
      const model = id === undefined ? undefined : await db.models.get(id)
      const seeded = model?.photos.find((p) => p.id === photoId && !p.url.startsWith('/api/'))
      if (seeded) return HttpResponse.redirect(new URL(seeded.url, request.url).href, 302)
      return fail(404, 'Photo not found')
    }
    return new HttpResponse(record.blob, {
      status: 200,
      headers: {
        'Content-Type': record.type || 'application/octet-stream',
        'Content-Length': String(record.size),
        'Cache-Control': 'private, max-age=31536000, immutable',
      },
    })
  }),
]

import { HttpResponse } from 'msw'
import { http } from '../lib/http'
import { z } from 'zod'
import { db, type ModelPhotoRecord } from '../db'
import { requireAuth } from '../lib/auth'
import { fold, haystack, listKeys, pageOfKeys, searchTest, tableVersion, type Order } from '../lib/list-index'
import { memoByTables, usageBy } from '../lib/list-extras'
import { param, parseListQuery } from '../lib/list-query'
import { created, fail, json, noContent } from '../lib/respond'
import {
  LANGUAGES, MODEL_SORT_KEYS, modelFields, photoCountError, photoFileError,
  type Model, type ModelLanguage, type ModelListResponse, type ModelPhoto, type ModelSortKey, type StoredModel,
} from '@/api/contracts/models'
import { fieldErrors, inUse } from './platform'

/**
 * Persona models (DECISIONS section 6, rule access models). Photos arrive as multipart files,
 * are stored as Blobs in `modelPhotos` and served by GET /api/models/{id}/photos/{photoId};
 * seeded photos are static files under /images/models/. accountCount is derived over both
 * platforms.
 */
const rule = { action: 'access', subject: 'models' }
const idParam = z.coerce.number().int().positive()
const notFound = () => fail(404, 'Model not found')
const photoUrl = (modelId: number, photoId: string) => `/api/models/${modelId}/photos/${photoId}`

/** Accounts per model id over both platforms, from the modelId indexes only (cached until either table is written). */
function usageByModel(): Promise<Map<number, number>> {
  return memoByTables('usage|models', [db.tinderAccounts, db.fruitzAccounts], async () => {
    const counts = new Map(await usageBy(db.tinderAccounts, 'modelId'))
    for (const [id, n] of await usageBy(db.fruitzAccounts, 'modelId')) counts.set(id, (counts.get(id) ?? 0) + n)
    return counts
  })
}

/** What the model list keeps in memory per model: the searched text and the folded name. */
interface ProjectedModel {
  id: number
  text: string
  name: string | null
}
const projectModel = (m: StoredModel): ProjectedModel => ({ id: m.id, text: haystack(m.name, m.bio, ...m.tags), name: fold(m.name) })

/** The order of each sort key; accountCount is derived from the accounts tables, named after their versions. */
function modelOrder(sortBy: ModelSortKey, usage: Map<number, number>): Order<ProjectedModel> {
  switch (sortBy) {
    case 'name':
      return { id: 'name', key: (p) => p.name }
    case 'accountCount':
      return { id: `accountCount@${tableVersion(db.tinderAccounts)}/${tableVersion(db.fruitzAccounts)}`, key: (p) => usage.get(p.id) ?? 0 }
    default:
      return { index: sortBy }
  }
}

/** Every tag and language in use, from the multiEntry indexes (distinct keys only, no record read; cached until a model is written). */
function modelFacets(): Promise<ModelListResponse['facets']> {
  return memoByTables('facets|models', [db.models], async () => {
    const [tags, languages] = await Promise.all([db.models.orderBy('tags').uniqueKeys(), db.models.orderBy('languages').uniqueKeys()])
    const used = new Set(languages)
    // Index order is code-unit order, as `[...tags].sort()` was.
    return { tags: tags.filter((t): t is string => typeof t === 'string'), languages: LANGUAGES.filter((l) => used.has(l)) }
  })
}

const withCount = (m: StoredModel, usage: Map<number, number>): Model => ({ ...m, accountCount: usage.get(m.id) ?? 0 })

interface ParsedModelRequest {
  fields: Record<string, unknown>
  files: File[]
  /** Ids of current photos to keep (update only); undefined keeps them all. */
  keep: string[] | undefined
}

/** Reads a multipart body (or JSON, which cannot carry files). */
async function readModelRequest(request: Request): Promise<ParsedModelRequest | null> {
  const type = request.headers.get('Content-Type') ?? ''
  try {
    if (type.includes('multipart/form-data')) {
      const form = await request.formData()
      const text = (key: string) => {
        const v = form.get(key)
        return typeof v === 'string' ? v : undefined
      }
      const list = (key: string) => form.getAll(key).filter((v): v is string => typeof v === 'string' && v !== '')
      const age = text('age')
      return {
        fields: {
          name: text('name'),
          age: age === undefined || age.trim() === '' ? undefined : Number(age),
          bio: text('bio'),
          tags: list('tags'),
          languages: list('languages'),
        },
        files: form.getAll('photos').filter((v): v is File => typeof v !== 'string'),
        keep: form.has('keepPhotos') ? list('keepPhotos') : undefined,
      }
    }
    const raw = (await request.json()) as Record<string, unknown>
    if (!raw || typeof raw !== 'object') return null
    const { keepPhotos, ...fields } = raw
    return { fields, files: [], keep: Array.isArray(keepPhotos) ? keepPhotos.map(String) : undefined }
  } catch {
    return null
  }
}

/** Field errors of the text fields and of the photos, all found before anything is written. */
function validate(req: ParsedModelRequest, photoTotal: number) {
  const errors: Record<string, string[]> = {}
  const parsed = modelFields.safeParse(req.fields)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? '_')] ??= []).push(issue.message)
  }
  const badFiles: string[] = []
  for (const file of req.files) {
    const error = photoFileError(file)
    if (!error) continue
    const list = (errors.photos ??= [])
    if (!list.includes(error)) list.push(error)
    badFiles.push(file.name || 'file')
  }
  const countError = photoCountError(photoTotal)
  if (countError) (errors.photos ??= []).push(countError)
  let message = 'Validation failed'
  if (badFiles.length) message = `Only images of at most 5 MB can be uploaded (rejected: ${badFiles.join(', ')})`
  else if (countError) message = 'A model needs between 1 and 6 photos'
  return { errors, data: parsed.success ? parsed.data : undefined, message }
}

function newPhotoRecords(modelId: number, files: File[]): ModelPhotoRecord[] {
  const now = new Date().toISOString()
  return files.map((file) => ({ id: crypto.randomUUID(), modelId, blob: file, type: file.type, name: file.name, size: file.size, createdAt: now }))
}

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
    const query = parseListQuery(request.url, MODEL_SORT_KEYS)
    const tag = param(query.params, 'tag')?.toLowerCase()
    const languageParam = param(query.params, 'language')
    const language = (LANGUAGES as readonly string[]).includes(languageParam ?? '') ? (languageParam as ModelLanguage) : undefined
    const usage = await usageByModel()
    const keys = await listKeys({
      table: db.models,
      where: [
        ['tags', tag],
        ['languages', language],
      ],
      projection: { id: 'list', project: projectModel },
      test: searchTest(query.q),
      order: query.sortBy ? { ...modelOrder(query.sortBy, usage), desc: query.orderBy === 'desc' } : { index: 'createdAt', desc: true },
    })
    const rows = await pageOfKeys(db.models, keys, query.page, query.itemsPerPage)
    const body: ModelListResponse = { models: rows.map((m) => withCount(m, usage)), total: keys.length, facets: await modelFacets() }
    return json(body)
  }),

  http.post('*/api/models', async ({ request }) => {
    await requireAuth(request, rule)
    const req = await readModelRequest(request)
    if (!req) return fieldErrors({ _: ['Malformed body'] }, 'Malformed body')
    const { errors, data, message } = validate(req, req.files.length)
    if (!data || Object.keys(errors).length) return fieldErrors(errors, message)
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
    const id = idParam.safeParse(params.id)
    const row = id.success ? await db.models.get(id.data) : undefined
    if (!row) return notFound()
    return json(withCount(row, await usageByModel()))
  }),

  http.put('*/api/models/:id', async ({ request, params }) => {
    await requireAuth(request, rule)
    const id = idParam.safeParse(params.id)
    const current = id.success ? await db.models.get(id.data) : undefined
    if (!id.success || !current) return notFound()
    const req = await readModelRequest(request)
    if (!req) return fieldErrors({ _: ['Malformed body'] }, 'Malformed body')
    const currentIds = current.photos.map((p) => p.id)
    const keep = req.keep ? [...new Set(req.keep)] : currentIds
    const { errors, data, message } = validate(req, keep.length + req.files.length)
    if (keep.some((k) => !currentIds.includes(k))) (errors.keepPhotos ??= []).push('models:validation.photoUnknown')
    if (!data || Object.keys(errors).length) return fieldErrors(errors, message)
    const row = await db.transaction('rw', db.models, db.modelPhotos, async () => {
      const fresh = await db.models.get(id.data)
      if (!fresh) return undefined
      const removed = fresh.photos.filter((p) => !keep.includes(p.id)).map((p) => p.id)
      await db.modelPhotos.bulkDelete(removed)
      const records = newPhotoRecords(id.data, req.files)
      await db.modelPhotos.bulkAdd(records)
      const kept = keep.map((k) => fresh.photos.find((p) => p.id === k)!).filter(Boolean)
      const photos = [...kept, ...records.map((r) => ({ id: r.id, url: photoUrl(id.data, r.id) }))]
      const next: StoredModel = { ...fresh, ...data, photos }
      await db.models.put(next)
      return next
    })
    if (!row) return notFound()
    return json(withCount(row, await usageByModel()))
  }),

  // 409 `Model is used by N accounts` unless ?force=true, which unassigns it on both platforms first.
  http.delete('*/api/models/:id', async ({ request, params }) => {
    await requireAuth(request, rule)
    const id = idParam.safeParse(params.id)
    if (!id.success) return notFound()
    const force = ['true', '1'].includes(new URL(request.url).searchParams.get('force') ?? '')
    const result = await db.transaction('rw', [db.models, db.modelPhotos, db.tinderAccounts, db.fruitzAccounts], async () => {
      if (!(await db.models.get(id.data))) return 'notFound' as const
      const tinder = db.tinderAccounts.where('modelId').equals(id.data)
      const fruitz = db.fruitzAccounts.where('modelId').equals(id.data)
      const count = (await tinder.count()) + (await fruitz.count())
      if (count > 0 && !force) return count
      await tinder.modify({ modelId: null })
      await fruitz.modify({ modelId: null })
      await db.modelPhotos.where('modelId').equals(id.data).delete()
      await db.models.delete(id.data)
      return 'deleted' as const
    })
    if (result === 'notFound') return notFound()
    if (typeof result === 'number') return inUse('Model', result)
    return noContent()
  }),

  // The image bytes with their content type, so uploaded photos show offline.
  http.get('*/api/models/:id/photos/:photoId', async ({ request, params, cookies }) => {
    await requireAuth(withCookieToken(request, cookies), rule)
    const id = idParam.safeParse(params.id)
    const photoId = String(params.photoId)
    const record = id.success ? await db.modelPhotos.get(photoId) : undefined
    if (!record || record.modelId !== id.data) {
      // A seeded photo is a static file: point there.
      const model = id.success ? await db.models.get(id.data) : undefined
      const seeded = model?.photos.find((p) => p.id === photoId && !p.url.startsWith('/api/'))
      if (seeded) return HttpResponse.redirect(new URL(seeded.url, request.url).href, 302)
      return fail(404, 'Photo not found')
    }
    return new HttpResponse(record.blob, {
      status: 200,
      headers: { 'Content-Type': record.type || 'application/octet-stream', 'Content-Length': String(record.size), 'Cache-Control': 'private, max-age=31536000, immutable' },
    })
  }),
]

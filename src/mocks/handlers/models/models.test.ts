import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { BASE, call, tokenFor, setupMockApi as setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import { MAX_PHOTO_BYTES, type Model, type ModelListResponse } from '@/api/contracts/models'

setupMockApi()

type Errors = { message: string; errors: Record<string, string[]> }

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
const png = (name = 'photo.png') => new File([PNG], name, { type: 'image/png' })

/** A multipart request through real fetch (what the screen sends). */
async function send<T>(method: 'POST' | 'PUT', path: string, token: string, fields: Record<string, string | string[]>, files: File[] = []) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) form.append(key, v)
  for (const file of files) form.append('photos', file)
  const res = await fetch(new URL(`/api${path}`, BASE), { method, body: form, headers: { Authorization: `Bearer ${token}` } })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}

const fields = (extra: Record<string, string | string[]> = {}) => ({
  name: 'Nina',
  age: '27',
  bio: 'Test persona',
  tags: ['Travel', 'coffee', 'travel'],
  languages: ['fr', 'en'],
  ...extra,
})

describe('authorisation', () => {
  it('401 without a token, 403 for users without the models rule, 200 for operators and admin', async () => {
    for (const [method, path] of [
      ['GET', '/models'],
      ['POST', '/models'],
      ['GET', '/models/1'],
      ['PUT', '/models/1'],
      ['DELETE', '/models/1'],
      ['GET', '/models/1/photos/x'],
    ]) {
      expect((await call(path!, { method })).status, `${method} ${path}`).toBe(401)
      for (const who of ['otp', 'client'] as const) {
        const res = await call(path!, { method, token: await tokenFor(who), body: method === 'POST' || method === 'PUT' ? {} : undefined })
        expect(res.status, `${who} ${method} ${path}`).toBe(403)
        expect(res.body).toEqual({ message: 'Forbidden' })
      }
    }
    for (const who of ['tinder', 'fruitz', 'admin'] as const)
      expect((await call('/models', { token: await tokenFor(who) })).status).toBe(200)
    expect(await reopenDb().models.count()).toBe(20)
  })
})

describe('models', () => {
  let token = ''
  beforeEach(async () => {
    token = await tokenFor('tinder')
  })
  const list = (query: Record<string, string | number | undefined> = {}) => call<ModelListResponse>('/models', { token, query })

  it('lists with total, derived accountCount over both platforms, and facets', async () => {
    const res = await list({ itemsPerPage: -1 })
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(20)
    expect(res.body.models).toHaveLength(20)
    const db = reopenDb()
    for (const m of res.body.models) {
      const used =
        (await db.tinderAccounts.where('modelId').equals(m.id).count()) + (await db.fruitzAccounts.where('modelId').equals(m.id).count())
      expect(m.accountCount).toBe(used)
      expect(m.photos.length).toBeGreaterThanOrEqual(1)
      expect(m.photos.length).toBeLessThanOrEqual(6)
    }
    expect(res.body.facets.tags.length).toBeGreaterThan(5)
    expect(res.body.facets.languages).toContain('fr')
    expect((await list()).body.models).toHaveLength(10)
  })

  it('searches, filters by tag and language, sorts', async () => {
    const all = (await list({ itemsPerPage: -1 })).body.models
    const tag = all[0]!.tags[0]!
    const byTag = await list({ tag: tag.toUpperCase(), itemsPerPage: -1 })
    expect(byTag.body.total).toBe(all.filter((m) => m.tags.includes(tag)).length)
    expect(byTag.body.models.every((m) => m.tags.includes(tag))).toBe(true)
    const byLanguage = await list({ language: 'ar', itemsPerPage: -1 })
    expect(byLanguage.body.models.every((m) => m.languages.includes('ar'))).toBe(true)
    expect(byLanguage.body.total).toBe(all.filter((m) => m.languages.includes('ar')).length)
    const q = await list({ q: all[5]!.name.toUpperCase() })
    expect(q.body.models.map((m) => m.id)).toContain(all[5]!.id)
    const ages = (await list({ sortBy: 'age', orderBy: 'desc', itemsPerPage: -1 })).body.models.map((m) => m.age)
    expect(ages).toEqual([...ages].sort((a, b) => b - a))
    const used = (await list({ sortBy: 'accountCount', orderBy: 'desc', itemsPerPage: -1 })).body.models.map((m) => m.accountCount)
    expect(used).toEqual([...used].sort((a, b) => b - a))
  })

  it('creates a model from uploaded files; the photos are Blobs served with their content type', async () => {
    const res = await send<Model>('POST', '/models', token, fields(), [png('a.png'), png('b.png')])
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ id: 21, name: 'Nina', age: 27, tags: ['travel', 'coffee'], languages: ['fr', 'en'], accountCount: 0 })
    expect(res.body.photos).toHaveLength(2)
    const url = res.body.photos[0]!.url
    expect(url).toMatch(/^\/api\/models\/21\/photos\/[\w-]+$/)
    const stored = await reopenDb().modelPhotos.get(res.body.photos[0]!.id)
    expect(stored?.blob).toBeInstanceOf(Blob)
    expect(stored?.type).toBe('image/png')
    const img = await fetch(new URL(url, BASE), { headers: { Authorization: `Bearer ${token}` } })
    expect(img.status).toBe(200)
    expect(img.headers.get('Content-Type')).toBe('image/png')
    expect(new Uint8Array(await img.arrayBuffer())).toEqual(PNG)
    // The same bytes with the session cookie (what an <img> sends).
    const viaCookie = await fetch(new URL(url, BASE), { headers: { Cookie: `accessToken=${token}` } })
    expect(viaCookie.status).toBe(200)
    expect(viaCookie.headers.get('Content-Type')).toBe('image/png')
    expect((await fetch(new URL(url, BASE), { headers: { Cookie: 'accessToken=forged' } })).status).toBe(401)
    expect((await fetch(new URL(url, BASE))).status).toBe(401)
    expect((await fetch(new URL(`/api/models/21/photos/nope`, BASE), { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404)
  })

  it('redirects a seeded photo id to its static file', async () => {
    const model = (await call<Model>('/models/1', { token })).body
    const res = await fetch(new URL(`/api/models/1/photos/${model.photos[0]!.id}`, BASE), {
      headers: { Authorization: `Bearer ${token}` },
      redirect: 'manual',
    })
    expect(res.status).toBe(302)
    expect(new URL(res.headers.get('Location')!).pathname).toBe(model.photos[0]!.url)
  })

  it('refuses non-images, files over 5 MB, no photo or more than 6, with a clear message and nothing written', async () => {
    const pdf = await send<Errors>('POST', '/models', token, fields(), [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })])
    expect(pdf.status).toBe(400)
    expect(pdf.body.message).toBe('Only images of at most 5 MB can be uploaded (rejected: cv.pdf)')
    expect(pdf.body.errors.photos).toContain('models:validation.photoType')
    const big = await send<Errors>('POST', '/models', token, fields(), [
      new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }),
    ])
    expect(big.status).toBe(400)
    expect(big.body.errors.photos).toContain('models:validation.photoSize')
    const none = await send<Errors>('POST', '/models', token, fields())
    expect(none.body).toMatchObject({
      message: 'A model needs between 1 and 6 photos',
      errors: { photos: ['models:validation.photosMin'] },
    })
    const seven = await send<Errors>(
      'POST',
      '/models',
      token,
      fields(),
      Array.from({ length: 7 }, (_, i) => png(`${i}.png`)),
    )
    expect(seven.body.errors.photos).toEqual(['models:validation.photosMax'])
    const badFields = await send<Errors>('POST', '/models', token, { name: '', age: '17', bio: 'x'.repeat(501), languages: ['xx'] }, [
      png(),
    ])
    expect(badFields.status).toBe(400)
    expect(badFields.body.errors).toMatchObject({
      name: expect.arrayContaining(['validation.required']),
      age: ['models:validation.age'],
      bio: ['models:validation.bio'],
      languages: ['models:validation.languages'],
    })
    const noLanguage = await send<Errors>('POST', '/models', token, fields({ languages: [] }), [png()])
    expect(noLanguage.body.errors.languages).toEqual(['models:validation.languages'])
    const db = reopenDb()
    expect(await db.models.count()).toBe(20)
    expect(await db.modelPhotos.count()).toBe(0)
  })

  it('updates fields and photos: keeps the listed ones in order, adds new files, drops the rest', async () => {
    const created = (await send<Model>('POST', '/models', token, fields(), [png('a.png'), png('b.png'), png('c.png')])).body
    const [a, b, c] = created.photos
    const res = await send<Model>('PUT', `/models/${created.id}`, token, fields({ name: 'Nina B.', keepPhotos: [c!.id, a!.id] }), [
      png('d.png'),
    ])
    expect(res.status).toBe(200)
    expect(res.body.name).toBe('Nina B.')
    expect(res.body.photos.map((p) => p.id).slice(0, 2)).toEqual([c!.id, a!.id])
    expect(res.body.photos).toHaveLength(3)
    const db = reopenDb()
    expect(await db.modelPhotos.get(b!.id)).toBeUndefined()
    expect(await db.modelPhotos.where('modelId').equals(created.id).count()).toBe(3)
    // Without keepPhotos, all current photos stay (JSON update of the fields only).
    const json = await call<Model>(`/models/${created.id}`, {
      method: 'PUT',
      token,
      body: { name: 'Nina C.', age: 28, bio: '', tags: [], languages: ['en'] },
    })
    expect(json.status).toBe(200)
    expect(json.body.photos).toEqual(res.body.photos)
    // Keeping nothing and adding nothing is refused and changes nothing.
    const empty = await send<Errors>('PUT', `/models/${created.id}`, token, fields({ keepPhotos: '' }))
    expect(empty.status).toBe(400)
    expect(empty.body.errors.photos).toEqual(['models:validation.photosMin'])
    const unknownKeep = await send<Errors>('PUT', `/models/${created.id}`, token, fields({ keepPhotos: 'nope' }), [png()])
    expect(unknownKeep.body.errors.keepPhotos).toEqual(['models:validation.photoUnknown'])
    expect((await reopenDb().models.get(created.id))!.name).toBe('Nina C.')
    expect(await reopenDb().modelPhotos.count()).toBe(3)
    // Seeded models can take uploads too.
    const seeded = (await call<Model>('/models/2', { token })).body
    const mixed = await send<Model>('PUT', '/models/2', token, fields({ keepPhotos: seeded.photos[0]!.id }), [png()])
    expect(mixed.body.photos[0]).toEqual(seeded.photos[0])
    expect(mixed.body.photos[1]!.url).toMatch(/^\/api\/models\/2\/photos\//)
    expect((await send('PUT', '/models/999', token, fields(), [png()])).status).toBe(404)
  })

  it('refuses to delete a model in use (409) unless force, which unassigns it on both platforms', async () => {
    const db = reopenDb()
    const tinder = await db.tinderAccounts.where('modelId').equals(1).count()
    const fruitz = await db.fruitzAccounts.where('modelId').equals(1).count()
    expect(tinder + fruitz).toBeGreaterThan(0)
    const refused = await call('/models/1', { method: 'DELETE', token })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ message: `Model is used by ${tinder + fruitz} accounts`, count: tinder + fruitz })
    expect(await reopenDb().models.get(1)).toBeDefined()
    expect((await call('/models/1', { method: 'DELETE', token, query: { force: 'true' } })).status).toBe(204)
    const after = reopenDb()
    expect(await after.models.get(1)).toBeUndefined()
    expect(await after.tinderAccounts.where('modelId').equals(1).count()).toBe(0)
    expect(await after.fruitzAccounts.where('modelId').equals(1).count()).toBe(0)
    expect(await after.tinderAccounts.count()).toBe(60)
    expect((await call('/models/1', { method: 'DELETE', token })).status).toBe(404)
  })

  it('deletes an unused model with its photo Blobs', async () => {
    const created = (await send<Model>('POST', '/models', token, fields(), [png(), png()])).body
    expect((await call(`/models/${created.id}`, { method: 'DELETE', token })).status).toBe(204)
    const db = reopenDb()
    expect(await db.models.get(created.id)).toBeUndefined()
    expect(await db.modelPhotos.count()).toBe(0)
    expect((await call(`/models/${created.id}`, { token })).body).toEqual({ message: 'Model not found' })
  })

  // The list keeps key lists, search projections and derived orders in memory (list-index.ts):
  // each write through the API must show at once in a search, a sort, the total and the facets.
  it('lists what was just written: search, name and accountCount sorts, tag filter, total and facets', async () => {
    const warm = async () => {
      await list({ q: 'zeppelin', sortBy: 'name' })
      await list({ sortBy: 'accountCount', orderBy: 'desc', itemsPerPage: -1 })
      await list({ tag: 'zeppelin' })
      return (await list()).body
    }
    const before = await warm()
    expect(before.facets.tags).not.toContain('zeppelin')
    const created = await send<Model>(
      'POST',
      '/models',
      token,
      fields({ name: 'Ève', bio: 'Pilote de Zeppelin', tags: ['zeppelin'], languages: ['nl'] }),
      [png()],
    )
    expect(created.status).toBe(201)
    const id = created.body.id

    const found = (await list({ q: 'ZEPPELIN', sortBy: 'name' })).body
    expect(found.models.map((m) => m.id)).toEqual([id])
    expect(found.total).toBe(1)
    expect(found.facets.tags).toEqual([...before.facets.tags, 'zeppelin'].sort())
    expect((await list({ tag: 'zeppelin' })).body.models.map((m) => m.id)).toEqual([id])
    // Folded name order: Ève sorts with the E names (after Camille, before any F..Z), not after Z.
    const names = (await list({ sortBy: 'name', itemsPerPage: -1 })).body.models.map((m) => m.name)
    expect(names.indexOf('Ève')).toBe(names.filter((n) => n.localeCompare('Ève', 'fr', { sensitivity: 'base' }) < 0).length)
    const newest = (await list()).body
    expect(newest.total).toBe(21)
    expect(newest.models[0]!.id).toBe(id)
    expect((await list({ sortBy: 'accountCount', orderBy: 'desc', itemsPerPage: -1 })).body.models.at(-1)).toMatchObject({
      id,
      accountCount: 0,
    })

    // Accounts of both platforms now use it: accountCount and its order follow.
    for (const [platform, accountId] of [
      ['tinder', 1],
      ['tinder', 2],
      ['fruitz', 1],
      ['fruitz', 2],
      ['fruitz', 3],
    ] as const) {
      const who = await tokenFor(platform)
      const {
        id: _id,
        createdAt: _c,
        lastActiveAt: _l,
        stats: _s,
        modelName: _m,
        modelPhoto: _p,
        strategyName: _n,
        ...input
      } = (await call<Record<string, unknown>>(`/${platform}/accounts/${accountId}`, { token: who })).body
      expect(
        (await call(`/${platform}/accounts/${accountId}`, { method: 'PUT', token: who, body: { ...input, modelId: id } })).status,
      ).toBe(200)
    }
    const byCount = (await list({ sortBy: 'accountCount', orderBy: 'desc', itemsPerPage: -1 })).body.models
    const counts = byCount.map((m) => m.accountCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(byCount.find((m) => m.id === id)!.accountCount).toBe(5)

    // Renamed and retagged: the old search and tag find nothing, the facets drop the tag.
    const edited = await call<Model>(`/models/${id}`, {
      method: 'PUT',
      token,
      body: { name: 'Aaliyah', age: 30, bio: '', tags: ['travel'], languages: ['fr'] },
    })
    expect(edited.status).toBe(200)
    expect((await list({ q: 'zeppelin', sortBy: 'name' })).body.total).toBe(0)
    expect((await list({ tag: 'zeppelin' })).body.total).toBe(0)
    expect((await list()).body.facets.tags).toEqual(before.facets.tags)
    expect((await list({ sortBy: 'name', itemsPerPage: 1 })).body.models[0]!.id).toBe(id)
    expect((await list({ language: 'nl', itemsPerPage: -1 })).body.models.map((m) => m.id)).not.toContain(id)

    expect((await call(`/models/${id}`, { method: 'DELETE', token, query: { force: 'true' } })).status).toBe(204)
    expect((await list({ sortBy: 'name', itemsPerPage: 1 })).body.models[0]!.id).not.toBe(id)
    expect((await list()).body.total).toBe(20)
  })
})

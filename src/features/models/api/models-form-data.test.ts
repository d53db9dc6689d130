import { describe, expect, it } from 'vitest'
import type { Model } from '@/api/contracts/models'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { BASE, call, tokenFor, setupMockApi as withMockApi } from '@/testing/mock-api'
import { toFormData, type ModelSubmission } from './models'

withMockApi()

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 7])], name, { type: 'image/png' })
const send = async (method: 'POST' | 'PUT', path: string, body: FormData) => {
  const res = await fetch(new URL(`/api${path}`, BASE), { method, body, headers: { Authorization: `Bearer ${await tokenFor('fruitz')}` } })
  return { status: res.status, body: (await res.json()) as Model }
}

describe('the multipart body the screen sends', () => {
  const base: ModelSubmission = {
    name: 'Iris',
    age: 29,
    bio: 'Sunsets.',
    tags: ['surf', 'books'],
    languages: ['fr', 'pt'],
    keepPhotos: [],
    files: [png('one.png'), png('two.png')],
  }

  it('creates a model the server reads field by field', async () => {
    const res = await send('POST', '/models', toFormData(base, false))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'Iris', age: 29, bio: 'Sunsets.', tags: ['surf', 'books'], languages: ['fr', 'pt'] })
    expect(res.body.photos).toHaveLength(2)
  })

  it('updates: keeps the listed photos in order and appends the new files; an empty keep list drops them all', async () => {
    const created = (await send('POST', '/models', toFormData(base, false))).body
    const [first, second] = created.photos
    const kept = await send(
      'PUT',
      `/models/${created.id}`,
      toFormData({ ...base, keepPhotos: [second!.id], files: [png('three.png')] }, true),
    )
    expect(kept.status).toBe(200)
    expect(kept.body.photos[0]).toEqual(second)
    expect(kept.body.photos.map((p) => p.id)).not.toContain(first!.id)
    expect(kept.body.photos).toHaveLength(2)
    const replaced = await send('PUT', `/models/${created.id}`, toFormData({ ...base, keepPhotos: [], files: [png('four.png')] }, true))
    expect(replaced.body.photos).toHaveLength(1)
    expect(replaced.body.photos[0]!.id).not.toBe(second!.id)
    const token = await tokenFor('admin')
    const img = await fetch(new URL(replaced.body.photos[0]!.url, BASE), { headers: { Authorization: `Bearer ${token}` } })
    expect(img.headers.get('Content-Type')).toBe('image/png')
    expect((await call(`/models/${created.id}`, { token })).status).toBe(200)
  })
})

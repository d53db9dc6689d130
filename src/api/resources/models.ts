import { api } from '@/api/client'
import { model, modelListResponse, MODEL_FORM_FIELDS as F, type ModelLanguage } from '@/api/contracts/models'
import { defineResource, mutation } from './define-resource'
import type { ListParams } from './list-params'

/** Search, sort, paging, a tag and a language. */
export type ModelListParams = ListParams<'tag' | 'language'>

/** What the model form sends: the fields, the current photos to keep (in order) and the new files. */
export interface ModelSubmission {
  name: string
  age: number
  bio: string
  tags: string[]
  languages: ModelLanguage[]
  keepPhotos: string[]
  files: File[]
}

/** multipart/form-data body of POST/PUT /api/models (field names from the contract). */
export function toFormData(values: ModelSubmission, update: boolean): FormData {
  const form = new FormData()
  form.append(F.name, values.name)
  form.append(F.age, String(values.age))
  form.append(F.bio, values.bio)
  values.tags.forEach((tag) => form.append(F.tags, tag))
  values.languages.forEach((l) => form.append(F.languages, l))
  values.files.forEach((file) => form.append(F.photos, file, file.name))
  if (update) {
    if (values.keepPhotos.length === 0) form.append(F.keepPhotos, '')
    values.keepPhotos.forEach((id) => form.append(F.keepPhotos, id))
  }
  return form
}

/** Persona models (`{models, total, facets}` -> `{rows, total, facets}`); account lists show their names and photos, so both refresh. */
export const models = defineResource({
  key: ['models'],
  related: [
    ['tinder', 'accounts'],
    ['fruitz', 'accounts'],
  ],
  list: (params: ModelListParams, signal?: AbortSignal) =>
    api
      .get('/models', { params: { ...params }, schema: modelListResponse, signal })
      .then((r) => ({ rows: r.models, total: r.total, facets: r.facets })),
  mutations: {
    create: mutation((values: ModelSubmission) => api.post('/models', toFormData(values, false), { schema: model })),
    update: mutation(({ id, values }: { id: number; values: ModelSubmission }) =>
      api.put(`/models/${id}`, toFormData(values, true), { schema: model }),
    ),
    /** `force` unassigns the model from its accounts first (else 409 while in use). */
    remove: mutation(({ id, force }: { id: number; force?: boolean }) =>
      api.delete(`/models/${id}`, { params: force ? { force: 'true' } : undefined }),
    ),
  },
})

/** Models by name (id, name, first photo): the account form's and filter's options, under `models` so a change refreshes them. */
export const modelOptionsQuery = () => ({
  queryKey: models.keys.of('options'),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api
      .get('/models', { params: { sortBy: 'name', orderBy: 'asc', itemsPerPage: -1 }, schema: modelListResponse, signal })
      .then((r) => r.models.map((m) => ({ id: m.id, name: m.name, photo: m.photos[0]?.url ?? null }))),
  staleTime: 60_000,
})

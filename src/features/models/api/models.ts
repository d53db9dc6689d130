import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { model, modelListResponse, MODEL_FORM_FIELDS as F, type ModelLanguage, type ModelListParams } from '@/api/contracts/models'

/** Every query of this feature starts with `models` (the Tinder/Fruitz forms read options under it too). */
export const modelKeys = {
  all: ['models'] as const,
  list: (params: ModelListParams) => ['models', 'list', params] as const,
}

export const modelsQuery = (params: ModelListParams) =>
  queryOptions({
    queryKey: modelKeys.list(params),
    queryFn: ({ signal }) => api.get('/models', { params: { ...params }, schema: modelListResponse, signal }).then((r) => ({ rows: r.models, total: r.total, facets: r.facets })),
    placeholderData: (previous) => previous,
  })

export const useModels = (params: ModelListParams) => useQuery(modelsQuery(params))

/** What the form sends: the fields, the current photos to keep (in order) and the new files. */
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

export function useModelMutations() {
  const client = useQueryClient()
  // Account lists show model names and photos: refresh them too.
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: modelKeys.all }),
      client.invalidateQueries({ queryKey: ['tinder', 'accounts'] }),
      client.invalidateQueries({ queryKey: ['fruitz', 'accounts'] }),
    ])
  const create = useMutation({
    mutationFn: (values: ModelSubmission) => api.post('/models', toFormData(values, false), { schema: model }),
    onSuccess: () => void refresh(),
  })
  const update = useMutation({
    mutationFn: ({ id, values }: { id: number; values: ModelSubmission }) => api.put(`/models/${id}`, toFormData(values, true), { schema: model }),
    onSuccess: () => void refresh(),
  })
  /** `force` unassigns the model from its accounts first (else 409 while in use). */
  const remove = useMutation({
    mutationFn: ({ id, force }: { id: number; force?: boolean }) => api.delete(`/models/${id}`, { params: force ? { force: 'true' } : undefined }),
    onSuccess: () => void refresh(),
  })
  return { create, update, remove }
}

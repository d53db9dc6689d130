import { z } from 'zod'

/**
 * Persona models (DECISIONS section 6). Photos are uploaded as files (multipart/form-data),
 * stored as Blobs and served by `GET /api/models/{id}/photos/{photoId}`; the JSON of a model
 * carries their URLs. Validation messages are i18n keys (`validation.*` in common.json,
 * `models:*` in models.json).
 */
export const LANGUAGES = ['fr', 'en', 'es', 'it', 'de', 'pt', 'nl', 'ar'] as const
export type ModelLanguage = (typeof LANGUAGES)[number]

export const MODEL_SORT_KEYS = ['name', 'age', 'createdAt', 'accountCount'] as const
export type ModelSortKey = (typeof MODEL_SORT_KEYS)[number]

export const MIN_PHOTOS = 1
export const MAX_PHOTOS = 6
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
export const MAX_BIO = 500
export const MAX_TAGS = 10

const tag = z.string().trim().toLowerCase().min(1, 'models:validation.tag').max(24, 'models:validation.tag')

/** The fields of a model other than its photos (create and update). */
export const modelFields = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .min(2, 'models:validation.name')
    .max(60, 'models:validation.name'),
  age: z
    .number({ error: 'validation.required' })
    .int('models:validation.age')
    .min(18, 'models:validation.age')
    .max(99, 'models:validation.age'),
  bio: z.string().trim().max(MAX_BIO, 'models:validation.bio').default(''),
  tags: z
    .array(tag)
    .max(MAX_TAGS, 'models:validation.tags')
    .default([])
    .transform((t) => [...new Set(t)]),
  languages: z
    .array(z.enum(LANGUAGES, { error: 'models:validation.languages' }), { error: 'models:validation.languages' })
    .min(1, 'models:validation.languages')
    .transform((l) => [...new Set(l)]),
})
export type ModelFields = z.input<typeof modelFields>
export type ModelFieldsParsed = z.output<typeof modelFields>

export const modelPhoto = z.object({ id: z.string(), url: z.string() })
export type ModelPhoto = z.infer<typeof modelPhoto>

export const model = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  bio: z.string(),
  photos: z.array(modelPhoto),
  tags: z.array(z.string()),
  languages: z.array(z.enum(LANGUAGES)),
  createdAt: z.string(),
  /** Derived on read: Tinder plus Fruitz accounts using this model. */
  accountCount: z.number().int(),
})
export type Model = z.infer<typeof model>
export type StoredModel = Omit<Model, 'accountCount'>

/** GET /api/models -> `{ models, total, facets }`; facets list every tag and language in use. */
export const modelListResponse = z.object({
  models: z.array(model),
  total: z.number().int(),
  facets: z.object({ tags: z.array(z.string()), languages: z.array(z.enum(LANGUAGES)) }),
})
export type ModelListResponse = z.infer<typeof modelListResponse>

export interface ModelListParams {
  q?: string
  /** One of MODEL_SORT_KEYS; anything else sorts newest first. */
  sortBy?: string
  orderBy?: 'asc' | 'desc'
  page?: number
  itemsPerPage?: number
  tag?: string
  /** One of LANGUAGES; anything else is ignored. */
  language?: string
}

/** Client and server share these checks; the answer is an i18n key, or null when the file is fine. */
export function photoFileError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'models:validation.photoType'
  if (file.size > MAX_PHOTO_BYTES) return 'models:validation.photoSize'
  if (file.size === 0) return 'models:validation.photoEmpty'
  return null
}

export function photoCountError(count: number): string | null {
  if (count < MIN_PHOTOS) return 'models:validation.photosMin'
  if (count > MAX_PHOTOS) return 'models:validation.photosMax'
  return null
}

/**
 * Multipart field names of POST /api/models and PUT /api/models/{id}:
 * `name`, `age`, `bio`, `tags` (repeated), `languages` (repeated), `photos` (files, repeated),
 * `keepPhotos` (repeated ids of the current photos to keep, PUT only; the rest are removed).
 */
export const MODEL_FORM_FIELDS = {
  name: 'name',
  age: 'age',
  bio: 'bio',
  tags: 'tags',
  languages: 'languages',
  photos: 'photos',
  keepPhotos: 'keepPhotos',
} as const

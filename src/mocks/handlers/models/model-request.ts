import type { ModelPhotoRecord } from '../../db'
import { fieldErrors, type FieldErrors } from '../../lib/field-errors'
import { modelFields, photoCountError, photoFileError } from '@/api/contracts/models'

export interface ParsedModelRequest {
  fields: Record<string, unknown>
  files: File[]
  /** Ids of current photos to keep (update only); undefined keeps them all. */
  keep: string[] | undefined
}

/** Reads a multipart body (or JSON, which cannot carry files). */
async function parseModelRequest(request: Request): Promise<ParsedModelRequest | null> {
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
export function validate(req: ParsedModelRequest, photoTotal: number) {
  const errors: FieldErrors = {}
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

export function newPhotoRecords(modelId: number, files: File[]): ModelPhotoRecord[] {
  const now = new Date().toISOString()
  return files.map((file) => ({
    id: crypto.randomUUID(),
    modelId,
    blob: file,
    type: file.type,
    name: file.name,
    size: file.size,
    createdAt: now,
  }))
}

/** The model request (multipart or JSON); stops the handler with 400 when it is malformed. */
export async function readModelRequest(request: Request): Promise<ParsedModelRequest> {
  const req = await parseModelRequest(request)
  return req ?? fieldErrors({ _: ['Malformed body'] }, 'Malformed body')
}

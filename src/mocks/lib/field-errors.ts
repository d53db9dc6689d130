import { HttpResponse } from 'msw'

export type FieldErrors = Record<string, string[]>

/** 400 `{ message, errors: { field: [i18n key] } }` for checks zod cannot make (uniqueness, references). */
export const fieldErrors = (errors: FieldErrors) => HttpResponse.json({ message: 'Validation failed', errors }, { status: 400 })

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0

import { HttpResponse } from 'msw'
import type { z } from 'zod'
import { halt } from './respond'

export type FieldErrors = Record<string, string[]>

const VALIDATION_FAILED = 'Validation failed'

/** The 400 answer `{ message, errors: { field: [i18n key] } }`. */
const fieldErrorsResponse = (errors: FieldErrors, message = VALIDATION_FAILED) => HttpResponse.json({ message, errors }, { status: 400 })

/** Stops the handler with 400 `{ message, errors }`, for checks zod cannot make (uniqueness, references). */
export function fieldErrors(errors: FieldErrors, message = VALIDATION_FAILED): never {
  halt(fieldErrorsResponse(errors, message))
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0

/** Stops the handler with 400 when `errors` holds any field. */
export function refuseIfAny(errors: FieldErrors): void {
  if (hasErrors(errors)) fieldErrors(errors)
}

/** The field errors of a zod error: every message of each field path (`_` for the body itself). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

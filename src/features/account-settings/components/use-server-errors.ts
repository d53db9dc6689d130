import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/api/client'

/** Puts the API's 400 field errors on the form's fields; returns false when the error was something else. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false
  for (const [field, messages] of Object.entries(error.errors)) setError(field as Path<T>, { message: messages[0] })
  return true
}

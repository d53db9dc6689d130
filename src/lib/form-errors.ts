import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/api/client'

/**
 * Puts the field errors of a 400 answer (`{ errors: { field: ['validation.emailTaken'] } }`) on
 * the form's fields (`activeHours.to` style paths included); `rename` maps a server field to a
 * form field. Answers whether any field got one, so the caller can toast the other failures.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  rename: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return false
  let applied = false
  for (const [field, messages] of Object.entries(error.errors)) {
    if (field === '_' || !messages[0]) continue
    setError((rename[field] ?? field) as Path<T>, { type: 'server', message: messages[0] })
    applied = true
  }
  return applied
}

/**
 * Translates a validation message of the contracts: `validation.*` keys live in common.json,
 * `<ns>:*` keys in the namespace they name; anything else is shown as is.
 */
export function useErrorText() {
  const { t } = useTranslation('common')
  return useCallback((message: string | undefined) => (message ? t(message, { defaultValue: message }) : undefined), [t])
}

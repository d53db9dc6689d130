import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/api/client'

/** Puts the field errors of a 400 answer on the form; answers whether any field got one. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, rename: Record<string, string> = {}): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return false
  let applied = false
  for (const [field, messages] of Object.entries(error.errors)) {
    if (field === '_' || !messages[0]) continue
    setError((rename[field] ?? field) as Path<T>, { type: 'server', message: messages[0] })
    applied = true
  }
  return applied
}

/** Translates a contract message: `validation.*` from common.json, `models:*` from models.json. */
export function useErrorText() {
  const { t } = useTranslation('common')
  return useCallback((message: string | undefined) => (message ? t(message) : undefined), [t])
}

import { useEffect, useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { api } from '@/api/client'
import type { Draft } from '@/api/contracts/pwa'
import { forgetSavedDraft, hasSavedDraft, registerDraft } from './form-drafts'

/** Drafts older than this are stale (the page was not reopened after the update). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000
const SECRET = /password|passcode|secret|token|^otp$|^code$|cvv|cvc/i

/**
 * Keeps what the user typed in a react-hook-form form across an app update: the update logic
 * saves it (PUT /api/drafts/{key}) right before the one reload, and this hook puts it back on
 * the next mount (then deletes the draft). Fields named like secrets (password, token, code...)
 * and those in `exclude` are never saved. Answers whether a draft was restored.
 */
export function useFormDraft<T extends FieldValues>(
  key: string,
  form: UseFormReturn<T>,
  options: { exclude?: string[] } = {},
): { restored: boolean } {
  const [restored, setRestored] = useState(false)
  const exclude = (options.exclude ?? []).join('|')

  useEffect(() => {
    const skip = new Set(exclude ? exclude.split('|') : [])
    const keep = (values: FieldValues) =>
      Object.fromEntries(Object.entries(values).filter(([name]) => !skip.has(name) && !SECRET.test(name)))
    const initial = JSON.stringify(keep(form.getValues()))
    const unregister = registerDraft(key, () => {
      const values = keep(form.getValues())
      return JSON.stringify(values) === initial ? null : values
    })
    let cancelled = false
    if (!hasSavedDraft(key)) return () => unregister()
    api
      .get<Draft>(`/drafts/${encodeURIComponent(key)}`)
      .then(async (draft) => {
        if (cancelled) return
        const fresh = Date.now() - Date.parse(draft.savedAt) < MAX_AGE_MS
        // Restore only into an untouched form: what the user already typed wins.
        if (fresh && JSON.stringify(keep(form.getValues())) === initial) {
          for (const [name, value] of Object.entries(keep(draft.values))) {
            form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true })
          }
          setRestored(true)
        }
        forgetSavedDraft(key)
        await api.delete(`/drafts/${encodeURIComponent(key)}`)
      })
      .catch(() => forgetSavedDraft(key)) // 404: no draft after all
    return () => {
      cancelled = true
      unregister()
    }
  }, [key, form, exclude])

  return { restored }
}

import { api } from '@/api/client'

/**
 * Open forms that keep a draft (useFormDraft). Before an app update reloads the page, the
 * update logic calls flushDrafts(): every form with unsaved input is written to the database
 * through the API (PUT /api/drafts/{key}) and restored after the reload. The keys saved are
 * noted in sessionStorage (this tab only), so a form asks for its draft only when one exists.
 */
type Snapshot = () => Record<string, unknown> | null
const forms = new Map<string, Snapshot>()
const SAVED = 'vermilion-drafts-saved'

function savedKeys(): string[] {
  try {
    const list = JSON.parse(sessionStorage.getItem(SAVED) ?? '[]') as unknown
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : []
  } catch {
    return []
  }
}

function writeSaved(keys: string[]): void {
  try {
    if (keys.length) sessionStorage.setItem(SAVED, JSON.stringify(keys))
    else sessionStorage.removeItem(SAVED)
  } catch {
    /* storage unavailable: drafts are then only restored if asked for */
  }
}

export const hasSavedDraft = (key: string) => savedKeys().includes(key)
export const forgetSavedDraft = (key: string) => writeSaved(savedKeys().filter((k) => k !== key))

export function registerDraft(key: string, snapshot: Snapshot): () => void {
  forms.set(key, snapshot)
  return () => {
    if (forms.get(key) === snapshot) forms.delete(key)
  }
}

/** Saves every changed form; a failure of one does not stop the others. Answers how many were saved. */
export async function flushDrafts(): Promise<number> {
  const saves = [...forms].map(async ([key, snapshot]) => {
    const values = snapshot()
    if (!values) return null
    await api.put(`/drafts/${encodeURIComponent(key)}`, { values })
    return key
  })
  const results = await Promise.allSettled(saves)
  const saved = results.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []))
  if (saved.length) writeSaved([...new Set([...savedKeys(), ...saved])])
  return saved.length
}

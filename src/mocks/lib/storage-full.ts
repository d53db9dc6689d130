import { HttpResponse } from 'msw'
import { STORAGE_FULL } from '@/api/contracts/storage-full'

/** Whether a database failure is the device's storage being full (Dexie wraps the DOM error). */
export function isQuotaExceeded(error: unknown): boolean {
  const seen = new Set<unknown>()
  const walk = (e: unknown): boolean => {
    if (!e || typeof e !== 'object' || seen.has(e)) return false
    seen.add(e)
    const err = e as { name?: unknown; inner?: unknown; failures?: unknown; cause?: unknown }
    if (err.name === 'QuotaExceededError') return true
    return walk(err.inner) || walk(err.cause) || (Array.isArray(err.failures) && err.failures.some(walk))
  }
  return walk(error)
}

export const storageFull = () =>
  HttpResponse.json({ message: STORAGE_FULL.message, code: STORAGE_FULL.code }, { status: STORAGE_FULL.status })

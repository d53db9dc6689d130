import { useCallback, useEffect, useState } from 'react'
import { requestPersistence, type Persistence } from './persistence'

export type { Persistence } from './persistence'

/** Space runs low below this share of the quota or this many bytes free. */
export const LOW_SHARE = 0.1
export const LOW_BYTES = 50 * 1024 * 1024

export interface StorageHealth {
  usage: number | null
  quota: number | null
  available: number | null
  persistence: Persistence | null
  lowSpace: boolean
}

export function assessSpace(usage: number, quota: number): { available: number; lowSpace: boolean } {
  const available = Math.max(0, quota - usage)
  return { available, lowSpace: available < LOW_BYTES || available < quota * LOW_SHARE }
}

/** Used and available storage (navigator.storage.estimate) and the persistence answer. */
export function useStorageHealth(): StorageHealth & { refresh: () => void } {
  const [health, setHealth] = useState<StorageHealth>({ usage: null, quota: null, available: null, persistence: null, lowSpace: false })
  const refresh = useCallback(() => {
    void (async () => {
      const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined
      const [estimate, persisted] = await Promise.all([
        storage?.estimate ? storage.estimate().catch(() => undefined) : undefined,
        requestPersistence(),
      ])
      const usage = estimate?.usage ?? null
      const quota = estimate?.quota ?? null
      const space = usage !== null && quota !== null ? assessSpace(usage, quota) : { available: null, lowSpace: false }
      setHealth({ usage, quota, persistence: persisted, ...space })
    })()
  }, [])
  useEffect(refresh, [refresh])
  return { ...health, refresh }
}

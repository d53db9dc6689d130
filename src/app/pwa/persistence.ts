/** Its own module: the worker's registration (in the entry) asks for it, the storage card reads it (pwa/storage.ts). */
export type Persistence = 'granted' | 'refused' | 'unsupported'

let persistence: Promise<Persistence> | undefined

/** Asks once per page load that the browser never evicts the data (navigator.storage.persist). */
export function requestPersistence(): Promise<Persistence> {
  persistence ??= (async () => {
    const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined
    if (!storage?.persist) return 'unsupported'
    try {
      if (await storage.persisted()) return 'granted'
      return (await storage.persist()) ? 'granted' : 'refused'
    } catch {
      return 'refused'
    }
  })()
  return persistence
}

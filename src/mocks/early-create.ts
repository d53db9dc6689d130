import type { EarlyCreation } from './create-database'

let early: Promise<EarlyCreation> | undefined

/**
 * A first visit's slowest step is the database's creation (~100-170 ms, mostly the browser's own
 * work): the entry starts it at once, in a worker (create-database.ts there), instead of waiting
 * ~250 ms for the mock layer's chunk. In the page its IndexedDB callbacks waited behind the
 * start-up tasks (the entry, the router, the first render): ~150-300 ms. This module is the
 * entry's and stays small: the schema goes to the worker only.
 */
export function createDatabaseInWorker(): void {
  noteCreatedEarly(
    new Promise<EarlyCreation>((resolve) => {
      const none = { name: '', created: false }
      try {
        const worker = new Worker(new URL('./early-create-worker.ts', import.meta.url), { type: 'module' })
        worker.onmessage = (event: MessageEvent<EarlyCreation>) => {
          resolve(event.data)
          worker.terminate()
        }
        worker.onerror = () => {
          resolve(none)
          worker.terminate()
        }
      } catch {
        resolve(none)
      }
    }),
  )
}

/** This page's early creation of a database (the worker's answer; tests: createDatabaseEarly's). */
export function noteCreatedEarly(creation: Promise<EarlyCreation>): void {
  early = creation
}

/** Whether this page created database `name` early; asked once (a page has one early creation): later calls answer false. */
export async function takeCreatedEarly(name: string): Promise<boolean> {
  const creation = early
  early = undefined
  if (!creation) return false
  const { name: created, created: fresh } = await creation
  return created === name && fresh
}

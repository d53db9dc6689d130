import { DB_NAME, SCHEMAS } from './schema'

/** One index of Dexie's syntax as IndexedDB takes it (Dexie's own reading: `parseIndexSyntax`). */
export interface IndexSpec {
  name: string
  keyPath: string | string[]
  unique: boolean
  multiEntry: boolean
  autoIncrement: boolean
}

/** `++id` auto-incremented, `&email` unique, `*tags` multi-entry, `[userId+status]` compound. */
export function parseIndex(spec: string): IndexSpec {
  const name = spec.replace(/([&*]|\+\+)/g, '')
  const compound = /^\[(.*)\]$/.exec(name)
  return {
    name,
    keyPath: compound ? compound[1]!.split('+') : name,
    unique: spec.includes('&'),
    multiEntry: spec.includes('*'),
    autoIncrement: spec.includes('++'),
  }
}

const created = new Map<string, Promise<boolean>>()

/**
 * A first visit's slowest step is the database's creation (~100-170 ms, mostly the browser's own
 * work): the entry starts it at once (in a worker, createDatabaseInWorker), with IndexedDB itself,
 * instead of waiting ~250 ms for the mock layer's chunk (Dexie). It creates the latest version's stores and indexes exactly as
 * Dexie does (db.ts then opens a database it has nothing to add to) and only when the database
 * does not exist: an existing one, of any version, is left to Dexie and its upgrades. Resolves
 * true when it created the database (then empty: the seed skips its emptying), false otherwise,
 * errors included (Dexie's open reports those).
 */
export function createDatabaseEarly(factory: IDBFactory = indexedDB, name = DB_NAME): Promise<boolean> {
  const latest = SCHEMAS.at(-1)!
  const result = new Promise<boolean>((resolve) => {
    let fresh = false
    let request: IDBOpenDBRequest
    try {
      // Dexie's version n is IndexedDB's n × 10.
      request = factory.open(name, latest.version * 10)
    } catch {
      return resolve(false)
    }
    request.onupgradeneeded = (event) => {
      if (event.oldVersion !== 0) return request.transaction?.abort()
      for (const [table, stores] of Object.entries(latest.stores)) {
        if (stores === null) continue
        const [primary, ...indexes] = stores.split(',').map((spec) => parseIndex(spec.trim()))
        const store = request.result.createObjectStore(
          table,
          primary!.keyPath
            ? { keyPath: primary!.keyPath, autoIncrement: primary!.autoIncrement }
            : { autoIncrement: primary!.autoIncrement },
        )
        for (const index of indexes) store.createIndex(index.name, index.keyPath, { unique: index.unique, multiEntry: index.multiEntry })
      }
      fresh = true
    }
    request.onsuccess = () => {
      request.result.close()
      resolve(fresh)
    }
    request.onerror = (event) => {
      event.preventDefault()
      resolve(false)
    }
  })
  created.set(name, result)
  return result
}

/**
 * The same in a worker: its IndexedDB callbacks then do not wait behind the page's start-up tasks
 * (the entry, the router, the first render), which held them ~150-300 ms on the main thread.
 */
export function createDatabaseInWorker(name = DB_NAME): void {
  const result = new Promise<boolean>((resolve) => {
    try {
      const worker = new Worker(new URL('./early-create-worker.ts', import.meta.url), { type: 'module' })
      worker.onmessage = (event: MessageEvent<unknown>) => {
        resolve(event.data === true)
        worker.terminate()
      }
      worker.onerror = () => {
        resolve(false)
        worker.terminate()
      }
    } catch {
      resolve(false)
    }
  })
  created.set(name, result)
}

/** Whether this page created database `name` (createDatabaseEarly); asked once: later calls answer false. */
export function takeCreatedEarly(name: string): Promise<boolean> {
  const result = created.get(name) ?? Promise.resolve(false)
  created.delete(name)
  return result
}

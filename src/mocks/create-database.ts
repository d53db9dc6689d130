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

/** Which database an early creation was about, and whether it created it. */
export interface EarlyCreation {
  name: string
  created: boolean
}

/**
 * A first visit's database, created with IndexedDB itself before the mock layer's chunk (Dexie)
 * is in (early-create.ts runs it in a worker). It creates the latest version's stores and
 * indexes exactly as Dexie does (db.ts then opens a database it has nothing to add to) and only
 * when the database does not exist: an existing one, of any version, is left to Dexie and its
 * upgrades. `created` is true when it created the database (then empty: the seed skips its
 * emptying), false otherwise, errors included (Dexie's open reports those).
 */
export function createDatabaseEarly(factory: IDBFactory = indexedDB, name = DB_NAME): Promise<EarlyCreation> {
  const latest = SCHEMAS.at(-1)!
  return new Promise<EarlyCreation>((resolve) => {
    let created = false
    let request: IDBOpenDBRequest
    try {
      // Dexie's version n is IndexedDB's n × 10.
      request = factory.open(name, latest.version * 10)
    } catch {
      return resolve({ name, created })
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
      created = true
    }
    request.onsuccess = () => {
      request.result.close()
      resolve({ name, created })
    }
    request.onerror = (event) => {
      event.preventDefault()
      resolve({ name, created: false })
    }
  })
}

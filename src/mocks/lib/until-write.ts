import Dexie from 'dexie'

/**
 * Values read from the database, kept until its next write. Any write, in this tab or another
 * (Dexie's `storagemutated`, fired when a write's transaction completes and relayed by Dexie
 * between tabs), empties every cache made here; a read that a write overtook is not kept
 * (`generation`). For reads a request repeats and writes rarely change: the bearer check's
 * session, the names a list joins to its rows.
 */
let generation = 0
const caches = new Set<Map<unknown, unknown>>()
Dexie.on('storagemutated', () => {
  generation++
  for (const cache of caches) cache.clear()
})

/** A cache is emptied past this many entries (a table of 100,000 rows read page by page). */
const MAX_ENTRIES = 5000

function newCache<K, V>(): Map<K, V> {
  const cache = new Map<K, V>()
  caches.add(cache as Map<unknown, unknown>)
  return cache
}

function keep<K, V>(cache: Map<K, V>, key: K, value: V) {
  if (cache.size >= MAX_ENTRIES) cache.clear()
  cache.set(key, value)
}

/** `read(key)`, remembered per key until the next write (an `undefined` answer is not kept). */
export function untilWrite<K, V>(read: (key: K) => Promise<V | undefined>): (key: K) => Promise<V | undefined> {
  const cache = newCache<K, V>()
  return async (key) => {
    const known = cache.get(key)
    if (known !== undefined) return known
    const at = generation
    const value = await read(key)
    if (value !== undefined && at === generation) keep(cache, key, value)
    return value
  }
}

/**
 * `readMany(keys)` (a `bulkGet`: an answer per key, `undefined` when missing), remembered per key
 * until the next write: only the keys not known yet are read. Answers the found values by key.
 */
export function manyUntilWrite<K, V>(readMany: (keys: K[]) => Promise<(V | undefined)[]>): (keys: readonly K[]) => Promise<Map<K, V>> {
  const cache = newCache<K, V>()
  return async (keys) => {
    const found = new Map<K, V>()
    const missing: K[] = []
    for (const key of new Set(keys)) {
      const known = cache.get(key)
      if (known !== undefined) found.set(key, known)
      else missing.push(key)
    }
    if (missing.length === 0) return found
    const at = generation
    const values = await readMany(missing)
    missing.forEach((key, i) => {
      const value = values[i]
      if (value === undefined) return
      found.set(key, value)
      if (at === generation) keep(cache, key, value)
    })
    return found
  }
}

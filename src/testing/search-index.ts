import type { SearchEntry } from '@/api/contracts/search'
import { db } from '@/mocks/db'

/** Component tests: replaces the stored app-search index (normally built from the registry) with `entries`. */
export async function replaceSearchIndex(entries: SearchEntry[]): Promise<void> {
  await db.transaction('rw', db.searchIndex, async () => {
    await db.searchIndex.clear()
    await db.searchIndex.bulkAdd(entries)
  })
}

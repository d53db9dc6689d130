import { beforeAll } from 'vitest'
import { db } from '@/mocks/db'

// The files that share their worker's modules (vitest.config.ts) start on an empty database:
// auto-increment keys outlive a table's clear, so another file's writes would change the ids a
// test sees (a shuffled order gave a created model id 23, not 21). The same Dexie instance is
// deleted and opened again: modules that hold its tables keep them.
beforeAll(async () => {
  await db.delete()
  await db.open()
})

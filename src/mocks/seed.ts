import { db, type VermilionDB } from './db'

/**
 * Seed data lives in seed/*.json (fictional, deterministic). Each table names its loader here;
 * the JSON is code-split so it is only downloaded when the database is first created or reset.
 */
type Loader = () => Promise<{ default: unknown[] }>
export const SEEDS: Partial<Record<keyof VermilionDB & string, Loader>> = {
  accounts: () => import('@seed/accounts.json'),
  notifications: () => import('@seed/notifications.json'),
}

const SEEDED_KEY = 'seededAt'

/** Sessions survive a reset, so the signed-in user stays signed in. */
const KEEP = new Set(['sessions'])

async function fill(database: VermilionDB): Promise<void> {
  const entries = await Promise.all(
    Object.entries(SEEDS).map(async ([table, load]) => [table, (await load!()).default] as const),
  )
  await database.transaction('rw', database.tables, async () => {
    for (const table of database.tables) if (!KEEP.has(table.name)) await table.clear()
    for (const [table, rows] of entries) await database.table(table).bulkAdd(rows)
    await database.meta.put({ key: SEEDED_KEY, value: new Date().toISOString() })
  })
}

/** Seeds on the first start only; later starts keep the user's data. */
export async function ensureSeeded(database: VermilionDB = db): Promise<void> {
  const done = await database.meta.get(SEEDED_KEY)
  if (!done) await fill(database)
}

/** "Reset demo data": clears every table and seeds again, in one transaction. */
export async function resetDemoData(database: VermilionDB = db): Promise<void> {
  await fill(database)
}

import { db, type VermilionDB } from './db'
import { takeCreatedEarly } from './early-create'
import { SIGN_IN_SEEDS } from './sign-in-seeds'
import type { SEED_FILES } from './seed-files'
import { buildSearchEntries } from './lib/search-index'
import { shiftToCurrentMonth } from './lib/calendar-dates'

/**
 * Seed data lives in seed/*.json (fictional, deterministic). Each table names its loader here;
 * the JSON is code-split (one chunk, ./seed-files.ts) so it is only downloaded when the database
 * is first created or reset.
 */
type Loader = () => Promise<{ default: unknown[] }>
type SeedFiles = typeof SEED_FILES
const seed =
  (rows: (files: SeedFiles) => unknown[]): Loader =>
  async () => ({ default: rows((await import('./seed-files')).SEED_FILES) })
/** The sign-in's tables (sign-in-seeds.ts): a first start writes them first. */
export const SIGN_IN_TABLES: readonly string[] = Object.keys(SIGN_IN_SEEDS)

export const SEEDS: Partial<Record<keyof VermilionDB & string, Loader>> = {
  ...SIGN_IN_SEEDS,
  notifications: seed((f) => f.notifications),
  otpCatalog: seed((f) => f.otpCatalog),
  otpOrders: seed((f) => f.otpOrders),
  otpBalances: seed((f) => f.otpBalances),
  tinderAccounts: seed((f) => f.tinderAccounts),
  fruitzAccounts: seed((f) => f.fruitzAccounts),
  tinderStrategies: seed((f) => f.tinderStrategies),
  fruitzStrategies: seed((f) => f.fruitzStrategies),
  models: seed((f) => f.models),
  academyCourses: seed((f) => f.academyCourses),
  academyCourseDetails: seed((f) => f.academyCourseDetails),
  // Written in January 2026; moved into the current month at seed time.
  calendarEvents: seed((f) => shiftToCurrentMonth(f.calendarEvents)),
  chatProfile: seed((f) => f.chatProfile),
  chatContacts: seed((f) => f.chatContacts),
  chats: seed((f) => f.chatChats),
  ecommerceProducts: seed((f) => f.ecommerceProducts),
  ecommerceOrders: seed((f) => f.ecommerceOrders),
  ecommerceCustomers: seed((f) => f.ecommerceCustomers),
  ecommerceReviews: seed((f) => f.ecommerceReviews),
  ecommerceReferrals: seed((f) => f.ecommerceReferrals),
  ecommerceCategories: seed((f) => f.ecommerceCategories),
  emails: seed((f) => f.emails),
  users: seed((f) => f.users),
  roles: seed((f) => f.roles),
  permissions: seed((f) => f.permissions),
  invoices: seed((f) => f.invoices),
  vehicles: seed((f) => f.vehicles),
  analyticsProjects: seed((f) => f.analyticsProjects),
  sales: seed((f) => f.sales),
  faqGroups: seed((f) => f.faq),
  helpCategories: seed((f) => f.helpCenter.categories),
  helpArticles: seed((f) => f.helpCenter.articles),
  profile: seed((f) => Object.entries(f.profile).map(([key, value]) => ({ key, value }))),
  // Derived from the route registry and the locale files, not from seed/ (see DERIVED below).
  searchIndex: async () => ({ default: await buildSearchEntries() }),
}

/**
 * The rest of the seed's chunks, once the sign-in's tables are in (asked for while the database
 * opened, their evaluation held up its callbacks on the main thread: API answered ~50 ms later).
 * The contracts' own lazy-found dependencies (the sanitiser of stored HTML, the localized texts'
 * schema) are asked for at once too: otherwise each is found only once the chunk that imports it
 * is in (two more round trips).
 */
function prefetchRest(): void {
  void import('./seed-files').catch(() => undefined)
  void import('@/api/contracts/stored-rows').catch(() => undefined)
  void import('@/lib/sanitize-html').catch(() => undefined)
  void import('@/api/contracts/localized').catch(() => undefined)
}

const SEEDED_KEY = 'seededAt'

/** Sessions survive a reset, so the signed-in user stays signed in. */
const KEEP = new Set(['sessions'])

/**
 * A table's seed rows as they may be stored: through the contract of its stored rows where it has
 * one (stored HTML sanitised, DECISIONS section 9: the seed is a write path too).
 */
export async function loadSeed(table: string): Promise<unknown[]> {
  const load = SEEDS[table as keyof typeof SEEDS]
  if (!load) return []
  const [rows, storedRow] = await Promise.all([load(), rowContract(table)])
  // In slices of ~8 ms (sanitising the e-mails' HTML takes longer): no long task on a first visit.
  const out: unknown[] = []
  let slice = performance.now()
  for (const row of rows.default) {
    out.push(storedRow(row as Record<string, unknown>))
    if (performance.now() - slice > 8) {
      await yieldToMain()
      slice = performance.now()
    }
  }
  return out
}

/** The table's stored-row contract: the sign-in's tables have a module of their own (no sanitiser to wait for). */
async function rowContract(table: string): Promise<(row: Record<string, unknown>) => Record<string, unknown>> {
  if (SIGN_IN_TABLES.includes(table)) {
    const { parseStoredRow, SIGN_IN_ROW_SCHEMAS } = await import('@/api/contracts/stored-sign-in-rows')
    return (row) => parseStoredRow(SIGN_IN_ROW_SCHEMAS, table, row)
  }
  const { storedRow } = await import('@/api/contracts/stored-rows')
  return (row) => storedRow(table, row)
}

async function loadAll(tables: readonly string[] = Object.keys(SEEDS)): Promise<(readonly [string, unknown[]])[]> {
  return Promise.all(tables.map(async (table) => [table, await loadSeed(table)] as const))
}

/** Inside a transaction: every table but the KEEP ones emptied, the requests sent together. */
async function clearAll(database: VermilionDB): Promise<void> {
  await Promise.all(database.tables.filter((table) => !KEEP.has(table.name)).map((table) => table.clear()))
}

/** Inside a transaction: the rows added, table by table, their requests sent together. */
async function addAll(database: VermilionDB, entries: readonly (readonly [string, unknown[]])[]): Promise<void> {
  await Promise.all(entries.map(([table, rows]) => database.table(table).bulkAdd(rows)))
}

/** All tables in one transaction: readers never see a half-filled database (reset, restore). */
async function fill(database: VermilionDB): Promise<void> {
  const entries = await loadAll()
  await database.transaction('rw', database.tables, async () => {
    await clearAll(database)
    await addAll(database, entries)
    await database.meta.put({ key: SEEDED_KEY, value: new Date().toISOString() })
  })
}

/** Lets the browser paint and handle input between two pieces of work (no long task). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Rows per transaction on the first start. */
const SEED_BATCH = 100

/**
 * The seed rows in batches of SEED_BATCH, in table order: a batch may span several (small)
 * tables, so ~1,100 rows in 35 tables take a dozen transactions, not one or more per table.
 */
export function seedBatches(entries: readonly (readonly [string, unknown[]])[], size = SEED_BATCH): [string, unknown[]][][] {
  const batches: [string, unknown[]][][] = []
  let batch: [string, unknown[]][] = []
  let count = 0
  for (const [table, rows] of entries) {
    for (let i = 0; i < rows.length;) {
      const part = rows.slice(i, i + size - count)
      batch.push([table, part])
      count += part.length
      i += part.length
      if (count === size) {
        batches.push(batch)
        batch = []
        count = 0
      }
    }
  }
  if (batch.length) batches.push(batch)
  return batches
}

/**
 * The first start: batches of rows, one transaction each, yielding in between, so seeding never blocks the
 * page for long. Nothing reads the database before the mock layer is ready, and the seeded mark
 * is written last: a start interrupted half-way seeds again from scratch next time.
 */
async function firstFill(database: VermilionDB, onSignInReady?: () => void): Promise<void> {
  const first = await loadAll(SIGN_IN_TABLES)
  // A database this start created (Dexie's open, or the entry's: early-create.ts) is empty: its
  // sign-in rows need a transaction of their tables only (not of all ~40, each emptied: ~40 ms of
  // a first visit's sign-in). Should another tab have written meanwhile, the rows clash with its
  // (unique keys) and go in again the usual way, everything emptied first.
  const empty = database.createdEmpty || (await takeCreatedEarly(database.name))
  database.createdEmpty = false
  const write = (clear: boolean) =>
    database.transaction('rw', clear ? database.tables : first.map(([table]) => database.table(table)), async () => {
      if (clear) await clearAll(database)
      await addAll(database, first)
    })
  await (empty ? write(false).catch(() => write(true)) : write(true))
  onSignInReady?.()
  prefetchRest()
  const entries = await loadAll(Object.keys(SEEDS).filter((table) => !SIGN_IN_TABLES.includes(table)))
  // In batches: IndexedDB copies each row on the main thread as it is added (a whole table at once
  // was a long task on a tablet), and each transaction costs its commit. The seeded mark still comes last.
  for (const batch of seedBatches(entries)) {
    await yieldToMain()
    const tables = batch.map(([table]) => database.table(table))
    await database.transaction('rw', tables, () => addAll(database, batch))
  }
  await database.meta.put({ key: SEEDED_KEY, value: new Date().toISOString() })
  await database.meta.put({ key: DERIVED_KEY, value: __BUILD_ID__ })
}

/** One tab at a time (two tabs opened at once would both seed): a Web Lock where there is one. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks
  return locks ? (locks.request('vermilion-seed', task) as Promise<T>) : task()
}

/**
 * Seeds on the first start only; later starts keep the user's data. `onSignInReady`: called once
 * the SIGN_IN_TABLES are in (at once when the database was seeded before).
 */
export async function ensureSeeded(database: VermilionDB = db, onSignInReady?: () => void): Promise<void> {
  const seeded = async (derived = derivedState(database)) => {
    onSignInReady?.()
    await refreshDerived(database, await derived)
  }
  // A later start (the usual case) reads the seed mark and the derived tables' state at once: one
  // round trip before the other areas' requests pass the seed gate, not three in turn.
  const derived = derivedState(database)
  derived.catch(() => undefined)
  if (await database.meta.get(SEEDED_KEY)) return seeded(derived)
  await exclusive(async () => {
    if (await database.meta.get(SEEDED_KEY)) return seeded()
    await firstFill(database, onSignInReady)
  })
}

/**
 * Tables derived from the app itself (not user data): rebuilt when the app changed (another
 * build), so that an app update with new routes or translations shows in the search without
 * re-seeding anything else.
 */
const DERIVED = ['searchIndex'] as const
const DERIVED_KEY = 'derivedBuild'

/** Whether the derived tables were built by this build, and how many rows each holds. */
async function derivedState(database: VermilionDB): Promise<{ built: boolean; counts: number[] }> {
  const [mark, counts] = await Promise.all([
    database.meta.get(DERIVED_KEY),
    Promise.all(DERIVED.map((name) => database.table(name).count())),
  ])
  return { built: mark?.value === __BUILD_ID__, counts }
}

async function refreshDerived(database: VermilionDB, { built, counts }: { built: boolean; counts: number[] }): Promise<void> {
  for (const [i, name] of DERIVED.entries()) {
    const table = database.table(name)
    if (built && counts[i]! > 0) continue
    const rows = (await SEEDS[name]!()).default
    await database.transaction('rw', table, async () => {
      await table.clear()
      await table.bulkAdd(rows)
    })
  }
  if (!built) await database.meta.put({ key: DERIVED_KEY, value: __BUILD_ID__ })
}

/** "Reset demo data": clears every table and seeds again, in one transaction. */
export async function resetDemoData(database: VermilionDB = db): Promise<void> {
  await fill(database)
}

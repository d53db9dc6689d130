import { db, type VermilionDB } from './db'
import { buildSearchEntries } from './lib/search-index'
import { shiftToCurrentMonth } from './lib/calendar-dates'

/**
 * Seed data lives in seed/*.json (fictional, deterministic). Each table names its loader here;
 * the JSON is code-split so it is only downloaded when the database is first created or reset.
 */
type Loader = () => Promise<{ default: unknown[] }>
export const SEEDS: Partial<Record<keyof VermilionDB & string, Loader>> = {
  accounts: () => import('@seed/accounts.json'),
  notifications: () => import('@seed/notifications.json'),
  otpCatalog: () => import('@seed/otp-catalog.json'),
  otpOrders: () => import('@seed/otp-orders.json'),
  otpBalances: () => import('@seed/otp-balances.json'),
  tinderAccounts: () => import('@seed/tinder-accounts.json'),
  fruitzAccounts: () => import('@seed/fruitz-accounts.json'),
  tinderStrategies: () => import('@seed/tinder-strategies.json'),
  fruitzStrategies: () => import('@seed/fruitz-strategies.json'),
  models: () => import('@seed/models.json'),
  academyCourses: () => import('@seed/academy-courses.json'),
  academyCourseDetails: () => import('@seed/academy-course-details.json'),
  // Written in January 2026; moved into the current month at seed time.
  calendarEvents: async () => ({ default: shiftToCurrentMonth((await import('@seed/calendar-events.json')).default) }),
  chatProfile: () => import('@seed/chat-profile.json'),
  chatContacts: () => import('@seed/chat-contacts.json'),
  chats: () => import('@seed/chat-chats.json'),
  ecommerceProducts: () => import('@seed/ecommerce-products.json'),
  ecommerceOrders: () => import('@seed/ecommerce-orders.json'),
  ecommerceCustomers: () => import('@seed/ecommerce-customers.json'),
  ecommerceReviews: () => import('@seed/ecommerce-reviews.json'),
  ecommerceReferrals: () => import('@seed/ecommerce-referrals.json'),
  ecommerceCategories: () => import('@seed/ecommerce-categories.json'),
  emails: () => import('@seed/emails.json'),
  users: () => import('@seed/users.json'),
  roles: () => import('@seed/roles.json'),
  permissions: () => import('@seed/permissions.json'),
  invoices: () => import('@seed/invoices.json'),
  vehicles: () => import('@seed/vehicles.json'),
  analyticsProjects: () => import('@seed/analytics-projects.json'),
  sales: () => import('@seed/sales.json'),
  faqGroups: () => import('@seed/faq.json'),
  helpCategories: async () => ({ default: (await import('@seed/help-center.json')).default.categories }),
  helpArticles: async () => ({ default: (await import('@seed/help-center.json')).default.articles }),
  profile: async () => ({ default: Object.entries((await import('@seed/profile.json')).default).map(([key, value]) => ({ key, value })) }),
  // Derived from the route registry and the locale files, not from seed/ (see DERIVED below).
  searchIndex: async () => ({ default: await buildSearchEntries() }),
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
  const [rows, { storedRow }] = await Promise.all([load(), import('@/api/contracts/stored-rows')])
  // In slices of ~8 ms (sanitising the e-mails' HTML takes longer): no long task on a first visit.
  const out: unknown[] = []
  let slice = performance.now()
  for (const row of rows.default) {
    out.push(storedRow(table, row as Record<string, unknown>))
    if (performance.now() - slice > 8) {
      await yieldToMain()
      slice = performance.now()
    }
  }
  return out
}

async function loadAll(): Promise<(readonly [string, unknown[]])[]> {
  return Promise.all(Object.keys(SEEDS).map(async (table) => [table, await loadSeed(table)] as const))
}

/** All tables in one transaction: readers never see a half-filled database (reset, restore). */
async function fill(database: VermilionDB): Promise<void> {
  const entries = await loadAll()
  await database.transaction('rw', database.tables, async () => {
    for (const table of database.tables) if (!KEEP.has(table.name)) await table.clear()
    for (const [table, rows] of entries) await database.table(table).bulkAdd(rows)
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
 * The first start: batches of rows, one transaction each, yielding in between, so seeding never blocks the
 * page for long. Nothing reads the database before the mock layer is ready, and the seeded mark
 * is written last: a start interrupted half-way seeds again from scratch next time.
 */
async function firstFill(database: VermilionDB): Promise<void> {
  const entries = await loadAll()
  await database.transaction('rw', database.tables, async () => {
    for (const table of database.tables) if (!KEEP.has(table.name)) await table.clear()
  })
  // In batches: IndexedDB copies each row on the main thread as it is added (a whole table at once
  // was a long task on a tablet). The seeded mark still comes last.
  for (const [table, rows] of entries) {
    for (let i = 0; i < rows.length; i += SEED_BATCH) {
      await yieldToMain()
      await database.table(table).bulkAdd(rows.slice(i, i + SEED_BATCH))
    }
  }
  await database.meta.put({ key: SEEDED_KEY, value: new Date().toISOString() })
  await database.meta.put({ key: DERIVED_KEY, value: __BUILD_ID__ })
}

/** One tab at a time (two tabs opened at once would both seed): a Web Lock where there is one. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks
  return locks ? (locks.request('vermilion-seed', task) as Promise<T>) : task()
}

/** Seeds on the first start only; later starts keep the user's data. */
export async function ensureSeeded(database: VermilionDB = db): Promise<void> {
  const done = await database.meta.get(SEEDED_KEY)
  if (done) return refreshDerived(database)
  await exclusive(async () => {
    if (await database.meta.get(SEEDED_KEY)) return refreshDerived(database)
    await firstFill(database)
  })
}

/**
 * Tables derived from the app itself (not user data): rebuilt when the app changed (another
 * build), so that an app update with new routes or translations shows in the search without
 * re-seeding anything else.
 */
const DERIVED = ['searchIndex'] as const
const DERIVED_KEY = 'derivedBuild'

async function refreshDerived(database: VermilionDB): Promise<void> {
  const built = (await database.meta.get(DERIVED_KEY))?.value === __BUILD_ID__
  for (const name of DERIVED) {
    const table = database.table(name)
    if (built && (await table.count()) > 0) continue
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

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
  else await refreshDerived(database)
}

/**
 * Tables derived from the app itself (not user data): rebuilt on every start, so that an app
 * update with new routes or translations shows in the search without re-seeding anything else.
 */
const DERIVED = ['searchIndex'] as const

async function refreshDerived(database: VermilionDB): Promise<void> {
  for (const name of DERIVED) {
    const rows = (await SEEDS[name]!()).default
    const table = database.table(name)
    await database.transaction('rw', table, async () => {
      await table.clear()
      await table.bulkAdd(rows)
    })
  }
}

/** "Reset demo data": clears every table and seeds again, in one transaction. */
export async function resetDemoData(database: VermilionDB = db): Promise<void> {
  await fill(database)
}

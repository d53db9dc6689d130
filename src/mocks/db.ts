import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie'
import type { LoginAccount, StoredSession } from '@/api/contracts/auth'
import type { StoredNotification } from '@/api/contracts/notifications'
import type { Draft } from '@/api/contracts/pwa'
import type { CatalogEntry, OtpBalanceRecord, OtpOrderRecord } from '@/api/contracts/otp'
import type { StoredAccount, StoredStrategy } from '@/api/contracts/platform'
import type { StoredModel } from '@/api/contracts/models'
import type { Course, StoredCourseDetails } from '@/api/contracts/academy'
import type { CalendarEvent } from '@/api/contracts/calendar'
import type { Chat, ChatContact, ChatProfileUser } from '@/api/contracts/chat'
import type { Customer, Order, Product, Referral, Review } from '@/api/contracts/ecommerce'
import type { Category } from '@/api/contracts/ecommerce-categories'
import type { Email } from '@/api/contracts/email'
import type { User } from '@/api/contracts/users'
import type { Role } from '@/api/contracts/roles'
import type { Permission } from '@/api/contracts/permissions'
import type { Invoice } from '@/api/contracts/invoices'
import type { Vehicle } from '@/api/contracts/logistics'
import type { AnalyticsProject } from '@/api/contracts/analytics'
import type { SalesRow } from '@/api/contracts/datatable'
import type { StoredFaqGroup } from '@/api/contracts/faq'
import type { StoredHelpArticle, StoredHelpCategory } from '@/api/contracts/help-center'
import type { ProfilePart } from '@/api/contracts/profile'
import type { SearchEntry } from '@/api/contracts/search'
import { listIndexMiddleware, resetListIndex } from './lib/list-index'
import { DB_NAME, SCHEMAS } from './schema'

/**
 * The one database, `vermilion`. Only src/mocks imports this file (the UI goes through the API).
 *
 * Schema history: every change is a NEW `db.version(n)` with an upgrade that keeps the user's
 * records; released versions are never edited. Each resource lists its indexes in schema.ts.
 */

/** An uploaded model photo: the image itself, kept as a Blob so it shows offline. */
export interface ModelPhotoRecord {
  id: string
  modelId: number
  blob: Blob
  type: string
  name: string
  size: number
  createdAt: string
}

/** One part of the profile page's data (seed/profile.json), stored with its fr/en/ar text. */
export interface ProfileRow {
  key: ProfilePart
  value: unknown
}

/** An uploaded shop picture (product or category): the image itself, a Blob so it shows offline. */
export interface ShopImageRecord {
  id: string
  blob: Blob
  type: string
  name: string
  size: number
  createdAt: string
}

const V1_IMAGE_KEY = 'ecommerce-image:'

/**
 * Carries version 1 over: each picture kept in `meta` moves to `ecommerceImages` (same id, so the
 * products' URLs stay valid), and a seeded database gets one category per category its products
 * use (its picture: that of the category's first product).
 */
async function upgradeToV2(tx: Transaction): Promise<void> {
  const meta = tx.table<MetaRow, string>('meta')
  const images = await meta.where('key').startsWith(V1_IMAGE_KEY).toArray()
  const now = new Date().toISOString()
  for (const row of images) {
    const value = row.value as { blob?: unknown; name?: unknown }
    if (!(value?.blob instanceof Blob)) continue
    const id = row.key.slice(V1_IMAGE_KEY.length)
    const name = typeof value.name === 'string' ? value.name : id
    await tx.table('ecommerceImages').put({ id, blob: value.blob, type: value.blob.type, name, size: value.blob.size, createdAt: now })
  }
  await meta.bulkDelete(images.map((r) => r.key))
  if (!(await meta.get('seededAt'))) return
  const seen = new Map<string, string>()
  await tx.table<Product, number>('ecommerceProducts').each((p) => void (seen.has(p.category) || seen.set(p.category, p.image)))
  const slugs = new Set<string>()
  const rows: Omit<Category, 'id'>[] = []
  for (const [title, image] of seen) {
    let slug =
      title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'category'
    while (slugs.has(slug)) slug += '-1'
    slugs.add(slug)
    rows.push({ title, slug, image, parentId: null, description: '', status: 'Published' })
  }
  await tx.table('ecommerceCategories').bulkAdd(rows)
}

/** One released schema version: its stores and the upgrade that carries the user's data over. */
export interface SchemaVersion {
  version: number
  stores: Record<string, string | null>
  upgrade?: (tx: Transaction) => Promise<void> | void
}

/**
 * Every released version, oldest first (schema.ts). A schema change appends a version (new or
 * changed indexes, and an `upgrade` here that rewrites records when their shape changes); a
 * released entry is never edited, so a user's database is upgraded in place and never re-seeded.
 */
const UPGRADES: Record<number, SchemaVersion['upgrade']> = { 2: upgradeToV2 }

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = SCHEMAS.map((schema) => ({
  ...schema,
  ...(UPGRADES[schema.version] && { upgrade: UPGRADES[schema.version] }),
}))

export interface MetaRow {
  key: string
  value: unknown
}

export class VermilionDB extends Dexie {
  meta!: Table<MetaRow, string>
  accounts!: EntityTable<LoginAccount, 'id'>
  sessions!: Table<StoredSession, string>
  drafts!: Table<Draft, string>
  notifications!: EntityTable<StoredNotification, 'id'>
  otpCatalog!: Table<CatalogEntry, string>
  otpBalances!: Table<OtpBalanceRecord, number>
  otpOrders!: EntityTable<OtpOrderRecord, 'id'>
  tinderAccounts!: EntityTable<StoredAccount, 'id'>
  fruitzAccounts!: EntityTable<StoredAccount, 'id'>
  tinderStrategies!: EntityTable<StoredStrategy, 'id'>
  fruitzStrategies!: EntityTable<StoredStrategy, 'id'>
  models!: EntityTable<StoredModel, 'id'>
  modelPhotos!: Table<ModelPhotoRecord, string>
  academyCourses!: EntityTable<Course, 'id'>
  academyCourseDetails!: EntityTable<StoredCourseDetails, 'id'>
  calendarEvents!: EntityTable<CalendarEvent, 'id'>
  chatProfile!: Table<ChatProfileUser, number>
  chatContacts!: EntityTable<ChatContact, 'id'>
  chats!: EntityTable<Chat, 'id'>
  ecommerceProducts!: EntityTable<Product, 'id'>
  ecommerceOrders!: EntityTable<Order, 'id'>
  ecommerceCustomers!: EntityTable<Customer, 'id'>
  ecommerceReviews!: EntityTable<Review, 'id'>
  ecommerceReferrals!: EntityTable<Referral, 'id'>
  ecommerceCategories!: EntityTable<Category, 'id'>
  ecommerceImages!: Table<ShopImageRecord, string>
  emails!: EntityTable<Email, 'id'>
  users!: EntityTable<User, 'id'>
  roles!: EntityTable<Role, 'id'>
  permissions!: EntityTable<Permission, 'id'>
  invoices!: EntityTable<Invoice, 'id'>
  vehicles!: EntityTable<Vehicle, 'id'>
  analyticsProjects!: EntityTable<AnalyticsProject, 'id'>
  sales!: EntityTable<SalesRow, 'id'>
  faqGroups!: Table<StoredFaqGroup, string>
  helpCategories!: Table<StoredHelpCategory, string>
  helpArticles!: Table<StoredHelpArticle, string>
  profile!: Table<ProfileRow, ProfilePart>
  searchIndex!: EntityTable<SearchEntry, 'id'>
  /** This connection created the database and the seed has not written to it yet: it is empty (seed.ts). */
  createdEmpty = false

  constructor(name = DB_NAME, versions: readonly SchemaVersion[] = SCHEMA_VERSIONS) {
    super(name)
    for (const v of versions) {
      const version = this.version(v.version).stores(v.stores)
      if (v.upgrade) version.upgrade(v.upgrade)
    }
    this.on('populate', () => {
      this.createdEmpty = true
    })
    // List queries keep key lists and search projections in memory, kept fresh on every write.
    resetListIndex()
    this.use(listIndexMiddleware)
  }
}

export let db = new VermilionDB()

/** Tests: open a fresh connection to the same database (to prove a write really persisted). */
export function reopenDb(): VermilionDB {
  db.close()
  db = new VermilionDB()
  return db
}

/**
 * The database's name and its stores' indexes in each released version (Dexie's syntax: `++`
 * auto-incremented primary key, `&` unique, `*` multi-entry, `[a+b]` compound). Its own module,
 * without Dexie: the entry creates a first visit's database with it (early-create.ts); db.ts
 * declares the versions and their upgrades.
 */
export const DB_NAME = 'vermilion'

export const SCHEMA_V1 = {
  meta: '&key',
  accounts: '++id, &email, &username',
  sessions: '&token, userId',
  drafts: '&key',
  notifications: '++id, userId, read, createdAt',
  otpCatalog: '&id, service, country, price, stock',
  otpBalances: '&userId',
  otpOrders: '++id, userId, status, service, country, createdAt, [userId+status]',
  tinderAccounts: '++id, name, phone, status, strategyId, modelId, city, country, createdAt, lastActiveAt',
  fruitzAccounts: '++id, name, phone, status, strategyId, modelId, city, country, fruit, createdAt, lastActiveAt',
  tinderStrategies: '++id, name, createdAt',
  fruitzStrategies: '++id, name, createdAt',
  models: '++id, name, age, createdAt, *tags, *languages',
  modelPhotos: '&id, modelId, createdAt',
  academyCourses: '++id, courseTitle, user, tags',
  academyCourseDetails: '++id',
  calendarEvents: '++id, extendedProps.calendar, start',
  chatProfile: '&id',
  chatContacts: '++id, fullName',
  chats: '++id, &userId',
  ecommerceProducts: '++id, productName, productBrand, category, status, &sku, qty',
  ecommerceOrders: '++id, order, customer, email, status, spent',
  ecommerceCustomers: '++id, customer, &customerId, country, email, order, totalSpent',
  ecommerceReviews: '++id, product, reviewer, email, status',
  ecommerceReferrals: '++id, user, referredId, status',
  emails: '++id, folder, time, *labels',
  users: '++id, &email, &username, fullName, role, currentPlan, status, billing',
  roles: '++id, &name',
  permissions: '++id, name, createdDate, *assignedTo',
  invoices: '++id, issuedDate, invoiceStatus, client.name, total, balance',
  vehicles: '++id, location, startCity, endCity, warnings, progress',
  analyticsProjects: '++id, name, leader, progress',
  sales: '++id, date',
  faqGroups: '&id, order',
  helpCategories: '&slug, order',
  helpArticles: '&slug, category, order',
  profile: '&key',
  searchIndex: '++id, category',
} as const

/**
 * Version 2 (issue #18): the shop's categories get a table (products name theirs by title), and
 * uploaded shop pictures a table of their own (version 1 kept them in `meta` as
 * `ecommerce-image:<uuid>`).
 */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  ecommerceCategories: '++id, &slug, &title, status, parentId',
  ecommerceImages: '&id, createdAt',
} as const

/** Each released version's stores, oldest first (db.ts adds each version's upgrade). */
export const SCHEMAS: readonly { version: number; stores: Record<string, string | null> }[] = [
  { version: 1, stores: SCHEMA_V1 },
  { version: 2, stores: SCHEMA_V2 },
]

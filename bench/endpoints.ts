/**
 * The list endpoints the data-scale bench times, with the table each one reads and the queries
 * tried (SPEC section 5 list parameters). An entry is measured when its handler file declares the
 * path (checked in src/mocks/handlers/*.ts at run time) and the endpoint answers JSON; otherwise
 * it is reported as "not present". GET endpoints found in the handlers but missing here are
 * reported too, so the catalogue can follow the app.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export interface ListEndpoint {
  name: string
  /** path under /api, without query */
  path: string
  /** Dexie table the handler reads */
  table: string
  /** handler file (src/mocks/handlers/<file>, or <area>/<file> for an area folder) and a string it must contain */
  source: { file: string; marker: string }
  /** query variants besides the default first page and the last page */
  search?: string
  filter?: string
  sort?: string
  /** the endpoint takes page/itemsPerPage (a last page exists) */
  paged?: boolean
  /**
   * the contract answers the whole table (no paging: SPEC): timed with the seed and 10,000 rows
   * and reported, but not held to the list budgets, which no whole-table answer can meet
   */
  whole?: string
  /** other tables the endpoint reads, filled to the same count (a search across tables) */
  alsoFill?: string[]
  /** a query called once, untimed, after each fill: the steady state a user reaches (projections built) */
  prime?: string
  /** this endpoint's own p95 budgets (ms) per scale, instead of the list budgets (bench/budgets.json) */
  p95Ms?: Record<string, number>
}

const H = (file: string, marker: string) => ({ file: `${file}.ts`, marker })

export const LIST_ENDPOINTS: ListEndpoint[] = [
  {
    name: 'users',
    path: '/apps/users',
    table: 'users',
    source: H('users', "'*/api/apps/users'"),
    search: 'q=an',
    filter: 'role=admin',
    sort: 'sortBy=user&orderBy=asc',
    paged: true,
  },
  {
    name: 'invoices',
    path: '/apps/invoice',
    table: 'invoices',
    source: H('invoices', "'*/api/apps/invoice'"),
    search: 'q=an',
    filter: 'status=Paid',
    sort: 'sortBy=total&orderBy=desc',
    paged: true,
  },
  {
    name: 'ecommerce products',
    path: '/apps/ecommerce/products',
    table: 'ecommerceProducts',
    source: H('ecommerce', '/products`'),
    search: 'q=an',
    filter: 'status=Published',
    sort: 'sortBy=price&orderBy=desc',
    paged: true,
  },
  {
    name: 'ecommerce orders',
    path: '/apps/ecommerce/orders',
    table: 'ecommerceOrders',
    source: H('ecommerce', '/orders`'),
    search: 'q=an',
    sort: 'sortBy=spent&orderBy=desc',
    paged: true,
  },
  {
    name: 'ecommerce customers',
    path: '/apps/ecommerce/customers',
    table: 'ecommerceCustomers',
    source: H('ecommerce', '/customers`'),
    search: 'q=an',
    sort: 'sortBy=totalSpent&orderBy=desc',
    paged: true,
  },
  {
    name: 'ecommerce reviews',
    path: '/apps/ecommerce/reviews',
    table: 'ecommerceReviews',
    source: H('ecommerce', '/reviews`'),
    search: 'q=an',
    filter: 'status=Published',
    sort: 'sortBy=date&orderBy=desc',
    paged: true,
  },
  {
    name: 'ecommerce referrals',
    path: '/apps/ecommerce/referrals',
    table: 'ecommerceReferrals',
    source: H('ecommerce', '/referrals`'),
    sort: 'sortBy=earning&orderBy=desc',
    paged: true,
  },
  {
    name: 'ecommerce categories',
    path: '/apps/ecommerce/categories',
    table: 'ecommerceCategories',
    source: H('ecommerce/categories', '/categories`'),
    search: 'q=ga',
    filter: 'status=Published',
    sort: 'sortBy=title&orderBy=desc',
    paged: true,
  },
  {
    name: 'tinder accounts',
    path: '/tinder/accounts',
    table: 'tinderAccounts',
    source: H('platform/accounts', '/accounts`'),
    search: 'q=an',
    filter: 'status=active',
    sort: 'sortBy=likes&orderBy=desc',
    paged: true,
  },
  {
    name: 'fruitz accounts',
    path: '/fruitz/accounts',
    table: 'fruitzAccounts',
    source: H('platform/accounts', '/accounts`'),
    search: 'q=an',
    filter: 'status=active',
    sort: 'sortBy=likes&orderBy=desc',
    paged: true,
  },
  {
    name: 'tinder strategies',
    path: '/tinder/strategies',
    table: 'tinderStrategies',
    source: H('platform/strategies', '/strategies`'),
    search: 'q=a',
    sort: 'sortBy=name&orderBy=asc',
    paged: true,
  },
  {
    name: 'models',
    path: '/models',
    table: 'models',
    source: H('models/index', "'*/api/models'"),
    search: 'q=an',
    filter: 'language=fr',
    sort: 'sortBy=age&orderBy=desc',
    paged: true,
  },
  {
    name: 'otp orders (all)',
    path: '/otp/orders/all',
    table: 'otpOrders',
    source: H('otp/orders', "'*/api/otp/orders/all'"),
    search: 'q=33',
    filter: 'status=received',
    sort: 'sortBy=price&orderBy=desc',
    paged: true,
  },
  {
    name: 'otp orders (own)',
    path: '/otp/orders',
    table: 'otpOrders',
    source: H('otp/orders', "'*/api/otp/orders'"),
    filter: 'status=received',
    sort: 'sortBy=price&orderBy=desc',
    paged: true,
  },
  {
    name: 'otp catalog',
    path: '/otp/catalog',
    table: 'otpCatalog',
    source: H('otp/catalog', "'*/api/otp/catalog'"),
    search: 'q=fr',
    filter: 'inStock=true',
    sort: 'sortBy=price&orderBy=asc',
    paged: true,
  },
  {
    name: 'permissions',
    path: '/apps/permissions',
    table: 'permissions',
    source: H('permissions', "'*/api/apps/permissions'"),
    search: 'q=a',
    sort: 'sortBy=name&orderBy=asc',
    paged: true,
  },
  {
    name: 'analytics projects',
    path: '/dashboard/analytics/projects',
    table: 'analyticsProjects',
    source: H('analytics', "'*/api/dashboard/analytics/projects'"),
    search: 'q=an',
    sort: 'sortBy=progress&orderBy=desc',
    paged: true,
  },
  {
    name: 'accounts dashboard',
    path: '/dashboard/accounts',
    table: 'tinderAccounts',
    source: H('dashboard', "'*/api/dashboard/accounts'"),
  },
  {
    name: 'logistics vehicles',
    path: '/apps/logistics/vehicles',
    table: 'vehicles',
    source: H('logistics', "'*/api/apps/logistics/vehicles'"),
    sort: 'sortBy=progress&orderBy=desc',
    paged: true,
  },
  {
    name: 'academy courses',
    path: '/apps/academy/courses',
    table: 'academyCourses',
    source: H('academy', "'*/api/apps/academy/courses'"),
    search: 'q=an',
    filter: 'hideCompleted=true',
    sort: 'sortBy=progress&orderBy=desc',
    paged: true,
  },
  { name: 'notifications', path: '/notifications', table: 'notifications', source: H('notifications', "'*/api/notifications'") },
  {
    name: 'email',
    path: '/apps/email',
    table: 'emails',
    source: H('email', "'*/api/apps/email'"),
    search: 'q=an',
    filter: 'filter=sent',
    paged: true,
  },
  {
    name: 'datatable (sales)',
    path: '/pages/datatable',
    table: 'sales',
    source: H('datatable', "'*/api/pages/datatable'"),
    whole: 'the sales demo table sorts and pages in the browser (SPEC: GET /api/pages/datatable -> sales list)',
  },
  {
    name: 'roles',
    path: '/apps/roles',
    table: 'roles',
    source: H('roles', "'*/api/apps/roles'"),
    whole: 'one card per role (SPEC: the roles screen shows every role)',
  },
  {
    // The app-bar record search (issue #23): every group the admin sees, each table at the scale.
    name: 'record search',
    path: '/search/records',
    table: 'tinderAccounts',
    alsoFill: ['fruitzAccounts', 'models', 'otpOrders', 'users', 'ecommerceCustomers', 'ecommerceOrders', 'invoices', 'emails'],
    source: H('search-records', "'*/api/search/records'"),
    search: 'q=an',
    filter: 'q=%2B33%206%2039',
    sort: 'q=%C3%A9lodie',
    prime: 'q=qqqq',
    p95Ms: { '100000': 30 },
  },
]

const HANDLERS = 'src/mocks/handlers'

/** Whether the endpoint's handler file declares its path (static; the bench also calls it). */
export function declared(e: ListEndpoint, root = '.'): boolean {
  const file = join(root, HANDLERS, e.source.file)
  return existsSync(file) && readFileSync(file, 'utf8').includes(e.source.marker)
}

/**
 * GET endpoints without a path parameter declared in the handlers, as written (`BASE`,
 * `${BASE}/x` resolved when the file defines `const BASE = '...'`).
 */
export function discoverGetEndpoints(root = '.'): string[] {
  const dir = join(root, HANDLERS)
  const out = new Set<string>()
  // Handler files, also inside area folders (handlers/<area>/*.ts); the top-level index only lists them.
  for (const f of readdirSync(dir, { recursive: true }) as string[]) {
    if (!f.endsWith('.ts') || f.endsWith('.test.ts') || f === 'index.ts') continue
    const text = readFileSync(join(dir, f), 'utf8')
    const base = /const BASE = '([^']+)'/.exec(text)?.[1]
    for (const m of text.matchAll(/http\.get\(\s*([^,]+),/g)) {
      let p = m[1]!.trim()
      if (p === 'BASE' && base) p = base
      p = p.replace(/^[`']|[`']$/g, '').replace('${BASE}', base ?? '${BASE}')
      if (p.includes(':') || p.includes('${base}')) {
        // platform handlers are built per platform: `${base}/accounts` is /tinder/.. and /fruitz/..
        if (p.includes('${base}') && !p.includes(':'))
          for (const platform of ['tinder', 'fruitz']) out.add(p.replace('${base}', `*/api/${platform}`).replace('*/api', ''))
        continue
      }
      out.add(p.replace('*/api', ''))
    }
  }
  return [...out].sort()
}

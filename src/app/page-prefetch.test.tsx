// @vitest-environment jsdom
import { createElement, type ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import type { LoginResponse } from '@/api/contracts/auth'
import { session } from '@/lib/session'
import { call, runPrefetch, setupMockApi as withMockApi } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import type { RouteName } from '@/lib/paths'
import { routeByName } from './routes'

withMockApi()

// jsdom has no matchMedia (tables ask for the tablet width).
window.matchMedia = (query: string) =>
  ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList

/** The screens whose page module asks for its first data while it loads (api/resources/prefetch.ts). */
const PREFETCHING: RouteName[] = [
  'tinderAccounts',
  'fruitzAccounts',
  'tinderStrategies',
  'fruitzStrategies',
  'models',
  'userList',
  'invoiceList',
  'productList',
  'categoryList',
  'orderList',
  'customerList',
  'manageReview',
  'referrals',
  'dashboardAccounts',
  'otpOrder',
  'otpNumbers',
  'otpHistory',
  'otpAdminHistory',
  'academyMyCourse',
  'permissions',
]

describe("a page's prefetch is its screen's own queries (a list's: its table's)", () => {
  it.each(PREFETCHING)('%s: the page finds its rows in the cache and adds no list query of its own', async (name) => {
    const route = routeByName.get(name)!
    const page = (await route.page!()) as { default: ComponentType<Record<string, unknown>>; prefetch?: unknown; namespaces?: unknown }
    expect(page.prefetch, `${name} exports prefetch`).toBeTypeOf('function')
    expect(page.namespaces, `${name} names its locale files`).toBeInstanceOf(Array)
    session.start((await call<LoginResponse>('/auth/login', { method: 'POST', body: { email: 'admin@demo.com', password: 'admin' } })).body)
    // A search and a page size of the user's: the defaults of the table still apply to the rest.
    const search = 'q=a&itemsPerPage=25'
    const { client, stop } = await runPrefetch(page.prefetch as Parameters<typeof runPrefetch>[0], search, route.props, { id: 'default' })
    stop()
    const prefetched = client.getQueryCache().getAll()
    expect(prefetched.length).toBeGreaterThan(0)
    expect(prefetched.map((q) => q.state.status)).toEqual(prefetched.map(() => 'success'))
    renderWithProviders(createElement(page.default, route.props ?? {}), {
      route: `${route.path.replace(':id', 'default')}?${search}`,
      queryClient: client,
    })
    // Each prefetched query is one the screen shows (it observes it) and is not asked for again.
    for (const query of prefetched) {
      expect(query.getObserversCount(), JSON.stringify(query.queryKey)).toBeGreaterThan(0)
      expect(query.state.fetchStatus).toBe('idle')
    }
  })
})

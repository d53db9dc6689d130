import { QueryClient } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { PagePrefetch } from '@/api/resources'
import { queryDefaults } from '@/app/providers'
import { db } from '@/mocks/db'
import { server } from '@/mocks/node'
import { resetDemoData } from '@/mocks/seed'

export const BASE = 'http://localhost'

/**
 * Handler tests: msw/node intercepts real `fetch` calls; the database (fake-indexeddb) is
 * re-seeded before each test so every test starts from the sample data.
 */
export function setupMockApi() {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(async () => {
    await db.sessions.clear()
    await resetDemoData()
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
}

/**
 * The mock API's traffic in order (`request /api/models`, `response /api/models`) from now until
 * `stop()`: what a screen asks for, and when.
 */
export function recordApiTraffic(): { seen: string[]; stop: () => void } {
  const seen: string[] = []
  const onRequest = ({ request }: { request: Request }) => void seen.push(`request ${new URL(request.url).pathname}`)
  const onResponse = ({ request }: { request: Request }) => void seen.push(`response ${new URL(request.url).pathname}`)
  server.events.on('request:start', onRequest)
  server.events.on('response:mocked', onResponse)
  return {
    seen,
    stop: () => {
      server.events.removeListener('request:start', onRequest)
      server.events.removeListener('response:mocked', onResponse)
    },
  }
}

/**
 * A page's prefetch (api/resources/prefetch.ts) run for `search` on a fresh client, the API
 * traffic recorded from its start: render the page on `client`, then `requests(path)` says
 * whether the page asked for its data again (it should not: same keys).
 */
export async function runPrefetch(
  prefetch: PagePrefetch,
  search: string,
  props: Record<string, unknown> = {},
  params: Record<string, string> = {},
) {
  // The app's defaults (its staleTime decides whether the page asks again on mount), no retry.
  const client = new QueryClient({ defaultOptions: { queries: { ...queryDefaults.queries, retry: false }, mutations: { retry: false } } })
  const traffic = recordApiTraffic()
  await prefetch({ client, search: new URLSearchParams(search), params, props })
  return { client, requests: (path: string) => traffic.seen.filter((s) => s === `request /api${path}`).length, stop: traffic.stop }
}

export interface CallOptions {
  method?: string
  body?: unknown
  token?: string
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>
}

/** A real HTTP request through fetch; answers status and parsed body (JSON, text or null). */
export async function call<T = unknown>(path: string, { method = 'GET', body, token, query }: CallOptions = {}) {
  const url = new URL(`/api${path}`, BASE)
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined) continue
    if (Array.isArray(v)) v.forEach((x) => url.searchParams.append(k, String(x)))
    else url.searchParams.set(k, String(v))
  }
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  let data: unknown = null
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      data = text
    }
  }
  return { status: res.status, body: data as T, headers: res.headers }
}

/** Signs a demo account in and returns its bearer token. */
export async function tokenFor(who: 'admin' | 'client' | 'tinder' | 'fruitz' | 'otp'): Promise<string> {
  const res = await call<{ accessToken: string }>('/auth/login', { method: 'POST', body: { email: `${who}@demo.com`, password: who } })
  if (res.status !== 201) throw new Error(`login ${who} failed: ${res.status}`)
  return res.body.accessToken
}

import assert from 'node:assert/strict'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { after, before } from 'node:test'
import { PLAYWRIGHT_CHROMIUM_ARGS } from './chromium.ts'

export const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173'
export type Who = 'admin' | 'client' | 'tinder' | 'fruitz' | 'otp'

let browser: Browser | undefined
/** The file's shared sessions (sharedSession), closed before the browser. */
const shared: Promise<{ context: BrowserContext }>[] = []

/**
 * The one Chromium of the run (tests/e2e/run.mjs launches it and passes its CDP endpoint); a file
 * run on its own launches one. Each test takes a fresh context (fresh storage and cookies).
 */
export function setupBrowser() {
  before(async () => {
    const cdp = process.env.E2E_CDP_ENDPOINT
    browser = cdp
      ? await chromium.connectOverCDP(cdp)
      : await chromium.launch({ executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium', args: PLAYWRIGHT_CHROMIUM_ARGS })
  })
  after(async () => {
    for (const session of shared.splice(0)) await (await session).context.close()
    await browser?.close()
  })
}

/** Contexts without a service worker (see newContext). */
const withoutWorker = new WeakSet<BrowserContext>()

/**
 * A fresh context. Journeys run without the service worker by default: the app's client is
 * answered in the page with or without it (mocks/in-page-transport.ts), and a first install
 * (~500 files cached, then the rest of the build) tripled the cost of each test's first visit on
 * 2 cores. What needs the worker (the PWA, offline, the transport, stored pictures, direct
 * `fetch` calls) asks for it with `serviceWorker: true`.
 */
export async function newContext(
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; serviceWorker?: boolean } = {},
): Promise<BrowserContext> {
  if (!browser) throw new Error('setupBrowser() first')
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  })
  if (!options.serviceWorker) withoutWorker.add(context)
  return context
}

export async function newPage(options?: Parameters<typeof newContext>[0]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(options)
  const page = await context.newPage()
  page.on('pageerror', (err) => console.error('[pageerror]', err.message))
  return { context, page }
}

/**
 * One page of the file, signed in as `who` (default context options), for tests that open their
 * screen in it (`page.goto`) and write only records no other test of the file reads: each one
 * then starts the app from a seeded database instead of a fresh context's first visit, sign-in
 * and seeding (~2 s each here). Answers a function that gives the page (signed in on first use).
 */
export function sharedSession(who: Who): () => Promise<Page> {
  let session: Promise<{ context: BrowserContext; page: Page }> | undefined
  return async () => {
    if (!session) {
      session = newPage().then(async (s) => {
        await login(s.page, who)
        return s
      })
      shared.push(session)
    }
    return (await session).page
  }
}

/**
 * Waits until the mock layer is up: Dexie and the in-page handlers, and MSW on the service worker
 * in a context that has one.
 */
export async function mocksReady(page: Page) {
  if (withoutWorker.has(page.context())) return apiReady(page)
  await page.waitForFunction(() => (window as unknown as { __vermilionMocksReady?: boolean }).__vermilionMocksReady === true, undefined, {
    timeout: 20_000,
  })
}

/** Waits until React has replaced a pre-rendered page (#boot[data-prerendered]): its elements are the live ones. */
export async function live(page: Page) {
  await page.waitForFunction(() => !document.querySelector('#boot[data-prerendered]'), undefined, { timeout: 20_000 })
}

/**
 * Waits until the app's client can call the mock API (the database is seeded enough: mocks run in
 * the page). On a first visit the service worker half (mocksReady) is ready seconds later.
 */
export async function apiReady(page: Page) {
  await page.waitForFunction(
    () => typeof (window as unknown as { __vermilionSendApi?: unknown }).__vermilionSendApi === 'function',
    undefined,
    {
      timeout: 20_000,
    },
  )
}

/**
 * Signs in through the login page with a demo account's click-to-fill button. It does not wait
 * for the service worker: the app's own calls are answered in the page (apiCall, which fetches
 * through the worker, waits for it).
 */
export async function login(page: Page, who: Who, path = '/login') {
  await page.goto(path)
  await live(page)
  await apiReady(page)
  await page.getByTestId(`demo-${who}`).click()
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 }),
    page.locator('form button[type=submit]').click(),
  ])
}

/**
 * On the sign-in page: sets the admin-only OTP setting that makes codes arrive at once, signing in
 * as admin through the API (the page's own session is left as it is).
 */
export async function otpCodesAtOnce(page: Page) {
  await page.goto('/login')
  const login = await apiCall<{ accessToken: string }>(page, '/auth/login', {
    method: 'POST',
    body: { email: 'admin@demo.com', password: 'admin' },
  })
  const set = await apiCall(page, '/otp/settings', { method: 'PUT', body: { codeDelayMs: 0 }, token: login.body.accessToken })
  assert.equal(set.status, 200, 'the OTP code delay was set to 0')
}

/**
 * Calls the mock API from the page with the session's bearer token (or `init.token`): a plain
 * `fetch` through the service worker when one controls the page, else the app's client transport.
 */
export async function apiCall<T = unknown>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  await mocksReady(page)
  return page.evaluate(
    async ({ path, init }) => {
      const cookie = document.cookie
        .split('; ')
        .find((c) => c.startsWith('accessToken='))
        ?.slice(12)
      const token = init.token ?? (cookie ? decodeURIComponent(cookie) : undefined)
      const client = (window as unknown as { __vermilionSendApi?: (url: string, init: RequestInit) => Promise<Response> })
        .__vermilionSendApi
      const send = navigator.serviceWorker?.controller || !client ? fetch : client
      const res = await send(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      const text = await res.text()
      return { status: res.status, body: text ? JSON.parse(text) : null }
    },
    { path, init },
  )
}

/** Waits until the page is controlled by the activated /sw.js (a first visit caches the shell first). */
export async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true, undefined, {
    timeout: 60_000,
  })
}

/**
 * Waits until the worker has cached the whole build: a first install caches the shell, the rest
 * follows in the background once the page is idle (sw.ts answers GET_PRECACHE_STATE).
 */
export async function fullyPrecached(page: Page) {
  const deadline = Date.now() + 60_000
  for (;;) {
    const complete = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const worker = navigator.serviceWorker.controller
          if (!worker) return resolve(false)
          const channel = new MessageChannel()
          channel.port1.onmessage = (e) => resolve((e.data as { complete?: boolean }).complete === true)
          worker.postMessage({ type: 'GET_PRECACHE_STATE' }, [channel.port2])
          setTimeout(() => resolve(false), 5000) // no answer (a worker restarted meanwhile): ask again
        }),
    )
    if (complete) return
    assert.ok(Date.now() < deadline, 'the worker cached the whole build within 60 s')
    await page.waitForTimeout(250)
  }
}

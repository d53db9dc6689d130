/**
 * Shared pieces of the bench: the preview server, the system Chromium, signing in, calling the
 * mock API from the page, percentiles. Node 24 runs these files directly (type stripping).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.ts'

export type Who = 'admin' | 'client' | 'tinder' | 'fruitz' | 'otp'

export function log(...args: unknown[]): void {
  console.error('[bench]', ...args)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

export interface Server {
  base: string
  stop: () => void
}

/**
 * `vite preview` of dist/ (or another build directory, `--dist=`) on a free loopback port (the
 * same server the e2e tests use).
 */
export async function startPreview(dist = 'dist'): Promise<Server> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(base)).ok) return { base, stop: () => child.kill() }
    } catch {
      /* not up yet */
    }
    await sleep(100)
  }
  child.kill()
  throw new Error('bench: vite preview did not start')
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function chromiumPath(): string {
  const path = findChromium()
  if (!path) throw new Error('bench: no Chromium found. Install it with `apt-get install chromium` (Debian).')
  return path
}

let profiles = 0

/**
 * CPU profiles the timing sections run at: 1 (this machine) and 4 (Chromium's CPU throttling,
 * Lighthouse's mobile setting: a mid-range tablet). The page's main thread (and its workers) run
 * `rate` times slower; the service worker and the browser process do not.
 */
export type CpuRate = 1 | 4

/** Sets the page's CPU throttling (CDP Emulation.setCPUThrottlingRate); kept across its navigations. */
export async function throttle(page: Page, rate: number): Promise<void> {
  if (rate === 1) return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}

/**
 * A browser with a new, empty profile on disk (bench/.work/, removed on close): IndexedDB and
 * the service worker cache live on disk as for a user (an incognito context keeps them in memory).
 * With `cpu` > 1, every page it opens (`pages()[0]`, `newPage()`) is throttled before it navigates.
 */
export async function freshProfile(
  base: string,
  viewport = { width: 1366, height: 860 },
  options: { cpu?: CpuRate } = {},
): Promise<BrowserContext> {
  const dir = join('bench/.work', `profile-${process.pid}-${++profiles}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    args: PLAYWRIGHT_CHROMIUM_ARGS,
    baseURL: base,
    viewport,
    colorScheme: 'light',
    serviceWorkers: 'allow',
  })
  const cpu = options.cpu ?? 1
  if (cpu > 1) {
    for (const page of context.pages()) await throttle(page, cpu)
    const newPage = context.newPage.bind(context)
    context.newPage = async () => {
      const page = await newPage()
      await throttle(page, cpu)
      return page
    }
  }
  // Removed once the browser has exited (it may still write to the profile while closing).
  const close = context.close.bind(context)
  context.close = async (options) => {
    await close(options)
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
  return context
}

export async function mocksReady(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __vermilionMocksReady?: boolean }).__vermilionMocksReady === true, undefined, {
    timeout,
  })
}

/** Signs in through the login page (demo account button + submit); answers the landing URL. */
export async function login(page: Page, who: Who = 'admin'): Promise<string> {
  await page.goto('/login')
  await mocksReady(page)
  await page.getByTestId(`demo-${who}`).click()
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 }),
    page.locator('form button[type=submit]').click(),
  ])
  // The root redirect sends each role to its first business screen.
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 }).catch(() => undefined)
  return new URL(page.url()).pathname + new URL(page.url()).search
}

export interface ApiTiming<T = unknown> {
  status: number
  ms: number
  body: T
}

/**
 * Calls the mock API from the page with the session's bearer token, timing request + JSON parse
 * in the page: by default as the app's client sends it (`window.__vermilionSendApi`: the in-page
 * transport, what a screen waits for), or with `via: 'worker'` as a plain `fetch` (page ->
 * service worker -> the page's MSW client -> service worker -> page), which other requests take.
 */
export async function timedApi<T = unknown>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; keepBody?: boolean; via?: 'client' | 'worker' } = {},
): Promise<ApiTiming<T>> {
  return page.evaluate(
    async ({ path, init }) => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith('accessToken='))
        ?.slice(12)
      const client = (window as unknown as { __vermilionSendApi?: (url: string, init: RequestInit) => Promise<Response> })
        .__vermilionSendApi
      const send = init.via !== 'worker' && client ? client : (url: string, i: RequestInit) => fetch(url, i)
      const t0 = performance.now()
      const res = await send(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${decodeURIComponent(token)}` } : {}) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      const type = res.headers.get('content-type') ?? ''
      const text = await res.text()
      const body = type.includes('json') && text ? JSON.parse(text) : text
      const ms = performance.now() - t0
      return {
        status: type.includes('json') || res.status === 204 ? res.status : -res.status,
        ms,
        body: init.keepBody === false ? null : body,
      }
    },
    { path, init },
  ) as Promise<ApiTiming<T>>
}

/** Nearest-rank percentile (p in 0..100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

export const round = (n: number, digits = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n)

/** Long tasks (> 50 ms) observed in the page from now on; `read()` answers and resets them. */
export async function observeLongTasks(page: Page): Promise<{ read: () => Promise<number[]> }> {
  await page.evaluate(() => {
    const w = window as unknown as { __benchLongTasks?: number[]; __benchLongTaskObserver?: PerformanceObserver }
    w.__benchLongTasks = []
    w.__benchLongTaskObserver?.disconnect()
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__benchLongTasks!.push(e.duration)
    })
    observer.observe({ type: 'longtask' })
    w.__benchLongTaskObserver = observer
  })
  return {
    read: () =>
      page.evaluate(() => {
        const w = window as unknown as { __benchLongTasks?: number[] }
        const tasks = w.__benchLongTasks ?? []
        w.__benchLongTasks = []
        return tasks
      }),
  }
}

/**
 * In the page: the data rows of the main list on screen (table body rows or ARIA rows; not the
 * header, skeleton rows or the spacer rows of a virtualised body).
 */
export const DATA_ROWS = () => {
  const main = document.querySelector('main') ?? document.body
  const rows = [...main.querySelectorAll('table tbody tr, [role=row]')].filter(
    (r) =>
      !r.closest('thead') &&
      !r.querySelector('th, [role=columnheader]') &&
      !r.hasAttribute('data-skeleton') &&
      r.getAttribute('aria-hidden') !== 'true',
  )
  return rows.length
}

/**
 * In the page: performance.now() once the main list shows data rows and nothing is loading
 * (no aria-busy, no skeleton), or the not-found screen; 0 before.
 */
export const LIST_READY = () => {
  if (/404/.test(document.title)) return performance.now()
  const main = document.querySelector('main')
  if (!main || main.querySelector('[aria-busy=true], [data-skeleton]')) return 0
  const rows = [...main.querySelectorAll('table tbody tr, [role=row]')].filter(
    (r) =>
      !r.closest('thead') &&
      !r.querySelector('th, [role=columnheader]') &&
      !r.hasAttribute('data-skeleton') &&
      r.getAttribute('aria-hidden') !== 'true',
  )
  return rows.length > 0 ? performance.now() : 0
}

export function rowCount(page: Page): Promise<number> {
  return page.evaluate(DATA_ROWS)
}

/** Whether the page shows the not-found screen (the route is not registered yet). */
export async function isNotFound(page: Page): Promise<boolean> {
  return page.evaluate(() => /404|introuvable|not found|غير موجودة/i.test(document.title))
}

/**
 * Waits until the service worker has installed, controls the page and has cached the whole build
 * (a first install caches the shell, the rest in the background: the worker answers
 * GET_PRECACHE_STATE; a worker that does not answer within 5 s counts as done).
 */
export async function swReady(page: Page): Promise<void> {
  const ok = await page.evaluate(async () => {
    const deadline = performance.now() + 120_000
    await navigator.serviceWorker.ready
    const complete = (worker: ServiceWorker) =>
      new Promise<boolean>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = (e) => resolve((e.data as { complete?: boolean } | null)?.complete === true)
        setTimeout(() => resolve(true), 5000)
        worker.postMessage({ type: 'GET_PRECACHE_STATE' }, [channel.port2])
      })
    while (performance.now() < deadline) {
      const reg = await navigator.serviceWorker.getRegistration()
      const controller = navigator.serviceWorker.controller
      if (reg?.active?.state === 'activated' && !reg.installing && !reg.waiting && controller && (await complete(controller))) return true
      await new Promise((r) => setTimeout(r, 250))
    }
    return false
  })
  if (!ok) throw new Error('bench: the service worker did not take control within 2 minutes')
}

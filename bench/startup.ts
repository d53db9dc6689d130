/**
 * Start-up in the real browser: time from navigation to "mock layer ready"
 * (window.__vermilionMocksReady becomes true) and to the first screen usable, on a first visit
 * (empty storage, no service worker) and on a repeat visit (service worker installed, assets
 * from its precache). Also the JS/CSS the page really downloaded (gzip sizes of the dist files
 * it requested), the cross-check of the static byte figures of bench/bytes.ts.
 */
import type { Page } from 'playwright-core'
import { gzipSize, type BytesReport } from './bytes.ts'
import { freshProfile, isNotFound, LIST_READY, log, mocksReady, round, rowCount, swReady, type CpuRate, type Who } from './lib.ts'

export interface VisitTiming {
  /** ms from navigation start to the app's API client being answered (performance mark vermilion-api-ready: database seeded, in-page transport) */
  apiReadyMs: number | null
  /** ms from navigation start to the window.__vermilionMocksReady = true assignment (the service worker answers too) */
  mocksReadyMs: number | null
  /** ms from navigation start to the screen's content (login form / list rows) on screen */
  shownMs: number | null
  /** max(mocksReady, shown): the screen can be used (its API calls can be answered) */
  usableMs: number | null
  fcpMs: number | null
  lcpMs: number | null
  /** the navigation was answered by the service worker */
  fromServiceWorker: boolean
  /** long tasks (> 50 ms) from navigation start to the screen shown */
  longTasks: number
  longestTaskMs: number
}

export interface PageBytes {
  js: number
  css: number
  /** seed data among the JS (bench/bytes.ts seedData: downloaded once to fill the database) */
  seedJs: number
  requests: number
  files: string[]
}

export interface StartupRun {
  loginFirst: VisitTiming & { bytes: PageBytes }
  loginRepeat: VisitTiming
  /** the first business screen, reached by signing in on the first visit (client-side navigation) */
  listAfterSignIn: { path: string; present: boolean; signInToShownMs: number | null; rows: number; bytes: PageBytes }
  /** that screen reloaded (same tab, as F5): service worker, signed in */
  listReload: VisitTiming & { rows: number }
  /**
   * the same screen opened in a new tab: a new renderer process, so nothing compiled is kept
   * (Chromium keeps no compiled code of module scripts for a new process: README, Performance)
   */
  listNewTab: VisitTiming & { rows: number }
}

export interface StartupReport {
  /** CPU throttling rate (1: this machine) */
  cpu: CpuRate
  runs: number
  who: Who
  median: {
    loginFirst: VisitTiming
    loginRepeat: VisitTiming
    listAfterSignInMs: number | null
    listReload: VisitTiming
    listNewTab: VisitTiming
  }
  listPath: string
  listPresent: boolean
  bytes: { loginFirstVisit: PageBytes; listAfterSignIn: PageBytes }
  /** the static figures (bench/bytes.ts) against what the browser downloaded */
  crossCheck: {
    staticFirstVisitJs: number
    staticSeedJs: number
    browserFirstVisitJs: number
    browserSeedJs: number
    onlyInBrowser: string[]
    onlyInStatic: string[]
  }
  samples: StartupRun[]
}

/** Records when the mock layer says it is ready, and LCP candidates, from the first script on. */
const INIT_SCRIPT = () => {
  const w = window as unknown as {
    __benchMocksReadyAt?: number
    __benchLcp?: number
    __vermilionMocksReady?: boolean
    __benchLongTasks?: { start: number; duration: number }[]
  }
  w.__benchLongTasks = []
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__benchLongTasks!.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    /* not supported */
  }
  let ready: boolean | undefined
  Object.defineProperty(window, '__vermilionMocksReady', {
    configurable: true,
    get: () => ready,
    set: (v: boolean) => {
      ready = v
      if (v === true && w.__benchMocksReadyAt === undefined) w.__benchMocksReadyAt = performance.now()
    },
  })
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__benchLcp = e.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {
    /* not supported */
  }
}

async function visitTiming(page: Page, shownMs: number | null): Promise<VisitTiming> {
  await mocksReady(page).catch(() => undefined)
  const t = await page.evaluate((shown) => {
    const w = window as unknown as {
      __benchMocksReadyAt?: number
      __benchLcp?: number
      __benchLongTasks?: { start: number; duration: number }[]
    }
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    const tasks = (w.__benchLongTasks ?? []).filter((task) => shown === null || task.start < shown).map((task) => task.duration)
    return {
      apiReadyMs: performance.getEntriesByName('vermilion-api-ready')[0]?.startTime ?? null,
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks),
      mocksReadyMs: w.__benchMocksReadyAt ?? null,
      fcpMs: fcp,
      lcpMs: w.__benchLcp ?? null,
      fromServiceWorker: Boolean(nav && nav.workerStart > 0),
    }
  }, shownMs)
  // Usable: the screen is shown and the app's client is answered (the service worker may come later).
  const apiReady = t.apiReadyMs ?? t.mocksReadyMs
  const usable = apiReady !== null && shownMs !== null ? Math.max(apiReady, shownMs) : null
  return {
    apiReadyMs: r(apiReady),
    mocksReadyMs: r(t.mocksReadyMs),
    shownMs: r(shownMs),
    usableMs: r(usable),
    fcpMs: r(t.fcpMs),
    lcpMs: r(t.lcpMs),
    fromServiceWorker: t.fromServiceWorker,
    longTasks: t.longTasks,
    longestTaskMs: round(t.longestTaskMs, 0),
  }
}

const r = (n: number | null) => (n === null ? null : round(n, 0))

/** performance.now() at the first animation frame where the selector's element is on screen. */
async function shownAt(page: Page, selector: string, timeout = 60_000): Promise<number | null> {
  try {
    const handle = await page.waitForFunction((sel) => (document.querySelector(sel) ? performance.now() : 0), selector, {
      timeout,
      polling: 'raf',
    })
    return (await handle.jsonValue()) as number
  } catch {
    return null
  }
}

/** performance.now() when the main list shows its rows (lib.ts LIST_READY). */
async function listShownAt(page: Page, timeout = 60_000): Promise<number | null> {
  try {
    const handle = await page.waitForFunction(LIST_READY, undefined, { timeout, polling: 'raf' })
    return (await handle.jsonValue()) as number
  } catch {
    return null
  }
}

/** The dist files the page requested so far (JS, CSS), with their gzip sizes. */
async function pageBytes(page: Page, dist: string, seedFiles: Set<string>): Promise<PageBytes> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname))
  const files = [...new Set(urls.map((u) => u.replace(/^\//, '')).filter((f) => f.startsWith('assets/') && /\.(js|css)$/.test(f)))]
  let js = 0
  let css = 0
  let seedJs = 0
  for (const f of files) {
    const size = gzipSize(dist, f)
    if (f.endsWith('.css')) css += size
    else if (seedFiles.has(f)) seedJs += size
    else js += size
  }
  return { js, css, seedJs, requests: files.length, files: files.sort() }
}

const median = (values: (number | null)[]): number | null => {
  const v = values.filter((x): x is number => x !== null).sort((a, b) => a - b)
  if (!v.length) return null
  return v.length % 2 ? v[(v.length - 1) / 2]! : round((v[v.length / 2 - 1]! + v[v.length / 2]!) / 2, 0)
}

function medianTiming(list: VisitTiming[]): VisitTiming {
  return {
    apiReadyMs: median(list.map((t) => t.apiReadyMs)),
    mocksReadyMs: median(list.map((t) => t.mocksReadyMs)),
    shownMs: median(list.map((t) => t.shownMs)),
    usableMs: median(list.map((t) => t.usableMs)),
    fcpMs: median(list.map((t) => t.fcpMs)),
    lcpMs: median(list.map((t) => t.lcpMs)),
    fromServiceWorker: list.every((t) => t.fromServiceWorker),
    longTasks: median(list.map((t) => t.longTasks)) ?? 0,
    longestTaskMs: Math.max(...list.map((t) => t.longestTaskMs)),
  }
}

/** The live sign-in form (React's), not the inert pre-rendered copy painted before it (its time is the FCP/LCP). */
const LOGIN_FORM = '[data-testid=demo-admin]:not(#boot *)'

async function oneRun(base: string, dist: string, seedFiles: Set<string>, who: Who, cpu: CpuRate): Promise<StartupRun> {
  // Context 1: first visit to /login, sign in, the first business screen; then that screen again.
  const c1 = await freshProfile(base, undefined, { cpu })
  await c1.addInitScript(INIT_SCRIPT)
  const p1 = c1.pages()[0] ?? (await c1.newPage())
  await p1.goto('/login', { waitUntil: 'commit' })
  const loginShown = await shownAt(p1, LOGIN_FORM)
  const loginFirst = await visitTiming(p1, loginShown)
  const loginBytes = await pageBytes(p1, dist, seedFiles)

  await p1.getByTestId(`demo-${who}`).click()
  const t0 = await p1.evaluate(() => performance.now())
  await Promise.all([
    p1.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 }),
    p1.locator('form button[type=submit]').click(),
  ])
  await p1.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 }).catch(() => undefined)
  const listShown = await listShownAt(p1)
  const path = new URL(p1.url()).pathname + new URL(p1.url()).search
  const present = !(await isNotFound(p1))
  const listAfterSignIn = {
    path,
    present,
    signInToShownMs: listShown === null ? null : round(listShown - t0, 0),
    rows: await rowCount(p1),
    bytes: await pageBytes(p1, dist, seedFiles),
  }

  await swReady(p1)
  await p1.reload({ waitUntil: 'commit' })
  const reloadShown = await listShownAt(p1)
  const listReload = { ...(await visitTiming(p1, reloadShown)), rows: await rowCount(p1) }
  const p1b = await c1.newPage()
  await p1b.goto(path, { waitUntil: 'commit' })
  const newTabShown = await listShownAt(p1b)
  const listNewTab = { ...(await visitTiming(p1b, newTabShown)), rows: await rowCount(p1b) }
  await c1.close()

  // Context 2: /login again once the service worker is in place (a repeat visit, signed out).
  const c2 = await freshProfile(base, undefined, { cpu })
  await c2.addInitScript(INIT_SCRIPT)
  const p2 = c2.pages()[0] ?? (await c2.newPage())
  await p2.goto('/login')
  await mocksReady(p2)
  await swReady(p2)
  const p2b = await c2.newPage()
  await p2b.goto('/login', { waitUntil: 'commit' })
  const loginRepeat = await visitTiming(p2b, await shownAt(p2b, LOGIN_FORM))
  await c2.close()

  return { loginFirst: { ...loginFirst, bytes: loginBytes }, loginRepeat, listAfterSignIn, listReload, listNewTab }
}

export async function runStartup(
  base: string,
  staticBytes: BytesReport,
  options: { runs?: number; dist?: string; who?: Who; cpu?: CpuRate } = {},
): Promise<StartupReport> {
  const cpu = options.cpu ?? 1
  const dist = options.dist ?? 'dist'
  const who = options.who ?? 'admin'
  const runs = options.runs ?? 3
  const seedFiles = new Set(staticBytes.login.seedData.files)
  const samples: StartupRun[] = []
  for (let i = 0; i < runs; i++) {
    log(`startup${cpu > 1 ? ` at ${cpu}x CPU` : ''}: run ${i + 1}/${runs}`)
    samples.push(await oneRun(base, dist, seedFiles, who, cpu))
  }
  const first = samples[0]!
  const browserFiles = new Set(first.loginFirst.bytes.files.filter((f) => f.endsWith('.js')))
  const staticFiles = new Set([...staticBytes.login.firstVisit.files, ...staticBytes.login.seedData.files].filter((f) => f.endsWith('.js')))
  return {
    cpu,
    runs,
    who,
    median: {
      loginFirst: medianTiming(samples.map((s) => s.loginFirst)),
      loginRepeat: medianTiming(samples.map((s) => s.loginRepeat)),
      listAfterSignInMs: median(samples.map((s) => s.listAfterSignIn.signInToShownMs)),
      listReload: medianTiming(samples.map((s) => s.listReload)),
      listNewTab: medianTiming(samples.map((s) => s.listNewTab)),
    },
    listPath: first.listAfterSignIn.path,
    listPresent: first.listAfterSignIn.present && first.listAfterSignIn.rows > 0,
    bytes: { loginFirstVisit: first.loginFirst.bytes, listAfterSignIn: first.listAfterSignIn.bytes },
    crossCheck: {
      staticFirstVisitJs: staticBytes.login.firstVisit.js,
      staticSeedJs: staticBytes.login.seedData.js,
      browserFirstVisitJs: first.loginFirst.bytes.js,
      browserSeedJs: first.loginFirst.bytes.seedJs,
      onlyInBrowser: [...browserFiles].filter((f) => !staticFiles.has(f)),
      onlyInStatic: [...staticFiles].filter((f) => !browserFiles.has(f)),
    },
    samples,
  }
}

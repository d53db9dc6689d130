/**
 * Rendering in the real browser, on the first business list screen with 10,000 records in its
 * table: the screen showing 100 rows per page (time to the rows, long tasks), scrolling that page,
 * and scrolling a 10,000-row list when a screen can show one (`?itemsPerPage=-1`, a virtualised
 * list: some element scrolls over more than 100,000 px); long tasks over 50 ms counted.
 */
import type { Page } from 'playwright-core'
import { LIST_ENDPOINTS } from './endpoints.ts'
import {
  freshProfile,
  isNotFound,
  LIST_READY,
  log,
  login,
  mocksReady,
  observeLongTasks,
  round,
  rowCount,
  timedApi,
  type CpuRate,
} from './lib.ts'

export interface ScrollResult {
  present: boolean
  reason?: string
  url?: string
  rows?: number
  scrollPx?: number
  durationMs?: number
  longTasks?: number
  longestTaskMs?: number
}

export interface RenderReport {
  /** CPU throttling rate (1: this machine) */
  cpu?: CpuRate
  screen: string
  table: string | null
  present: boolean
  reason?: string
  records?: number
  /** the screen as it opens (default page size) with the records in its table: a reload, rows timed from navigation start */
  reload?: { url: string; rows: number; shownMs: number | null; longTasks: number; longestTaskMs: number }
  page100?: { url: string; rows: number; shownMs: number | null; longTasks: number; longestTaskMs: number; scroll: ScrollResult }
  scroll10k: ScrollResult
}

/** Screen path -> table, when the list endpoint has the same path as the screen. */
function tableOf(screen: string): string | null {
  const path = screen.split('?')[0]!
  return LIST_ENDPOINTS.find((e) => e.path === path)?.table ?? null
}

/** Scrolls the biggest scroller (or the document) to its end in wheel steps; long tasks counted. */
async function scrollThrough(page: Page, maxSteps = 200): Promise<ScrollResult> {
  const target = await page.evaluate(() => {
    const candidates = [document.scrollingElement as HTMLElement, ...document.querySelectorAll<HTMLElement>('main *')].filter(
      (el) => el && el.scrollHeight > el.clientHeight + 10,
    )
    const best = candidates.sort((a, b) => b.scrollHeight - a.scrollHeight)[0]
    if (!best) return null
    best.setAttribute('data-bench-scroller', '')
    const rect =
      best === document.scrollingElement
        ? { x: innerWidth / 2, y: innerHeight / 2 }
        : { x: best.getBoundingClientRect().left + 40, y: best.getBoundingClientRect().top + 40 }
    return { scrollHeight: best.scrollHeight, clientHeight: best.clientHeight, ...rect }
  })
  if (!target) return { present: false, reason: 'nothing to scroll' }
  const tasks = await observeLongTasks(page)
  await page.mouse.move(target.x, target.y)
  const t0 = Date.now()
  const step = Math.max(400, Math.ceil((target.scrollHeight - target.clientHeight) / maxSteps))
  for (let i = 0; i < maxSteps; i++) {
    await page.mouse.wheel(0, step)
    await page.waitForTimeout(16)
    const done = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('[data-bench-scroller]') ?? (document.scrollingElement as HTMLElement)
      return el.scrollTop + el.clientHeight >= el.scrollHeight - 2
    })
    if (done) break
  }
  await page.waitForTimeout(300)
  const durations = await tasks.read()
  return {
    present: true,
    scrollPx: target.scrollHeight,
    durationMs: Date.now() - t0,
    longTasks: durations.filter((d) => d > 50).length,
    longestTaskMs: round(Math.max(0, ...durations), 0),
  }
}

/** Opens `url` afresh: ms from navigation start to the list's rows, and the long tasks until then (+ 0.5 s). */
async function timedOpen(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' })
  await mocksReady(page)
  // Rows shown: the list is loaded (a virtualised body shows only the rows in view).
  const shown = await page
    .waitForFunction(LIST_READY, undefined, { timeout: 60_000, polling: 'raf' })
    .then((h) => h.jsonValue() as Promise<number>)
    .catch(() => null)
  await page.waitForTimeout(500)
  const tasks = await page.evaluate(() => (window as unknown as { __benchLongTasks?: number[] }).__benchLongTasks ?? [])
  return {
    url,
    rows: await rowCount(page),
    shownMs: shown === null ? null : round(shown, 0),
    longTasks: tasks.filter((d) => d > 50).length,
    longestTaskMs: round(Math.max(0, ...tasks), 0),
  }
}

export async function runRender(base: string, options: { screen?: string; records?: number; cpu?: CpuRate } = {}): Promise<RenderReport> {
  const records = options.records ?? 10_000
  const cpu = options.cpu ?? 1
  const context = await freshProfile(base, undefined, { cpu })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const landing = await login(page, 'admin')
    const screen = (options.screen ?? landing).split('?')[0]!
    const table = tableOf(screen)
    const report: RenderReport = { cpu, screen, table, present: false, scroll10k: { present: false, reason: 'not measured' } }
    if (await isNotFound(page)) return { ...report, reason: `${screen} shows the not-found screen (not registered yet)` }
    if (!table) return { ...report, reason: `no list endpoint with the path ${screen} in bench/endpoints.ts` }
    log(`render: loading ${records} rows into ${table}`)
    const filled = await timedApi<{ total: number }>(page, '/system/bench-fill', { method: 'POST', body: { table, count: records } })
    if (filled.status !== 200) return { ...report, reason: `bench-fill answers ${filled.status}` }

    await page.goto('about:blank')
    await page.addInitScript(() => {
      const w = window as unknown as { __benchLongTasks?: number[] }
      w.__benchLongTasks = []
      new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__benchLongTasks!.push(e.duration))).observe({
        type: 'longtask',
        buffered: true,
      })
    })
    // The screen as it opens (its default page size), reloaded with the records in its table.
    report.reload = await timedOpen(page, screen)
    // 100 rows per page: a fresh navigation, rows timed from navigation start.
    const opened = await timedOpen(page, `${screen}?itemsPerPage=100`)
    log(`render: ${opened.url}: ${opened.rows} rows`)
    const scroll = await scrollThrough(page)
    report.present = true
    report.records = filled.body.total
    report.page100 = { ...opened, scroll }

    // A 10,000-row list, when a screen can show one.
    const urlAll = `${screen}?itemsPerPage=-1`
    await page.goto(urlAll)
    await mocksReady(page)
    // Waits for the rows (the API answers 10,000 rows in seconds): a slow answer is not "no such screen".
    await page.waitForFunction(LIST_READY, undefined, { timeout: 60_000, polling: 200 }).catch(() => undefined)
    await page.waitForTimeout(1500)
    const big = await page.evaluate(() =>
      [document.scrollingElement as HTMLElement, ...document.querySelectorAll<HTMLElement>('main *')].some(
        (el) => el && el.scrollHeight > 100_000,
      ),
    )
    if (!big) {
      report.scroll10k = {
        present: false,
        url: urlAll,
        rows: await rowCount(page),
        reason: 'no screen shows 10,000 rows at once (the list pages at most 100 rows; no virtualised list)',
      }
    } else {
      log(`render: scrolling ${urlAll}`)
      report.scroll10k = { ...(await scrollThrough(page, 400)), url: urlAll, rows: await rowCount(page) }
    }
    return report
  } finally {
    await context.close()
  }
}

/**
 * Dashboards drawing (issue #16: no long task over 50 ms while a dashboard draws): signed in, the
 * chart code already loaded once, each dashboard is opened from another screen (an in-app
 * navigation) and scrolled to its end so that every chart draws; the longest task from the
 * navigation until every chart is drawn (+ 0.5 s) is reported. Charts draw as they come near the
 * viewport, one per frame (src/ui/charts/draw-queue.ts).
 */
import type { Page } from 'playwright-core'
import { freshProfile, isNotFound, log, login, mocksReady, observeLongTasks, round, type CpuRate } from './lib.ts'

export const DASHBOARDS = ['/dashboards/analytics', '/dashboards/crm', '/dashboards/ecommerce'] as const

export interface DashboardDraw {
  path: string
  present: boolean
  charts?: number
  drawn?: number
  /** ms from the navigation to every chart drawn (scrolled through) */
  drawnMs?: number
  longTasks?: number
  longestTaskMs?: number
}

export interface DashboardDrawReport {
  cpu: CpuRate
  dashboards: DashboardDraw[]
}

const charts = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll('main [data-slot="chart"]')]
    return { charts: all.length, drawn: all.filter((c) => c.hasAttribute('data-drawn') && c.querySelector('canvas')).length }
  })

/** An in-app navigation (the router follows popstate), as a click on a nav link does. */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)

async function drawOnce(page: Page, path: string, from: string): Promise<DashboardDraw> {
  await navigate(page, from)
  // Until the other screen is drawn (no chart left): at 4x on 2 cores the router's transition could
  // still be on its way after 1 s, and the dashboard's old charts were counted as drawn (0/0 charts).
  await page.waitForFunction(() => !document.querySelector('main [data-slot="chart"]'), undefined, { timeout: 20_000 })
  await page.waitForTimeout(1000)
  const tasks = await observeLongTasks(page)
  const t0 = Date.now()
  await navigate(page, path)
  await page
    .waitForFunction(() => document.querySelectorAll('main [data-slot="chart"]').length > 0, undefined, { timeout: 20_000 })
    .catch(() => undefined)
  // Scroll to the end in screen-sized steps (the charts below draw as they come into view).
  for (let i = 0; i < 40; i++) {
    const state = await charts(page)
    if (state.charts > 0 && state.drawn === state.charts) break
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(150)
  }
  const drawnMs = Date.now() - t0
  await page.waitForTimeout(500)
  const durations = await tasks.read()
  return {
    path,
    present: true,
    ...(await charts(page)),
    drawnMs,
    longTasks: durations.filter((d) => d > 50).length,
    longestTaskMs: round(Math.max(0, ...durations), 0),
  }
}

export async function runDashboardDraw(base: string, options: { cpu?: CpuRate } = {}): Promise<DashboardDrawReport> {
  const cpu = options.cpu ?? 1
  const context = await freshProfile(base, undefined, { cpu })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const home = await login(page, 'admin')
    const dashboards: DashboardDraw[] = []
    for (const path of DASHBOARDS) {
      // Once to load the screen's code and ECharts, then measured.
      await page.goto(path)
      await mocksReady(page)
      if ((await isNotFound(page)) || new URL(page.url()).pathname !== path) {
        dashboards.push({ path, present: false })
        continue
      }
      await page.waitForTimeout(1500)
      log(`dashboard draw: ${path} (${cpu}x)`)
      dashboards.push(await drawOnce(page, path, home))
    }
    return { cpu, dashboards }
  } finally {
    await context.close()
  }
}

export interface DashboardDrawCheck {
  section: string
  name: string
  value: number | null
  limit: number
  kind: 'max'
  ok: boolean
  unit: string
  skipped?: string
}

/** The 1x budget: the longest task while each dashboard draws. */
export function dashboardDrawChecks(reports: DashboardDrawReport[] | undefined, longestTaskMs: number | undefined): DashboardDrawCheck[] {
  const report = reports?.find((r) => r.cpu === 1)
  if (!report || longestTaskMs === undefined) return []
  const budget = { longestTaskMs }
  return report.dashboards.map((d) => ({
    section: 'render',
    name: `${d.path} drawing: longest task`,
    value: d.present ? (d.longestTaskMs ?? null) : null,
    limit: budget.longestTaskMs,
    kind: 'max',
    ok: !d.present || (d.longestTaskMs ?? 0) <= budget.longestTaskMs,
    unit: 'ms',
    ...(d.present ? {} : { skipped: 'not present' }),
  }))
}

/** The bench table's rows, at each CPU profile measured (`budgetOf(section, name)` of the report). */
export function dashboardDrawRows(
  reports: DashboardDrawReport[],
  row: (section: string, name: string, value: unknown, extra?: string) => void,
  budgetOf: (section: string, name: string) => string,
): void {
  for (const r of reports)
    for (const d of r.dashboards) {
      const note = d.present ? `${d.drawn}/${d.charts} charts drawn in ${d.drawnMs} ms (scrolled); ${d.longTasks} long tasks` : ''
      const budget = r.cpu === 1 ? `${budgetOf('render', `${d.path} drawing: longest task`)}  ` : ''
      row(
        r.cpu > 1 ? 'tablet' : 'render',
        `${d.path} drawing, longest task (${r.cpu}x)`,
        d.present ? `${d.longestTaskMs} ms` : 'not present',
        budget + note,
      )
    }
}

/** Budget checks and table rows of the tablet profile (4x CPU, issue #24) and of the 1x start-up budget. */
import type { DataScaleReport } from './data-scale.ts'
import type { RenderReport } from './render.ts'
import { dataChecks, type Check } from './report.ts'
import type { StartupReport } from './startup.ts'

export interface TabletResults {
  /** CPU throttling rate */
  cpu: number
  startup?: StartupReport
  dataScale?: DataScaleReport
  render?: RenderReport
}

export interface TabletBudgets {
  cpuThrottling: number
  startup: { listReloadShownMs: number; listReloadLongestTaskMs: number }
  dataScale: { p50Ms: Record<string, number>; p95Ms: Record<string, number> }
  render: { list10kShownMs: number; scrollLongTasks: number }
}

export interface StartupBudgets {
  firstVisitApiReadyMs: number
}

const max = (section: string, name: string, value: number | null | undefined, limit: number, unit = 'ms'): Check => ({
  section,
  name,
  value: value ?? null,
  limit,
  kind: 'max',
  ok: value !== null && value !== undefined && value <= limit,
  unit,
})

const skipped = (section: string, name: string, limit: number, reason: string, unit = 'ms'): Check => ({
  section,
  name,
  value: null,
  limit,
  kind: 'max',
  ok: true,
  unit,
  skipped: reason,
})

export function startupChecks(startup: StartupReport | undefined, budgets: StartupBudgets | undefined): Check[] {
  if (!startup || !budgets) return []
  return [max('startup', 'first visit: API answered', startup.median.loginFirst.apiReadyMs, budgets.firstVisitApiReadyMs)]
}

export function tabletChecks(tablet: TabletResults | undefined, budgets: TabletBudgets | undefined): Check[] {
  if (!tablet || !budgets) return []
  const x = ` (${tablet.cpu}x)`
  const checks: Check[] = []
  const s = tablet.startup
  if (s) {
    const reload = `list reload -> rows${x}`
    const longest = `list reload: longest task${x}`
    if (!s.listPresent) {
      checks.push(skipped('tablet', reload, budgets.startup.listReloadShownMs, 'screen not present'))
      checks.push(skipped('tablet', longest, budgets.startup.listReloadLongestTaskMs, 'screen not present'))
    } else {
      checks.push(max('tablet', reload, s.median.listReload.shownMs, budgets.startup.listReloadShownMs))
      checks.push(max('tablet', longest, s.median.listReload.longestTaskMs, budgets.startup.listReloadLongestTaskMs))
    }
  }
  if (tablet.dataScale)
    checks.push(...dataChecks(tablet.dataScale, budgets.dataScale.p95Ms, { p50Ms: budgets.dataScale.p50Ms, suffix: x, section: 'tablet' }))
  const r = tablet.render
  if (r) {
    const reload = `list reload with 10,000 records -> rows${x}`
    const scroll = `long tasks scrolling 10,000 rows${x}`
    if (r.reload) checks.push(max('tablet', reload, r.reload.shownMs, budgets.render.list10kShownMs))
    else checks.push(skipped('tablet', reload, budgets.render.list10kShownMs, r.reason ?? 'not present'))
    if (r.scroll10k.present) checks.push(max('tablet', scroll, r.scroll10k.longTasks ?? null, budgets.render.scrollLongTasks, ''))
    else checks.push(skipped('tablet', scroll, budgets.render.scrollLongTasks, r.scroll10k.reason ?? 'not present', ''))
  }
  return checks
}

const ms = (n: number | null | undefined) => (n === null || n === undefined ? '–' : `${Math.round(n)} ms`)

/** The tablet rows of the bench's table (`row(section, name, value, note)`, `budgetOf(section, name)`). */
export function tabletRows(
  tablet: TabletResults,
  row: (section: string, name: string, value: unknown, extra?: string) => void,
  budgetOf: (section: string, name: string) => string,
): void {
  const x = ` (${tablet.cpu}x)`
  const s = tablet.startup
  if (s) {
    const m = s.median
    row('tablet', `/login first visit: API answered${x}`, ms(m.loginFirst.apiReadyMs), `form shown ${ms(m.loginFirst.shownMs)}`)
    row('tablet', `sign-in -> ${s.listPath} rows${x}`, ms(m.listAfterSignInMs))
    row(
      'tablet',
      `list reload -> rows${x}`,
      ms(m.listReload.shownMs),
      `${budgetOf('tablet', `list reload -> rows${x}`)}  ${m.listReload.longTasks} long tasks, longest ${ms(m.listReload.longestTaskMs)} (${budgetOf('tablet', `list reload: longest task${x}`)})`,
    )
    row(
      'tablet',
      `list in a new tab -> rows${x}`,
      ms(m.listNewTab.shownMs),
      `no budget (a new process compiles every module again)  ${m.listNewTab.longTasks} long tasks, longest ${ms(m.listNewTab.longestTaskMs)}`,
    )
  }
  for (const e of tablet.dataScale?.endpoints ?? []) {
    if (!e.present) continue
    for (const sc of e.scales) {
      const label = sc.scale === 'seed' ? 'seed' : Number(sc.scale).toLocaleString('en')
      const p50 = Math.max(...sc.variants.map((v) => v.p50))
      const worker = sc.viaWorker ? `; via the service worker p50 ${sc.viaWorker.p50} / p95 ${sc.viaWorker.p95} ms` : ''
      row(
        'tablet',
        `${e.name} @ ${label} p50 / p95${x}`,
        `${p50} / ${sc.p95} ms`,
        `${budgetOf('tablet', `${e.name} p95 @ ${label}${x}`)}${worker}`,
      )
    }
  }
  const r = tablet.render
  if (r?.reload)
    row(
      'tablet',
      `list reload with 10,000 records -> rows${x}`,
      ms(r.reload.shownMs),
      `${budgetOf('tablet', `list reload with 10,000 records -> rows${x}`)}  ${r.reload.longTasks} long tasks, longest ${ms(r.reload.longestTaskMs)}`,
    )
  if (r)
    row(
      'tablet',
      `scrolling 10,000 rows: long tasks${x}`,
      r.scroll10k.present ? r.scroll10k.longTasks : 'not present',
      `${budgetOf('tablet', `long tasks scrolling 10,000 rows${x}`)}${r.scroll10k.present ? ` longest ${r.scroll10k.longestTaskMs} ms` : ''}`,
    )
}

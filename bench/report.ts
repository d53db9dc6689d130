/** Budget checks over a bench result, and the one table the bench prints. */
import { checkBytes, kB, type BudgetCheck, type Budgets, type BytesReport } from './bytes.ts'
import type { DataScaleReport } from './data-scale.ts'
import type { LighthouseTarget, Preset } from './lighthouse.ts'
import type { RenderReport } from './render.ts'
import { dashboardDrawChecks, dashboardDrawRows, type DashboardDrawReport } from './dashboard-draw.ts'
import type { StartupReport } from './startup.ts'
import { startupChecks, tabletChecks, tabletRows, type StartupBudgets, type TabletBudgets, type TabletResults } from './report-tablet.ts'

export interface BenchResults {
  meta: Record<string, unknown>
  bytes?: BytesReport
  startup?: StartupReport
  lighthouse?: LighthouseTarget[]
  dataScale?: DataScaleReport
  render?: RenderReport
  /** dashboards drawing (bench/dashboard-draw.ts), one report per CPU profile */
  dashboardDraw?: DashboardDrawReport[]
  /** the timing sections again at 4x CPU throttling (bench/report-tablet.ts) */
  tablet?: TabletResults
}

export interface FullBudgets extends Budgets {
  lighthouse: Record<string, Partial<Record<Preset, number>>>
  dataScale: { p95Ms: Record<string, number> }
  render: { scrollLongTasks: number; dashboardDrawLongestTaskMs?: number }
  startup?: StartupBudgets
  tablet?: TabletBudgets
}

export type Check = BudgetCheck & { section: string; skipped?: string }

export function checkAll(results: BenchResults, budgets: FullBudgets): Check[] {
  const checks: Check[] = []
  if (results.bytes) for (const c of checkBytes(results.bytes, budgets.bytes)) checks.push({ ...c, section: 'bytes' })
  for (const t of results.lighthouse ?? []) {
    const limits = budgets.lighthouse[t.name] ?? {}
    for (const preset of ['desktop', 'mobile'] as const) {
      const limit = limits[preset]
      if (limit === undefined) continue
      const name = `${t.name} ${preset}`
      const score = t[preset]?.score ?? null
      if (!t.present)
        checks.push({ section: 'lighthouse', name, value: null, limit, kind: 'min', ok: true, unit: '', skipped: 'not present' })
      else if (!t[preset]) continue
      else checks.push({ section: 'lighthouse', name, value: score, limit, kind: 'min', ok: score !== null && score >= limit, unit: '' })
    }
  }
  checks.push(...startupChecks(results.startup, budgets.startup))
  if (results.dataScale) checks.push(...dataChecks(results.dataScale, budgets.dataScale.p95Ms))
  if (results.render) {
    const s = results.render.scroll10k
    if (s.present)
      checks.push({
        section: 'render',
        name: 'long tasks scrolling 10,000 rows',
        value: s.longTasks ?? null,
        limit: budgets.render.scrollLongTasks,
        kind: 'max',
        ok: (s.longTasks ?? 0) <= budgets.render.scrollLongTasks,
        unit: '',
      })
    else
      checks.push({
        section: 'render',
        name: 'long tasks scrolling 10,000 rows',
        value: null,
        limit: budgets.render.scrollLongTasks,
        kind: 'max',
        ok: true,
        unit: '',
        skipped: s.reason ?? 'not present',
      })
  }
  checks.push(...dashboardDrawChecks(results.dashboardDraw, budgets.render.dashboardDrawLongestTaskMs))
  checks.push(...tabletChecks(results.tablet, budgets.tablet))
  return checks
}

/**
 * Per list endpoint: its p95 at each budgeted scale ('seed' or a row count), and its p50 where
 * `p50Ms` sets one; `suffix` names the profile (' (4x)'), `section` the table's section.
 */
export function dataChecks(
  data: DataScaleReport,
  p95Ms: Record<string, number>,
  options: { p50Ms?: Record<string, number>; suffix?: string; section?: string } = {},
): Check[] {
  const checks: Check[] = []
  const section = options.section ?? 'dataScale'
  const suffix = options.suffix ?? ''
  const scaleName = (scale: string) => (scale === 'seed' ? 'seed' : Number(scale).toLocaleString('en'))
  const limits = [
    ...Object.entries(options.p50Ms ?? {}).map(([scale, limit]) => ({ scale, limit, stat: 'p50' as const })),
    ...Object.entries(p95Ms).map(([scale, limit]) => ({ scale, limit, stat: 'p95' as const })),
  ].filter((l) => !l.scale.startsWith('_'))
  for (const e of data.endpoints) {
    for (const { scale, limit: listLimit, stat } of limits) {
      // An endpoint may carry its own p95 budget (bench/endpoints.ts), at 1x.
      const limit = stat === 'p95' && !options.suffix ? (e.p95Ms?.[scale] ?? listLimit) : listLimit
      const s = e.scales.find((x) => String(x.scale) === scale)
      const name = `${e.name} ${stat} @ ${scaleName(scale)}${suffix}`
      if (!e.present) {
        const failed = e.reason?.startsWith('error')
        checks.push({
          section,
          name,
          value: null,
          limit,
          kind: 'max',
          ok: !failed,
          unit: 'ms',
          ...(failed ? {} : { skipped: `not present (${e.reason ?? ''})` }),
        })
        break
      }
      if (!s) continue
      const value = stat === 'p95' ? s.p95 : Math.max(...s.variants.map((v) => v.p50))
      const allOk = s.variants.every((v) => v.status === 200)
      if (e.whole) {
        checks.push({ section, name, value, limit, kind: 'max', ok: allOk, unit: 'ms', skipped: `whole table by contract: ${e.whole}` })
        continue
      }
      checks.push({ section, name, value, limit, kind: 'max', ok: value <= limit && allOk, unit: 'ms' })
    }
  }
  return checks
}

const pad = (s: unknown, n: number) => String(s ?? '–').padEnd(n)
const lpad = (s: unknown, n: number) => String(s ?? '–').padStart(n)

/** One table, section by section. */
export function formatTable(results: BenchResults, checks: Check[]): string {
  const lines: string[] = []
  const row = (section: string, name: string, value: unknown, extra = '') =>
    lines.push(`${pad(section, 11)} ${pad(name, 44)} ${lpad(value, 12)}  ${extra}`)
  lines.push(`${pad('section', 11)} ${pad('measure', 44)} ${lpad('value', 12)}  budget / note`)
  lines.push('-'.repeat(100))
  const budgetOf = (section: string, name: string) => {
    const c = checks.find((x) => x.section === section && x.name === name)
    if (!c) return ''
    if (c.skipped) return `skipped: ${c.skipped}`
    return `${c.ok ? 'ok  ' : 'FAIL'} ${c.kind === 'max' ? '<=' : '>='} ${c.limit}${c.unit ? ` ${c.unit}` : ''}`
  }
  const b = results.bytes
  if (b) {
    row('bytes', '/login JS before first paint (gzip)', `${kB(b.login.beforePaint.js)} kB`, budgetOf('bytes', 'loginBeforePaintJs'))
    row('bytes', '/login locale files awaited before render', `${kB(b.login.startupLocales.js)} kB`, 'counted in the first visit')
    row('bytes', '/login JS of the first visit (gzip)', `${kB(b.login.firstVisit.js)} kB`, budgetOf('bytes', 'loginFirstVisitJs'))
    row('bytes', '/login CSS (gzip)', `${kB(b.login.firstVisit.css)} kB`)
    row('bytes', 'seed data, first start only (gzip)', `${kB(b.login.seedData.js)} kB`)
    row(
      'bytes',
      `largest chunk ${b.largestChunk.file.replace('assets/', '')}`,
      `${kB(b.largestChunk.gzip)} kB`,
      budgetOf('bytes', 'largestChunkJs'),
    )
    row('bytes', `precache (${b.precache.entries} files; raw ${kB(b.precache.bytes)} kB)`, `${kB(b.precache.gzip)} kB`)
  }
  const s = results.startup
  if (s) {
    const bb = s.bytes
    row(
      'bytes',
      '/login first visit, in Chromium (JS / CSS)',
      `${kB(bb.loginFirstVisit.js)} kB`,
      `CSS ${kB(bb.loginFirstVisit.css)} kB, seed ${kB(bb.loginFirstVisit.seedJs)} kB, ${bb.loginFirstVisit.requests} files`,
    )
    row(
      'bytes',
      `${s.listPath} after sign-in, in Chromium`,
      `${kB(bb.listAfterSignIn.js)} kB`,
      `CSS ${kB(bb.listAfterSignIn.css)} kB (cumulative since /login)${s.listPresent ? '' : '; screen not present'}`,
    )
    const m = s.median
    row(
      'startup',
      '/login first visit: mocks ready',
      ms(m.loginFirst.mocksReadyMs),
      `form shown ${ms(m.loginFirst.shownMs)}, FCP ${ms(m.loginFirst.fcpMs)}`,
    )
    row('startup', '/login first visit: API answered', ms(m.loginFirst.apiReadyMs), budgetOf('startup', 'first visit: API answered'))
    row('startup', '/login first visit: usable', ms(m.loginFirst.usableMs), `median of ${s.runs}`)
    row(
      'startup',
      '/login repeat visit (SW): mocks ready',
      ms(m.loginRepeat.mocksReadyMs),
      `form shown ${ms(m.loginRepeat.shownMs)}, from SW: ${m.loginRepeat.fromServiceWorker}`,
    )
    row('startup', '/login repeat visit (SW): usable', ms(m.loginRepeat.usableMs))
    row('startup', `sign-in -> ${s.listPath} rows shown`, ms(m.listAfterSignInMs), s.listPresent ? '' : 'screen not present')
    row('startup', `${s.listPath} reload: mocks ready`, ms(m.listReload.mocksReadyMs), `rows shown ${ms(m.listReload.shownMs)}`)
    row('startup', `${s.listPath} reload: usable`, ms(m.listReload.usableMs))
    row('startup', `${s.listPath} in a new tab: rows shown`, ms(m.listNewTab.shownMs), `mocks ready ${ms(m.listNewTab.mocksReadyMs)}`)
  }
  for (const t of results.lighthouse ?? []) {
    for (const preset of ['desktop', 'mobile'] as const) {
      const sc = t[preset]
      const name = `${t.name} ${preset}`
      if (!t.present) {
        row('lighthouse', `${name} (${t.path ?? 'no path'})`, 'not present', budgetOf('lighthouse', name))
        continue
      }
      if (!sc) continue
      row(
        'lighthouse',
        `${name} ${t.path}`,
        sc.score,
        `${budgetOf('lighthouse', name)}  FCP ${ms(sc.fcpMs)} LCP ${ms(sc.lcpMs)} TBT ${ms(sc.tbtMs)} CLS ${sc.cls}`,
      )
    }
  }
  const d = results.dataScale
  if (d) {
    for (const e of d.endpoints) {
      if (!e.present) {
        row('data', `${e.name} ${e.path}`, e.reason?.startsWith('error') ? 'error' : 'not present', e.reason ?? '')
        continue
      }
      for (const sc of e.scales) {
        const label = sc.scale === 'seed' ? `seed (${sc.rows})` : Number(sc.scale).toLocaleString('en')
        const worst = sc.variants.reduce((a, v) => (v.p95 > a.p95 ? v : a), sc.variants[0]!)
        const p50 = Math.max(...sc.variants.map((v) => v.p50))
        const fillNote = sc.fillMs !== null ? `; load ${ms(sc.fillMs)}` : ''
        const bad = sc.variants.filter((v) => v.status !== 200).map((v) => `${v.variant}: HTTP ${v.status}`)
        const budget = sc.scale === 'seed' ? '' : budgetOf('dataScale', `${e.name} p95 @ ${Number(sc.scale).toLocaleString('en')}`)
        row(
          'data',
          `${e.name} @ ${label} p95`,
          `${sc.p95} ms`,
          `${budget}  p50 ${p50} ms; worst: ${worst?.variant}${fillNote}${bad.length ? `; ${bad.join(', ')}` : ''}`,
        )
      }
    }
    if (d.notInCatalogue.length) row('data', 'other GET endpoints (not timed)', d.notInCatalogue.length, d.notInCatalogue.join(' '))
  }
  const r = results.render
  if (r) {
    if (!r.present) row('render', `list ${r.screen}`, 'not present', r.reason ?? '')
    if (r.reload)
      row(
        'render',
        `${r.reload.url} reload (${r.records} records): rows`,
        ms(r.reload.shownMs),
        `${r.reload.longTasks} long tasks (longest ${r.reload.longestTaskMs} ms)`,
      )
    if (r.present && r.page100) {
      const virtual = r.page100.rows < 100 ? ' (virtualised body: rows in view)' : ''
      row(
        'render',
        `${r.page100.url}: list shown`,
        ms(r.page100.shownMs),
        `${r.page100.rows} rows in the DOM${virtual}; ${r.page100.longTasks} long tasks (longest ${r.page100.longestTaskMs} ms); ${r.records} records`,
      )
      row(
        'render',
        'scrolling the 100-row page: long tasks',
        r.page100.scroll.longTasks ?? '–',
        `longest ${r.page100.scroll.longestTaskMs ?? '–'} ms`,
      )
    }
    const sc = r.scroll10k
    row(
      'render',
      'scrolling 10,000 rows: long tasks > 50 ms',
      sc.present ? sc.longTasks : 'not present',
      budgetOf('render', 'long tasks scrolling 10,000 rows') + (sc.present ? ` longest ${sc.longestTaskMs} ms` : ''),
    )
  }
  dashboardDrawRows(results.dashboardDraw ?? [], row, budgetOf)
  if (results.tablet) tabletRows(results.tablet, row, budgetOf)
  const failed = checks.filter((c) => !c.ok)
  const skipped = checks.filter((c) => c.skipped)
  lines.push('-'.repeat(100))
  lines.push(
    `budgets: ${checks.length - failed.length - skipped.length} met, ${failed.length} broken, ${skipped.length} skipped (not present yet, or a whole-table answer)`,
  )
  for (const f of failed)
    lines.push(
      `  broken: [${f.section}] ${f.name}: ${f.value}${f.unit ? ` ${f.unit}` : ''} (budget ${f.kind === 'max' ? '<=' : '>='} ${f.limit})`,
    )
  return lines.join('\n')
}

const ms = (n: number | null | undefined) => (n === null || n === undefined ? '–' : `${Math.round(n)} ms`)

import { describe, expect, it } from 'vitest'
import type { DataScaleReport } from './data-scale'
import type { RenderReport } from './render'
import { checkAll, formatTable, type BenchResults, type FullBudgets } from './report'
import type { StartupReport, VisitTiming } from './startup'

const budgets: FullBudgets = {
  bytes: {},
  lighthouse: {},
  dataScale: { p95Ms: { '10000': 20 } },
  render: { scrollLongTasks: 0 },
  startup: { firstVisitApiReadyMs: 500 },
  tablet: {
    cpuThrottling: 4,
    startup: { listReloadShownMs: 1000, listReloadLongestTaskMs: 100 },
    dataScale: { p50Ms: { seed: 10 }, p95Ms: { seed: 25, '10000': 40 } },
    render: { list10kShownMs: 1200, scrollLongTasks: 0 },
  },
}

const visit = (over: Partial<VisitTiming> = {}): VisitTiming => ({
  apiReadyMs: 300,
  mocksReadyMs: 900,
  shownMs: 400,
  usableMs: 400,
  fcpMs: 100,
  lcpMs: 100,
  fromServiceWorker: false,
  longTasks: 0,
  longestTaskMs: 0,
  ...over,
})

const startup = (loginFirst: VisitTiming, listReload: VisitTiming): StartupReport =>
  ({
    cpu: 1,
    runs: 1,
    who: 'admin',
    median: { loginFirst, loginRepeat: visit(), listAfterSignInMs: 800, listReload, listNewTab: visit({ shownMs: 2100 }) },
    listPath: '/tinder/accounts',
    listPresent: true,
    bytes: {
      loginFirstVisit: { js: 0, css: 0, seedJs: 0, requests: 0, files: [] },
      listAfterSignIn: { js: 0, css: 0, seedJs: 0, requests: 0, files: [] },
    },
    crossCheck: { staticFirstVisitJs: 0, staticSeedJs: 0, browserFirstVisitJs: 0, browserSeedJs: 0, onlyInBrowser: [], onlyInStatic: [] },
    samples: [],
  }) satisfies StartupReport

const variant = (p50: number, p95: number) => ({ variant: 'first page', query: 'page=1', status: 200, runs: 5, p50, p95, max: p95 })
const data: DataScaleReport = {
  cpu: 4,
  scales: ['seed', 10_000],
  notInCatalogue: [],
  endpoints: [
    {
      name: 'users',
      path: '/apps/users',
      table: 'users',
      present: true,
      scales: [
        {
          scale: 'seed',
          rows: 50,
          fillMs: null,
          fillRoundTripMs: null,
          variants: [variant(12, 20)],
          p95: 20,
          viaWorker: { p50: 60, p95: 140 },
        },
        { scale: 10_000, rows: 10_000, fillMs: 900, fillRoundTripMs: 950, variants: [variant(20, 45)], p95: 45 },
      ],
    },
  ],
}
const render: RenderReport = {
  cpu: 4,
  screen: '/tinder/accounts',
  table: 'tinderAccounts',
  present: true,
  reload: { url: '/tinder/accounts', rows: 10, shownMs: 1100, longTasks: 3, longestTaskMs: 90 },
  scroll10k: { present: true, longTasks: 1, longestTaskMs: 60 },
}

const results: BenchResults = {
  meta: {},
  startup: startup(visit({ apiReadyMs: 450 }), visit()),
  tablet: { cpu: 4, startup: startup(visit({ apiReadyMs: 700 }), visit({ shownMs: 1300, longestTaskMs: 90 })), dataScale: data, render },
}

describe('bench/report: the tablet profile (4x CPU) and the 1x start-up budget', () => {
  const checks = checkAll(results, budgets)
  const find = (name: string) => checks.find((c) => c.name === name)

  it('checks the first API answer of a first visit at 1x', () => {
    expect(find('first visit: API answered')).toMatchObject({ section: 'startup', value: 450, limit: 500, ok: true })
  })

  it('checks the list reload at 4x: rows on screen and the longest task', () => {
    expect(find('list reload -> rows (4x)')).toMatchObject({ section: 'tablet', value: 1300, limit: 1000, ok: false })
    expect(find('list reload: longest task (4x)')).toMatchObject({ value: 90, limit: 100, ok: true })
  })

  it('checks p50 and p95 of the list API at 4x with their own budgets (the 1x ones are untouched)', () => {
    expect(find('users p50 @ seed (4x)')).toMatchObject({ value: 12, limit: 10, ok: false })
    expect(find('users p95 @ seed (4x)')).toMatchObject({ value: 20, limit: 25, ok: true })
    expect(find('users p95 @ 10,000 (4x)')).toMatchObject({ value: 45, limit: 40, ok: false })
    expect(find('users p95 @ 10,000')).toBeUndefined()
  })

  it('checks the 10,000-record reload and the scroll at 4x', () => {
    expect(find('list reload with 10,000 records -> rows (4x)')).toMatchObject({ value: 1100, limit: 1200, ok: true })
    expect(find('long tasks scrolling 10,000 rows (4x)')).toMatchObject({ value: 1, limit: 0, ok: false })
  })

  it('prints the tablet rows with the service worker comparison and the broken budgets', () => {
    const table = formatTable(results, checks)
    expect(table).toContain('users @ seed p50 / p95 (4x)')
    expect(table).toContain('via the service worker p50 60 / p95 140 ms')
    expect(table).toContain('broken: [tablet] list reload -> rows (4x): 1300 ms (budget <= 1000)')
    expect(table).toContain('broken: [tablet] long tasks scrolling 10,000 rows (4x): 1 (budget <= 0)')
    // The list opened in a new tab is reported beside the reload, with no budget of its own.
    expect(table).toMatch(/list in a new tab -> rows \(4x\)\s+2100 ms\s+no budget/)
    expect(checks.find((c) => c.name.includes('new tab'))).toBeUndefined()
  })
})

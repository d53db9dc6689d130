/**
 * Data scale in the real browser (IndexedDB on disk; calls sent as the app's client sends them,
 * answered in the page by the MSW handlers; the first page also through the service worker, for
 * comparison): each list endpoint's p50/p95 with the seed, then with 10,000 and 100,000 records bulk-loaded into the
 * table it reads (POST /api/system/bench-fill, admin only), for the first page, a search, a
 * filter, a sort and the last page; plus the time to load the records. One fresh browser profile
 * per endpoint, so the tables of one endpoint never slow another. Each variant: one warm-up call,
 * then 40 timed calls (20 at 100,000): a p95 of fewer than 20 calls is their maximum, one GC
 * pause; 2 calls when the warm-up took over 250 ms (far over budget).
 */
import type { Page } from 'playwright-core'
import { declared, discoverGetEndpoints, LIST_ENDPOINTS, type ListEndpoint } from './endpoints.ts'
import { freshProfile, log, login, mocksReady, percentile, round, swReady, timedApi, type CpuRate } from './lib.ts'

export type Scale = 'seed' | number

export interface VariantTiming {
  variant: string
  query: string
  status: number
  runs: number
  p50: number
  p95: number
  max: number
}

export interface ScaleResult {
  scale: Scale
  /** rows in the table while measuring */
  rows: number
  /** ms to bulk-load the rows (handler time, in the page) and the round trip seen by the page */
  fillMs: number | null
  fillRoundTripMs: number | null
  variants: VariantTiming[]
  /** worst p95 over the variants */
  p95: number
  /** worst p50 over the variants */
  p50?: number
  /** with the seed: the first page through the service worker (a plain fetch), for comparison */
  viaWorker?: { p50: number; p95: number }
}

export interface EndpointResult {
  name: string
  path: string
  table: string
  present: boolean
  reason?: string
  /** the contract answers the whole table: reported, not held to the budgets (bench/endpoints.ts) */
  whole?: string
  /** the endpoint's own p95 budgets per scale (bench/endpoints.ts) */
  p95Ms?: Record<string, number>
  scales: ScaleResult[]
}

export interface DataScaleReport {
  /** CPU throttling rate (1: this machine) */
  cpu: CpuRate
  scales: Scale[]
  endpoints: EndpointResult[]
  /** GET endpoints found in the handlers that the catalogue (bench/endpoints.ts) does not time */
  notInCatalogue: string[]
}

export interface DataScaleOptions {
  scales?: Scale[]
  /** runs per variant (after one warm-up), per scale */
  runs?: (scale: Scale) => number
  /** only endpoints whose name or path contains one of these */
  only?: string[]
  cpu?: CpuRate
}

function variants(e: ListEndpoint, rows: number): { variant: string; query: string }[] {
  const list = [{ variant: 'first page', query: e.paged ? 'page=1&itemsPerPage=10' : '' }]
  if (e.search) list.push({ variant: 'search', query: `${e.search}${e.paged ? '&page=1&itemsPerPage=10' : ''}` })
  if (e.filter) list.push({ variant: 'filter', query: `${e.filter}${e.paged ? '&page=1&itemsPerPage=10' : ''}` })
  if (e.sort) list.push({ variant: 'sort', query: `${e.sort}${e.paged ? '&page=1&itemsPerPage=10' : ''}` })
  if (e.paged) list.push({ variant: 'last page', query: `page=${Math.max(1, Math.ceil(rows / 10))}&itemsPerPage=10` })
  return list
}

/** A static screen of the blank layout (public): the mock layer runs, nothing else does. */
const QUIET_SCREEN = '/pages/misc/page-not-found'

/** A variant whose warm-up call takes longer than this is far over any budget: 2 runs suffice. */
const SLOW_MS = 250

async function timeVariant(
  page: Page,
  e: ListEndpoint,
  v: { variant: string; query: string },
  wanted: number,
  via: 'client' | 'worker' = 'client',
): Promise<VariantTiming> {
  const url = v.query ? `${e.path}?${v.query}` : e.path
  const warm = await timedApi(page, url, { keepBody: false, via })
  const runs = warm.ms > SLOW_MS ? Math.min(wanted, 2) : wanted
  const times: number[] = []
  for (let i = 0; i < runs; i++) times.push((await timedApi(page, url, { keepBody: false, via })).ms)
  return {
    variant: v.variant,
    query: v.query,
    status: warm.status,
    runs,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(Math.max(...times)),
  }
}

interface FillAnswer {
  added: number
  total: number
  ms: number
}

async function fill(page: Page, table: string, count: number) {
  return timedApi<FillAnswer>(page, '/system/bench-fill', { method: 'POST', body: { table, count } })
}

async function measureEndpoint(
  base: string,
  e: ListEndpoint,
  scales: Scale[],
  runsFor: (s: Scale) => number,
  cpu: CpuRate,
): Promise<EndpointResult> {
  const result: EndpointResult = {
    name: e.name,
    path: e.path,
    table: e.table,
    present: false,
    ...(e.whole ? { whole: e.whole } : {}),
    ...(e.p95Ms ? { p95Ms: e.p95Ms } : {}),
    scales: [],
  }
  // A whole-table answer of 100,000 records says nothing a 10,000 one does not, at great cost.
  if (e.whole) scales = scales.filter((s) => s === 'seed' || s <= 10_000)
  if (!declared(e)) return { ...result, reason: 'no handler declares this path' }
  const context = await freshProfile(base, undefined, { cpu })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await login(page, 'admin')
    // Time from a quiet screen: the handlers run on the page's main thread (MSW's client), so a
    // list screen still rendering would be timed along with them.
    await page.goto(QUIET_SCREEN)
    await mocksReady(page)
    // Steady state: the service worker has finished caching the build in the background (a first
    // visit caches the shell, then the rest), so its downloads are not timed with the lists.
    await swReady(page)
    await page.waitForTimeout(500)
    const probe = await timedApi(page, e.path, { keepBody: false })
    if (probe.status !== 200)
      return { ...result, reason: `GET answers ${probe.status < 0 ? `${-probe.status} (not JSON: no handler)` : probe.status}` }
    // count: 1 adds nothing and answers the table's current size (404: no such table).
    const current = await fill(page, e.table, 1)
    if (current.status !== 200) return { ...result, reason: `table ${e.table}: bench-fill answers ${current.status}` }
    result.present = true
    for (const scale of scales) {
      let rows = current.body.total
      let fillMs: number | null = null
      let fillRoundTripMs: number | null = null
      if (scale !== 'seed') {
        log(`data-scale: ${e.name}: loading ${scale} rows into ${e.table}`)
        const filled = await fill(page, e.table, scale)
        if (filled.status !== 200) return { ...result, reason: `bench-fill ${scale}: ${filled.status}` }
        rows = filled.body.total
        fillMs = filled.body.ms
        fillRoundTripMs = round(filled.ms, 0)
        for (const other of e.alsoFill ?? []) {
          log(`data-scale: ${e.name}: loading ${scale} rows into ${other}`)
          const more = await fill(page, other, scale)
          if (more.status !== 200) return { ...result, reason: `bench-fill ${other} ${scale}: ${more.status}` }
          fillMs += more.body.ms
          fillRoundTripMs += round(more.ms, 0)
        }
        // The bulk load is timed above; the lists are timed once the storage has settled after it
        // (IndexedDB compacts what it just wrote in the background).
        await page.waitForTimeout(2000)
      }
      log(`data-scale${cpu > 1 ? ` at ${cpu}x CPU` : ''}: ${e.name} @ ${scale === 'seed' ? `seed (${rows} rows)` : rows}`)
      if (e.prime) await timedApi(page, `${e.path}?${e.prime}`, { keepBody: false })
      const timings: VariantTiming[] = []
      for (const v of variants(e, rows)) timings.push(await timeVariant(page, e, v, runsFor(scale)))
      const viaWorker = scale === 'seed' ? await timeVariant(page, e, variants(e, rows)[0]!, runsFor(scale), 'worker') : undefined
      result.scales.push({
        scale,
        rows,
        fillMs,
        fillRoundTripMs,
        variants: timings,
        p95: Math.max(...timings.map((t) => t.p95)),
        p50: Math.max(...timings.map((t) => t.p50)),
        ...(viaWorker ? { viaWorker: { p50: viaWorker.p50, p95: viaWorker.p95 } } : {}),
      })
    }
    return result
  } finally {
    await context.close()
  }
}

export async function runDataScale(base: string, options: DataScaleOptions = {}): Promise<DataScaleReport> {
  const scales = options.scales ?? ['seed', 10_000, 100_000]
  const runsFor = options.runs ?? ((s: Scale) => (s === 100_000 ? 20 : 40))
  const only = options.only?.map((o) => o.toLowerCase())
  const cpu = options.cpu ?? 1
  const endpoints = LIST_ENDPOINTS.filter((e) => !only?.length || only.some((o) => e.name.toLowerCase().includes(o) || e.path.includes(o)))
  const results: EndpointResult[] = []
  for (const e of endpoints) {
    try {
      results.push(await measureEndpoint(base, e, scales, runsFor, cpu))
    } catch (err) {
      results.push({
        name: e.name,
        path: e.path,
        table: e.table,
        present: false,
        reason: `error: ${(err as Error).message.split('\n')[0]}`,
        scales: [],
      })
    }
    const last = results[results.length - 1]!
    if (!last.present) log(`data-scale: ${e.name}: not present (${last.reason})`)
  }
  const catalogued = new Set(LIST_ENDPOINTS.map((e) => e.path))
  return { cpu, scales, endpoints: results, notInCatalogue: discoverGetEndpoints().filter((p) => !catalogued.has(p)) }
}

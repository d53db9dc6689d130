/**
 * Lighthouse (npm `lighthouse`) against the system Chromium, desktop and mobile presets:
 * performance score, FCP, LCP, TBT, CLS.
 *  - /login: a first visit. Audited before anyone signs in, and with every kind of origin storage
 *    reset (Lighthouse's default reset keeps cookies, IndexedDB and local storage: a signed-in
 *    session would be redirected to its first list, and the database would already be seeded).
 *  - the pre-rendered front pages (landing, pricing, payment, checkout, help centre): a visitor's
 *    first visit, the same way.
 *  - the signed-in screens (first business list, analytics dashboard, a form page): signed in once through the
 *    login page in the same browser (Playwright over CDP), then measured without storage reset:
 *    a signed-in visit with the service worker in place, which is how these screens are reached.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS } from '../tests/e2e/chromium.ts'
import { chromiumPath, isNotFound, log, login, mocksReady, round, type Who } from './lib.ts'

export type Preset = 'desktop' | 'mobile'

export interface LighthouseScore {
  score: number | null
  fcpMs: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  speedIndexMs: number | null
}

export interface LighthouseTarget {
  name: 'login' | FrontTarget | 'firstList' | 'analytics' | 'formPage'
  path: string | null
  present: boolean
  /** median over runs, per preset */
  desktop?: LighthouseScore
  mobile?: LighthouseScore
  runs?: { desktop: LighthouseScore[]; mobile: LighthouseScore[] }
}

function scoreOf(lhr: Result): LighthouseScore {
  const num = (id: string) => {
    const v = lhr.audits[id]?.numericValue
    return typeof v === 'number' ? v : null
  }
  const perf = lhr.categories.performance?.score
  return {
    score: typeof perf === 'number' ? Math.round(perf * 100) : null,
    fcpMs: r0(num('first-contentful-paint')),
    lcpMs: r0(num('largest-contentful-paint')),
    tbtMs: r0(num('total-blocking-time')),
    cls: num('cumulative-layout-shift') === null ? null : round(num('cumulative-layout-shift')!, 3),
    speedIndexMs: r0(num('speed-index')),
  }
}

const r0 = (n: number | null) => (n === null ? null : Math.round(n))

function medianScore(list: LighthouseScore[]): LighthouseScore {
  const med = (k: keyof LighthouseScore) => {
    const v = list
      .map((s) => s[k])
      .filter((x): x is number => x !== null)
      .sort((a, b) => a - b)
    return v.length ? v[Math.floor((v.length - 1) / 2)]! : null
  }
  return {
    score: med('score'),
    fcpMs: med('fcpMs'),
    lcpMs: med('lcpMs'),
    tbtMs: med('tbtMs'),
    cls: med('cls'),
    speedIndexMs: med('speedIndexMs'),
  }
}

/** Everything a first visit does not have: session cookies, the database, the service worker and its caches. */
const FIRST_VISIT_RESET: NonNullable<Flags['clearStorageTypes']> = [
  'cookies',
  'indexeddb',
  'local_storage',
  'service_workers',
  'cache_storage',
  'file_systems',
  'shader_cache',
]

async function audit(url: string, port: number, preset: Preset, keepStorage: boolean, saveAs?: string): Promise<LighthouseScore> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    ...(keepStorage ? {} : { clearStorageTypes: FIRST_VISIT_RESET }),
  }
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
  if (!result) throw new Error(`bench: Lighthouse gave no result for ${url}`)
  if (result.lhr.runtimeError) throw new Error(`bench: Lighthouse ${url}: ${result.lhr.runtimeError.message}`)
  if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr))
  return scoreOf(result.lhr)
}

/** The pre-rendered front pages (issue #21: each ≥ 95 on mobile), a visitor's first visit: they start no mock layer until they call the API. */
const FRONT_PATHS = {
  landing: '/front-pages/landing-page',
  pricing: '/front-pages/pricing',
  payment: '/front-pages/payment',
  checkout: '/front-pages/checkout',
  helpCenter: '/front-pages/help-center',
} as const
type FrontTarget = keyof typeof FRONT_PATHS
/** A visitor's first visit (Lighthouse resets the storage): the sign-in page and the front pages. */
const VISITOR_TARGETS = new Set<LighthouseTarget['name']>(['login', ...(Object.keys(FRONT_PATHS) as FrontTarget[])])

/** A form page (issue #15): interactive within the same budget as the first list screen. */
const FORM_PAGE_PATH = '/forms/form-layouts'

/** Candidates for the analytics dashboard, first registered one wins. */
const ANALYTICS_PATHS = ['/dashboards/analytics', '/dashboard/analytics', '/analytics']

export interface LighthouseOptions {
  runs?: number
  presets?: Preset[]
  who?: Who
  /** only these targets (default: all) */
  targets?: LighthouseTarget['name'][]
  /** a directory to keep every full Lighthouse report in (`<target>-<preset>-<run>.json`), for profiling */
  saveDir?: string
}

export async function runLighthouse(base: string, options: LighthouseOptions = {}): Promise<LighthouseTarget[]> {
  const runs = options.runs ?? 1
  const presets = options.presets ?? ['desktop', 'mobile']
  const wanted = (name: LighthouseTarget['name']) => !options.targets || options.targets.includes(name)
  if (options.saveDir) mkdirSync(options.saveDir, { recursive: true })
  const who = options.who ?? 'admin'
  // The system Chromium with the e2e flags; chrome-launcher gives it a temporary profile.
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS })
  try {
    const login: LighthouseTarget = { name: 'login', path: '/login', present: true }
    const auditTarget = async (t: LighthouseTarget) => {
      if (!t.present || !t.path || !wanted(t.name)) return
      const scores: Record<Preset, LighthouseScore[]> = { desktop: [], mobile: [] }
      for (const preset of presets) {
        for (let i = 0; i < runs; i++) {
          log(`lighthouse: ${t.name} ${t.path} ${preset} run ${i + 1}/${runs}`)
          const saveAs = options.saveDir ? join(options.saveDir, `${t.name}-${preset}-${i + 1}.json`) : undefined
          const once = () => audit(`${base}${t.path}`, chrome.port, preset, !VISITOR_TARGETS.has(t.name), saveAs)
          // One retry: on a slow machine a DevTools call of Lighthouse's own set-up can time out
          // (seen: Storage.getUsageAndQuota, PROTOCOL_TIMEOUT), which is no figure of the app's.
          scores[preset].push(
            await once().catch(async (error: unknown) => {
              log(`lighthouse: ${t.name} ${preset} failed (${error instanceof Error ? error.message : String(error)}), once more`)
              return once()
            }),
          )
        }
        t[preset] = medianScore(scores[preset])
      }
      t.runs = scores
    }
    // The first visits (storage reset), before anyone signs in in this browser.
    const front = Object.entries(FRONT_PATHS).map(([name, path]): LighthouseTarget => ({ name: name as FrontTarget, path, present: true }))
    await auditTarget(login)
    for (const t of front) await auditTarget(t)
    const targets: LighthouseTarget[] = [login, ...front.filter((t) => wanted(t.name))]
    const signedIn = ['firstList', 'analytics', 'formPage'] as const
    if (!signedIn.some(wanted)) return targets

    // Sign in once (Playwright over CDP, in the default context Lighthouse will use).
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const context = browser.contexts()[0]!
    const page = await context.newPage()
    page.setDefaultTimeout(60_000)
    const firstList = await loginAt(page, base, who)
    await page.waitForTimeout(500)
    targets.push({ name: 'firstList', path: firstList, present: !(await isNotFound(page)) })
    let analytics: string | null = null
    for (const path of wanted('analytics') ? ANALYTICS_PATHS : []) {
      await page.goto(`${base}${path}`)
      await mocksReady(page)
      await page.waitForTimeout(300)
      if (!(await isNotFound(page)) && new URL(page.url()).pathname === path) {
        analytics = path
        break
      }
    }
    if (wanted('analytics')) targets.push({ name: 'analytics', path: analytics, present: analytics !== null })
    if (wanted('formPage')) {
      await page.goto(`${base}${FORM_PAGE_PATH}`)
      await mocksReady(page)
      targets.push({ name: 'formPage', path: FORM_PAGE_PATH, present: !(await isNotFound(page)) })
    }
    await page.close()
    await browser.close()

    for (const t of targets.filter((x) => !VISITOR_TARGETS.has(x.name))) await auditTarget(t)
    return targets
  } finally {
    chrome.kill()
  }
}

/** The login helper of lib.ts works on relative URLs; here the page has no baseURL. */
async function loginAt(page: Page, base: string, who: Who): Promise<string> {
  const goto = page.goto.bind(page)
  page.goto = ((url: string, opts?: Parameters<typeof goto>[1]) =>
    goto(url.startsWith('/') ? `${base}${url}` : url, opts)) as typeof page.goto
  try {
    return await login(page, who)
  } finally {
    page.goto = goto
  }
}

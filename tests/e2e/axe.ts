// Accessibility helpers of the e2e suite: axe-core (WCAG 2.2 A/AA) injected into the page, the
// registry read from the built app (src/app/route-catalog.ts), the language × theme combinations.
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import type { CatalogEntry } from '../../src/app/route-catalog.ts'
import { BASE, type Who } from './lib.ts'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
export type Lang = 'fr' | 'en' | 'ar'
export type Theme = 'light' | 'dark'
export interface Combo {
  lang: Lang
  theme: Theme
  /** A customizer primary colour; the default #FF4C51 when absent. */
  primary?: string
}
/** The six combinations, in an order where consecutive routes change both language and theme. */
export const COMBOS: Combo[] = [
  { lang: 'fr', theme: 'light' },
  { lang: 'en', theme: 'dark' },
  { lang: 'ar', theme: 'light' },
  { lang: 'fr', theme: 'dark' },
  { lang: 'en', theme: 'light' },
  { lang: 'ar', theme: 'dark' },
]
export const comboLabel = (c: Combo) => `${c.lang}/${c.theme}${c.primary ? `/${c.primary}` : ''}`

/** The customizer's primary presets (src/lib/preferences.ts), read from the source. */
export const PRIMARY_PRESETS: string[] = /PRIMARY_PRESETS = \[([^\]]+)\]/
  .exec(readFileSync('src/lib/preferences.ts', 'utf8'))![1]!
  .match(/#[0-9a-f]{6}/gi)!

/** One entry of window.__vermilionRoutes. */
export type { CatalogEntry }

/** Reads the registry from the built app (the catalog is exposed when the localStorage flag is set). */
export async function readCatalog(context: BrowserContext): Promise<CatalogEntry[]> {
  const page = await context.newPage()
  await page.goto('/login')
  await page.evaluate(() => localStorage.setItem('vermilion-route-catalog', '1'))
  await page.reload()
  const handle = await page.waitForFunction(() => (window as unknown as { __vermilionRoutes?: unknown }).__vermilionRoutes, undefined, {
    timeout: 20_000,
  })
  const entries = (await handle.jsonValue()) as CatalogEntry[]
  await page.close()
  return entries
}

/** Which demo account opens a route: none for public and guest routes, the operator of its subject, else admin. */
const SUBJECT_ACCOUNT: Record<string, Who> = {
  tinder: 'tinder',
  fruitz: 'fruitz',
  OTP: 'otp',
  AclDemo: 'client',
  global: 'otp',
  models: 'tinder',
}
export function accountFor(entry: CatalogEntry): Who | 'guest' {
  if (typeof entry.access === 'string') return 'guest'
  if (entry.access.action === 'manage') return 'admin'
  return SUBJECT_ACCOUNT[entry.access.subject] ?? 'admin'
}

/** Sets the language and theme cookies the app reads at start (index.html, preferences). */
export async function setCombo(context: BrowserContext, combo: Combo) {
  await context.addCookies([
    { name: 'vermilion-language', value: combo.lang, url: BASE },
    { name: 'vermilion-theme', value: combo.theme, url: BASE },
    { name: 'vermilion-light-primary-color', value: combo.primary ?? '#FF4C51', url: BASE },
  ])
}

/**
 * Waits until the screen has settled: loaded, no route loader, skeleton or boot screen (at most
 * 15 s), no CSS transition or finite animation running (entrance transitions of dialogs, drawers
 * and toasts: axe must measure their final colours), then the DOM still for 150 ms; a screen that
 * never stops changing, a clock or an autoplaying carousel, is measured after 3 s. Fonts in.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  const still = page.evaluate(
    ({ quiet, busyMax, livelyMax }) =>
      new Promise<void>((resolve) => {
        const start = performance.now()
        let last = start
        let idleSince: number | undefined
        const observer = new MutationObserver(() => (last = performance.now()))
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true })
        const busy = () => document.querySelector('#boot, [role=progressbar][aria-label="Loading"], [aria-busy=true]')
        const moving = () =>
          document
            .getAnimations()
            .some((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        const check = () => {
          const now = performance.now()
          if (busy() && now - start < busyMax) idleSince = undefined
          else if ((idleSince ??= now) && ((now - last >= quiet && !moving()) || now - idleSince >= livelyMax)) {
            observer.disconnect()
            void document.fonts.ready.then(() => resolve())
            return
          }
          setTimeout(check, 50)
        }
        setTimeout(check, quiet)
      }),
    { quiet: 150, busyMax: 15_000, livelyMax: 3_000 },
  )
  try {
    await still
  } catch (error) {
    // The page navigated meanwhile (e.g. a first visit's reload): wait on the new document.
    if (!/context was destroyed|navigat/i.test(String(error))) throw error
    return settled(page)
  }
}

/**
 * Opens a URL inside the running app, as Back or Forward would (the router reads the location on
 * popstate): no reload, so the sweep pays one start of the app per account and combination.
 */
export async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, url)
  await settled(page)
}

export interface Violation {
  rule: string
  impact: string
  targets: string[]
  summary: string
}

/** Where run.mjs serves axe-core (a file compiles off the main thread and its code cache is kept). */
const AXE_URL = process.env.E2E_AXE_URL
let axeSource: string | undefined

/**
 * Runs axe-core's WCAG 2.2 A/AA rules on the page; returns the violations, one per node. axe is
 * loaded from run.mjs's URL; inline on a page a service worker controls (the app's worker would
 * warn of an unmocked request) or without run.mjs.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const state = await page.evaluate(() => ({ loaded: 'axe' in window, controlled: Boolean(navigator.serviceWorker?.controller) }))
  if (!state.loaded && AXE_URL && !state.controlled) await page.addScriptTag({ url: AXE_URL })
  else if (!state.loaded) await page.addScriptTag({ content: (axeSource ??= readFileSync('node_modules/axe-core/axe.min.js', 'utf8')) })
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            o: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[]; failureSummary: string }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => ({
        rule: v.id,
        impact: v.impact,
        targets: n.target.map(String),
        summary: n.failureSummary.split('\n').slice(0, 2).join(' '),
      })),
    )
  }, WCAG_TAGS)
}

export const formatViolations = (where: string, violations: Violation[]) =>
  violations.map((v) => `  ${where} ${v.rule} (${v.impact}) ${v.targets.join(' ')}: ${v.summary}`).join('\n')

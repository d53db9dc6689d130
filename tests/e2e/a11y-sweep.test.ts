// Zero axe violations (WCAG 2.2 A/AA): every route of the registry once, each account's routes
// taking turns over the language × theme combinations (fr/en/ar × light/dark: the admin's over all
// six, the other accounts' over two each), then the full six combinations on a handful of
// representative screens. The route list comes from the built app (src/app/route-catalog.ts).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import {
  accountFor,
  axeViolations,
  COMBOS,
  PRIMARY_PRESETS,
  comboLabel,
  formatViolations,
  navigateInApp,
  readCatalog,
  setCombo,
  settled,
  type CatalogEntry,
  type Combo,
  type Lang,
} from './axe.ts'
import { accessibleShades } from '../../src/lib/preferences-colors.ts'
import { login, newContext, newPage, setupBrowser, type Who } from './lib.ts'

setupBrowser()

/** `A11Y_ROUTES=userView,login node tests/e2e/run.mjs a11y`: only those routes, each in all six combinations. */
const only = process.env.A11Y_ROUTES?.split(',').filter(Boolean)

/** One signed-in (or guest) page per account, opened on first use. */
function sessions() {
  const open = new Map<Who | 'guest', { context: BrowserContext; page: Page }>()
  return {
    async page(who: Who | 'guest'): Promise<Page> {
      let s = open.get(who)
      if (!s) {
        s = await newPage()
        if (who !== 'guest') await login(s.page, who)
        open.set(who, s)
      }
      return s.page
    },
    async close() {
      for (const s of open.values()) await s.context.close()
    },
  }
}

/**
 * Opens a URL in a combination and returns the violations, labelled with route and combination.
 * `inApp`: the page already runs the app in that combination; the URL is opened in it.
 */
async function check(
  page: Page,
  url: string,
  combo: Combo,
  name: string,
  prepare?: (page: Page, lang: Lang) => Promise<void>,
  inApp = false,
): Promise<string> {
  if (inApp) await navigateInApp(page, url)
  else {
    await setCombo(page.context(), combo)
    await page.goto(url)
    await settled(page)
  }
  if (prepare) {
    await prepare(page, combo.lang)
    await settled(page)
  }
  const violations = await axeViolations(page)
  return formatViolations(`[${name} ${url} ${comboLabel(combo)}]`, violations)
}

const usersLocale = (lang: Lang) => JSON.parse(readFileSync(`src/i18n/locales/${lang}/users.json`, 'utf8')) as { list: { add: string } }
const openAddUser = async (page: Page, lang: Lang) => {
  await page
    .getByRole('button', { name: usersLocale(lang).list.add })
    .first()
    .click()
  await page.getByRole('dialog').locator('input').first().waitFor()
}

describe('accessibility: axe-core WCAG 2.2 A/AA', () => {
  it('every route of the registry, each account taking turns over the language × theme combinations', async () => {
    const catalogContext = await newContext()
    const catalog: CatalogEntry[] = await readCatalog(catalogContext)
    await catalogContext.close()
    assert.ok(catalog.length >= 20, `the registry is read from the app (${catalog.length} routes)`)
    // Each account's routes take turns over its combinations: the admin's (most routes) over all
    // six, every other account's over two of them, a different two each, so all six are sampled
    // there too. Routes that share an account and a combination are one visit: the first loads the
    // app (one start per visit: ~2 s), the others are opened in it (navigateInApp).
    // Per account: its place among the accounts met so far, and how many of its routes were seen.
    const seen = new Map<Who | 'guest', { a: number; j: number }>()
    const visits = new Map<string, { who: Who | 'guest'; combo: Combo; entries: CatalogEntry[] }>()
    for (const entry of catalog) {
      if (only && !only.includes(entry.name)) continue
      const who = accountFor(entry)
      const { a, j } = seen.get(who) ?? { a: seen.size, j: 0 }
      seen.set(who, { a, j: j + 1 })
      const turn = who === 'admin' ? COMBOS[j % COMBOS.length]! : COMBOS[(2 * a + (j % 2)) % COMBOS.length]!
      for (const combo of only ? COMBOS : [turn]) {
        const key = `${who} ${comboLabel(combo)}`
        const visit = visits.get(key) ?? { who, combo, entries: [] }
        visit.entries.push(entry)
        visits.set(key, visit)
      }
    }
    const s = sessions()
    const reports: string[] = []
    let checked = 0
    for (const { who, combo, entries } of visits.values()) {
      const page = await s.page(who)
      for (const [j, entry] of entries.entries()) {
        const report = await check(page, entry.url, combo, entry.name, undefined, j > 0)
        if (report) reports.push(report)
        checked++
      }
    }
    await s.close()
    assert.equal(checked, only ? only.length * COMBOS.length : catalog.length, 'every route was checked')
    assert.equal(reports.length, 0, `axe violations:\n${reports.join('\n')}`)
  })

  const screens: { name: string; who: Who | 'guest'; url: string; prepare?: (page: Page, lang: Lang) => Promise<void> }[] = [
    { name: 'login', who: 'guest', url: '/login' },
    { name: 'userList', who: 'admin', url: '/apps/user/list' },
    { name: 'userList + add dialog', who: 'admin', url: '/apps/user/list', prepare: openAddUser },
    { name: 'userView', who: 'admin', url: '/apps/user/view/1' },
    { name: 'accountSettingsTab', who: 'otp', url: '/pages/account-settings/account' },
  ]
  it('representative screens in all six combinations (fr/en/ar × light/dark)', async () => {
    const s = sessions()
    const reports: string[] = []
    for (const combo of COMBOS) {
      // An account's first screen in a combination loads the app in it; its next ones open inside.
      const running = new Set<Who | 'guest'>()
      for (const screen of screens.filter((x) => !only || only.includes(x.name))) {
        const page = await s.page(screen.who)
        const report = await check(page, screen.url, combo, screen.name, screen.prepare, running.has(screen.who))
        running.add(screen.who)
        if (report) reports.push(report)
      }
    }
    await s.close()
    assert.equal(reports.length, 0, `axe violations:\n${reports.join('\n')}`)
  })

  it("the customizer's other primary colours stay accessible (user view, light and dark)", async () => {
    const s = sessions()
    const reports: string[] = []
    const customs = PRIMARY_PRESETS.filter((c) => c.toUpperCase() !== '#FF4C51')
    assert.ok(customs.length >= 3, `presets read from the source (${customs.join(' ')})`)
    for (const primary of customs) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await s.page('admin')
        const report = await check(page, '/apps/user/view/1', { lang: 'fr', theme, primary }, 'userView')
        if (report) reports.push(report)
        // The shades on screen are the ones computed from this primary.
        const fill = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-fill').trim())
        assert.equal(fill, accessibleShades(primary).fill)
      }
    }
    await s.close()
    assert.equal(reports.length, 0, `axe violations:\n${reports.join('\n')}`)
  })
})

// Screenshots of pages for visual review: node scripts/screenshots.ts <baseUrl> <who|guest> <path> [more paths]
// Env: LANGS=fr,en,ar THEMES=light,dark WIDTHS=1440,820 OUT=.tmp/shots NAV=expanded (the vertical nav open; collapsed by default)
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.ts'

const [base = 'http://127.0.0.1:4173', who = 'admin', ...paths] = process.argv.slice(2)
const langs = (process.env.LANGS ?? 'fr').split(',')
const themes = (process.env.THEMES ?? 'light').split(',')
const widths = (process.env.WIDTHS ?? '1440').split(',').map(Number)
const out = process.env.OUT ?? '.tmp/shots'
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({ executablePath: findChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS })
for (const width of widths) {
  for (const theme of themes) {
    for (const lang of langs) {
      const context = await browser.newContext({ baseURL: base, viewport: { width, height: width > 1000 ? 900 : 1180 } })
      await context.addCookies([
        { name: 'vermilion-language', value: lang, url: base },
        { name: 'vermilion-theme', value: theme, url: base },
        ...(process.env.NAV === 'expanded' ? [{ name: 'vermilion-vertical-nav-collapsed', value: 'false', url: base }] : []),
      ])
      const page = await context.newPage()
      page.on('pageerror', (e) => console.error('[pageerror]', e.message))
      if (who !== 'guest') {
        await page.goto('/login')
        await page.waitForFunction(() => (window as unknown as { __vermilionMocksReady?: boolean }).__vermilionMocksReady === true)
        await page.getByTestId(`demo-${who}`).click()
        await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/login')), page.locator('form button[type=submit]').click()])
      }
      for (const path of paths.length ? paths : ['/']) {
        await page.goto(path)
        await page.waitForLoadState('networkidle').catch(() => undefined)
        await page.waitForTimeout(600)
        const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${theme}-${width}.png`
        await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
        console.log(file)
      }
      await context.close()
    }
  }
}
await browser.close()

import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { BASE, newPage, setupBrowser } from './lib.ts'

setupBrowser()

/** Issue #21: each front page is in its own pre-rendered HTML, painted before the JavaScript. */
describe('front pages painted before the JavaScript (issue #21)', () => {
  it('a first visit to the pricing page in ar shows it mirrored, inert, with its title, before any script', async () => {
    const { context, page } = await newPage({ width: 412, height: 823 })
    await context.addCookies([{ name: 'vermilion-language', value: 'ar', url: BASE }])
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/front-pages/pricing')
    const s = await page.evaluate(() => {
      const boot = document.getElementById('boot')
      return {
        prerendered: boot?.hasAttribute('data-prerendered'),
        inert: boot?.inert,
        h1: document.querySelector('#boot h1')?.textContent,
        dir: document.documentElement.dir,
        title: document.title,
        footer: document.querySelectorAll('#boot footer').length,
      }
    })
    assert.deepEqual(s, {
      prerendered: true,
      inert: true,
      h1: 'اختر الباقة المناسبة لك',
      dir: 'rtl',
      title: 'الأسعار | Vermilion',
      footer: 1,
    })
    await context.close()
  })

  it('the live landing replaces it with no loader between them, at the same place, and takes clicks', async () => {
    const { context, page } = await newPage({ width: 412, height: 823 })
    await page.addInitScript(() => {
      const w = window as unknown as { __seen: string[]; __staticY?: number }
      w.__seen = []
      const look = () => {
        const boot = document.getElementById('boot')
        const h1 = document.querySelector('h1')
        if (boot?.hasAttribute('data-prerendered') && h1) w.__staticY ??= h1.getBoundingClientRect().y
        w.__seen.push(boot ? (boot.hasAttribute('data-prerendered') ? 'static' : 'loader') : h1 ? 'live' : 'other')
        if (w.__seen.at(-1) !== 'live') requestAnimationFrame(look)
      }
      document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(look))
    })
    const response = await page.goto('/front-pages/landing-page')
    // The page's own HTML (its title in the default language is in it).
    assert.match((await response!.text()).slice(0, 2000), /<title>Page d'accueil \| Vermilion<\/title>/)
    await page.waitForFunction(() => (window as unknown as { __seen: string[] }).__seen.at(-1) === 'live')
    const { seen, staticY } = await page.evaluate(() => {
      const w = window as unknown as { __seen: string[]; __staticY?: number }
      return { seen: [...new Set(w.__seen)], staticY: w.__staticY }
    })
    assert.deepEqual(seen, ['static', 'live'])
    const box = await page.locator('h1').boundingBox()
    assert.equal(await page.locator('h1').count(), 1)
    assert.ok(box && staticY !== undefined && Math.abs(box.y - staticY) < 2, `title at y=${box?.y}, pre-rendered at y=${staticY}`)
    // Live: a link of the hero navigates in the app.
    await page.locator('main a[href="/front-pages/help-center"]').first().click()
    await page.waitForURL('**/front-pages/help-center')
    assert.equal(await page.locator('#boot').count(), 0)
    await context.close()
  })
})

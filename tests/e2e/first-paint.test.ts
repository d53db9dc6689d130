import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { BASE, mocksReady, newPage, setupBrowser } from './lib.ts'

setupBrowser()

/** The app's JavaScript never arrives: what is on screen is what index.html paints by itself. */
async function withoutScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort())
}

const state = (page: Page) =>
  page.evaluate(() => {
    const boot = document.getElementById('boot')
    return {
      prerendered: boot?.hasAttribute('data-prerendered') ?? false,
      inert: boot?.inert ?? false,
      loader: boot?.getAttribute('role') === 'status',
      titles: [...document.querySelectorAll('h1')].map((h) => h.textContent),
      dir: document.documentElement.dir,
      title: document.title,
    }
  })

describe('first paint of the sign-in screen (issue #8: painted before the JavaScript)', () => {
  const titles = {
    fr: ['Bienvenue sur Vermilion !', 'Connexion | Vermilion'],
    en: ['Welcome to Vermilion!', 'Sign in | Vermilion'],
    ar: ['مرحبًا بك في Vermilion!', 'تسجيل الدخول | Vermilion'],
  } as const
  for (const [lang, [heading, title]] of Object.entries(titles)) {
    it(`a first visit to /login shows the ${lang} form before any script has run, inert`, async () => {
      const { context, page } = await newPage({ width: 412, height: 823 })
      if (lang !== 'fr') await context.addCookies([{ name: 'vermilion-language', value: lang, url: BASE }])
      await withoutScripts(page)
      await page.goto('/login')
      const s = await state(page)
      assert.deepEqual(s, { prerendered: true, inert: true, loader: false, titles: [heading], dir: lang === 'ar' ? 'rtl' : 'ltr', title })
      await page.getByText(lang === 'fr' ? 'Comptes de démonstration' : lang === 'en' ? 'Demo accounts' : 'حسابات تجريبية').waitFor()
      await context.close()
    })
  }

  it('a signed-in visit and the other screens keep the boot loader', async () => {
    const { context, page } = await newPage()
    await withoutScripts(page)
    await page.goto('/register')
    assert.deepEqual(await state(page), { prerendered: false, inert: false, loader: true, titles: [], dir: 'ltr', title: 'Vermilion' })
    await context.addCookies([{ name: 'accessToken', value: 'x', url: BASE }])
    await page.goto('/login')
    assert.deepEqual(await state(page), { prerendered: false, inert: false, loader: true, titles: [], dir: 'ltr', title: 'Vermilion' })
    await context.close()
  })

  it('the live form replaces it, with no loader between them and the same layout', async () => {
    const { context, page } = await newPage({ width: 412, height: 823 })
    // Every frame of the load: the sign-in title is on screen from the first paint to the live form.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __seen: string[] }).__seen = seen
      const look = () => {
        const boot = document.getElementById('boot')
        seen.push(boot ? (boot.hasAttribute('data-prerendered') ? 'static' : 'loader') : document.querySelector('h1') ? 'live' : 'other')
        if (seen.at(-1) !== 'live') requestAnimationFrame(look)
      }
      document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(look))
    })
    await page.goto('/login')
    await mocksReady(page)
    const seen = await page.evaluate(() => [...new Set((window as unknown as { __seen: string[] }).__seen)])
    assert.deepEqual(seen, ['static', 'live'])
    const box = await page.locator('h1').boundingBox()
    assert.equal(await page.locator('h1').count(), 1)
    assert.ok(box && Math.abs(box.y - 108) < 2, `title at y=${box?.y}`)
    // The live form takes input at once (the email field has the focus).
    await page.keyboard.type('admin@demo.com')
    assert.equal(await page.getByLabel('E-mail').inputValue(), 'admin@demo.com')
    await context.close()
  })
})

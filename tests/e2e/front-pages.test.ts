import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { BASE, apiCall, live, login, mocksReady, newPage, setupBrowser } from './lib.ts'

setupBrowser()

/** Waits until /sw.js controls the page and has cached the whole build (sw.ts answers GET_PRECACHE_STATE). */
async function installed(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true, undefined, {
    timeout: 60_000,
  })
  const deadline = Date.now() + 60_000
  const complete = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = (e) => resolve((e.data as { complete?: boolean }).complete === true)
          navigator.serviceWorker.controller!.postMessage({ type: 'GET_PRECACHE_STATE' }, [channel.port2])
        }),
    )
  while (!(await complete())) {
    assert.ok(Date.now() < deadline, 'the worker cached the whole build within 60 s')
    await page.waitForTimeout(250)
  }
}

describe('front pages', () => {
  it('checkout: a refused card, then a valid one places an order that the back-office list shows after a reload', async () => {
    const { context, page } = await newPage()
    await page.goto('/front-pages/checkout')
    await mocksReady(page)
    await page.getByRole('button', { name: 'Commander' }).click()
    await page.getByRole('button', { name: 'Continuer vers le paiement' }).click()
    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4241')
    await page.getByLabel('Nom sur la carte').fill('Nadia Benali')
    await page.getByLabel("Date d'expiration").fill('12/35')
    await page.getByLabel('Cryptogramme').fill('123')
    await page.getByRole('button', { name: 'Payer et passer la commande' }).click()
    await page.getByRole('alert').filter({ hasText: 'Saisissez un numéro de carte valide' }).waitFor()

    await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: 'Payer et passer la commande' }).click()
    const number = (await page.getByTestId('order-number').textContent())?.replace('#', '') ?? ''
    assert.match(number, /^\d+$/)

    await page.reload()
    await mocksReady(page)
    // The API list first, then the back-office screen.
    const list = await apiCall<{ orders: { order: number; customer: string; method: string; methodNumber: number }[] }>(
      page,
      `/apps/ecommerce/orders?q=${number}`,
    )
    const placed = list.body.orders.find((o) => o.order === Number(number))
    assert.ok(placed, `order #${number} in the list`)
    assert.equal(placed.customer, 'Nadia Benali')
    assert.equal(placed.methodNumber, 4242)

    // The back-office order list shows it to an admin, found by its number.
    await login(page, 'admin')
    await page.goto('/apps/ecommerce/order/list')
    await page.getByRole('searchbox', { name: 'Rechercher des commandes' }).fill(number)
    const orders = page.getByRole('table', { name: 'Commandes' })
    await orders.getByRole('link', { name: `#${number}` }).waitFor()
    await orders.getByText('Nadia Benali').first().waitFor()
    await context.close()
  })

  it('FAQ: searching narrows the categories and questions, and says when nothing matches', async () => {
    const { context, page } = await newPage()
    await login(page, 'admin')
    await page.goto('/pages/faq')
    const tabs = page.getByRole('tablist', { name: 'Catégories de questions' }).getByRole('tab')
    await tabs.first().waitFor()
    assert.equal(await tabs.count(), 5)
    await page.getByRole('searchbox', { name: 'Rechercher dans les questions' }).fill('livraison')
    await page.waitForURL((u) => u.searchParams.get('q') === 'livraison')
    await page.waitForFunction(() => document.querySelectorAll('[role=tablist] [role=tab]').length === 2)
    const questions = await page.getByRole('tabpanel').getByRole('button').allTextContents()
    assert.ok(questions.length > 0)
    for (const q of questions) assert.match(q.toLowerCase(), /livraison/)
    await page.getByRole('searchbox', { name: 'Rechercher dans les questions' }).fill('zzzz')
    await page.getByText('Aucun résultat').waitFor()
    await context.close()
  })

  it('landing page in Arabic is mirrored: rtl document, logo at the right, links highlighted by scrolling', async () => {
    const { context, page } = await newPage()
    await context.addCookies([{ name: 'vermilion-language', value: 'ar', url: BASE }])
    await page.goto('/front-pages/landing-page')
    await live(page)
    await page.getByRole('heading', { level: 1, name: 'لوحة إدارة واحدة لكل الشاشات، حتى دون اتصال' }).waitFor()
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl')
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar')
    const nav = page.getByRole('navigation', { name: 'الصفحات العامة' })
    const logo = await nav.getByRole('link', { name: 'Vermilion، الصفحة الرئيسية' }).boundingBox()
    const signIn = await nav.getByRole('link', { name: 'تسجيل الدخول' }).boundingBox()
    assert.ok(logo && signIn && logo.x > signIn.x, 'the logo sits at the inline start (right), the sign-in button at the left')
    assert.equal(await page.title(), 'الصفحة الرئيسية | Vermilion')
    assert.match((await page.locator('meta[name=description]').getAttribute('content')) ?? '', /لوحة الإدارة/)
    await nav.getByRole('link', { name: 'الفريق' }).click()
    await page.waitForFunction(() => document.querySelector('a[aria-current=location]')?.textContent === 'الفريق')
    await context.close()
  })

  it('help centre: painted and shown with its articles on a first visit without asking the API; an article then comes from it', async () => {
    const { context, page } = await newPage({ width: 820, height: 1180 })
    await context.addCookies([{ name: 'vermilion-language', value: 'en', url: BASE }])
    const api: string[] = []
    page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/api/') && api.push(r.url())))
    await page.goto('/front-pages/help-center')
    await live(page)
    const article = page.getByRole('link', { name: /^Read more\s*: First steps with Vermilion$/ })
    await article.waitFor()
    assert.ok((await page.getByRole('link', { name: 'Change your password' }).count()) >= 1, 'the knowledge base is listed')
    const started = await page.evaluate(() => (window as unknown as { __vermilionMocksReady?: boolean }).__vermilionMocksReady === true)
    assert.equal(started, false, 'the mock layer did not start to show the help centre')
    assert.deepEqual(api, [], 'no API request for the pre-rendered data')
    // The search filters the pre-rendered articles.
    await page.getByRole('searchbox').fill('tablet')
    await page.getByRole('list', { name: 'Matching articles (1)' }).waitFor()
    await article.click()
    await page.getByRole('heading', { level: 1, name: 'First steps with Vermilion' }).waitFor()
    await context.close()
  })

  it('works offline once installed: every front page, its pictures and the help-centre data (mock API)', async () => {
    const { context, page } = await newPage({ serviceWorker: true })
    await page.goto('/front-pages/landing-page')
    await mocksReady(page)
    await installed(page)
    await context.setOffline(true)
    for (const [path, heading] of [
      ['/front-pages/pricing', "Choisissez l'offre qui vous convient"],
      ['/front-pages/payment', 'Paiement'],
      ['/front-pages/checkout', 'Commande'],
      ['/front-pages/help-center', 'Bonjour, comment pouvons-nous vous aider ?'],
      ['/front-pages/help-center/article/offline-mode', 'Travailler hors ligne'],
      ['/front-pages/landing-page', 'Une seule console'],
    ] as const) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    }
    const pictures = await page.evaluate(async () => {
      const srcs = [...new Set([...document.images].map((i) => i.src).filter((src) => src.includes('/images/front/')))]
      return Promise.all(srcs.map(async (src) => ({ src, ok: (await fetch(src).catch(() => undefined))?.ok === true })))
    })
    assert.ok(pictures.length >= 8, 'the landing page shows its pictures')
    assert.deepEqual(
      pictures.filter((p) => !p.ok),
      [],
      "the front pages' pictures come from the cache",
    )
    await context.close()
  })
})

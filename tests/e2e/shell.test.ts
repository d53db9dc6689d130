import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { apiCall, login, mocksReady, newPage, setupBrowser } from './lib.ts'

setupBrowser()

describe('app shell', () => {
  it('renders in French by default with lang=fr', async () => {
    const { context, page } = await newPage()
    await page.goto('/login')
    await page.getByRole('heading', { name: /Bienvenue sur Vermilion/ }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'fr')
    assert.equal(await page.getAttribute('html', 'dir'), 'ltr')
    assert.equal(await page.title(), 'Connexion | Vermilion')
    await context.close()
  })

  it('switching to Arabic sets dir=rtl and mirrors the sidebar', async () => {
    const { context, page } = await newPage()
    await login(page, 'client')
    await page.getByTestId('vertical-nav').waitFor()
    const ltrBox = await page.getByTestId('vertical-nav').boundingBox()
    assert.ok(ltrBox && ltrBox.x < 10, 'nav starts on the left in French')
    await page.getByTestId('language-switcher').click()
    await page.getByRole('menuitem', { name: 'العربية' }).click()
    await page.waitForFunction(() => document.documentElement.dir === 'rtl')
    assert.equal(await page.getAttribute('html', 'lang'), 'ar')
    await page.getByRole('heading', { name: 'قواعدك' }).waitFor()
    const rtlBox = await page.getByTestId('vertical-nav').boundingBox()
    assert.ok(rtlBox && rtlBox.x + rtlBox.width > 1366 - 10, `nav ends on the right in Arabic (x=${rtlBox?.x})`)
    await context.close()
  })

  it('keeps theme and layout choices after a reload (cookies)', async () => {
    const { context, page } = await newPage()
    await login(page, 'client')
    await page.getByTestId('customizer-toggle').click()
    const drawer = page.getByRole('dialog')
    await drawer.getByText('Sombre', { exact: true }).click()
    await drawer.getByText('Horizontal', { exact: true }).click()
    await drawer.getByText('Encadrée', { exact: true }).click()
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    await page.reload()
    await page.getByTestId('horizontal-nav').waitFor()
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true)
    assert.equal(await page.getByTestId('vertical-nav').count(), 0)
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]))
    assert.equal(cookies['vermilion-theme'], 'dark')
    assert.equal(cookies['vermilion-nav-layout'], 'horizontal')
    assert.equal(cookies['vermilion-content-width'], 'boxed')
    await context.close()
  })

  it('uses the overlay nav with a menu button at tablet width', async () => {
    const { context, page } = await newPage({ width: 820, height: 1180 })
    await login(page, 'client')
    const nav = page.getByTestId('vertical-nav')
    await page.getByTestId('nav-toggle').waitFor()
    const hidden = await nav.boundingBox()
    assert.ok(hidden && hidden.x + hidden.width <= 1, 'nav is off-screen')
    await page.getByTestId('nav-toggle').click()
    await page.waitForFunction(() => {
      const r = document.querySelector('[data-testid=vertical-nav]')!.getBoundingClientRect()
      return r.x >= 0
    })
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => document.querySelector('[data-testid=vertical-nav]')!.getBoundingClientRect().right <= 1)
    await context.close()
  })

  it('shows list rows as cards on tablets (cells side by side under a heading line) and phones (a line per cell)', async () => {
    const { context, page } = await newPage({ width: 820, height: 1180 })
    await login(page, 'admin')
    await page.goto('/tinder/accounts')
    const row = page.locator('main tbody tr[data-index="0"]')
    await row.locator('td[data-label="Modèle"]').waitFor()
    const layout = () =>
      row.evaluate((tr) => {
        const top = (label: string) => Math.round(tr.querySelector(`td[data-label="${label}"]`)!.getBoundingClientRect().top)
        const title = tr.querySelector('td[data-label="Compte"]')!.getBoundingClientRect()
        const actions = tr.querySelector('td[data-cell="actions"]')!.getBoundingClientRect()
        return {
          height: tr.getBoundingClientRect().height,
          tops: ['Statut', 'Modèle', 'Stratégie', 'Localisation'].map(top),
          titleBesideActions: Math.abs(title.top + title.height / 2 - (actions.top + actions.height / 2)) < 4,
          titleLabel: getComputedStyle(tr.querySelector('td[data-label="Compte"]')!, '::before').content,
        }
      })
    const tablet = await layout()
    assert.equal(new Set(tablet.tops).size, 1, `four cells on one line at 820 px: ${tablet.tops.join(', ')}`)
    assert.ok(tablet.height < 300, `a card of a few lines at 820 px (${tablet.height} px)`)
    assert.ok(tablet.titleBesideActions, 'the account heads the card beside its actions')
    assert.equal(tablet.titleLabel, 'none', 'the heading cell shows no column label')
    await page.setViewportSize({ width: 390, height: 844 })
    const phone = await layout()
    assert.equal(new Set(phone.tops).size, 4, `a line per cell at 390 px: ${phone.tops.join(', ')}`)
    await context.close()
  })

  it('shows scroll-to-top after 200 px and scrolls smoothly back', async () => {
    const { context, page } = await newPage({ width: 1366, height: 360 })
    await login(page, 'client')
    const button = page.getByTestId('scroll-to-top')
    await page.getByTestId('acl-rules').waitFor()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForFunction(() => document.querySelector('[data-testid=scroll-to-top]')?.getAttribute('aria-hidden') === 'true')
    await page.evaluate(() => window.scrollTo(0, 150))
    await page.waitForTimeout(200)
    assert.equal(await button.getAttribute('aria-hidden'), 'true', 'still hidden at 150 px')
    await page.evaluate(() => window.scrollTo(0, 400))
    await page.waitForFunction(() => document.querySelector('[data-testid=scroll-to-top]')?.getAttribute('aria-hidden') === 'false')
    await button.click()
    await page.waitForFunction(() => window.scrollY === 0)
    await context.close()
  })

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage()
    await page.goto('/no/such/page')
    await page.getByTestId('error-404').waitFor()
    assert.equal(await page.title(), 'Page introuvable - 404 | Vermilion')
    await page.goto('/pages/misc/page-not-found')
    await page.getByTestId('error-404').waitFor()
    await context.close()
  })

  it('answers mocked calls through the worker and keeps writes after a reload', async () => {
    const { context, page } = await newPage({ serviceWorker: true })
    await login(page, 'client')
    const before = await apiCall<{ unread: number }>(page, '/notifications')
    assert.equal(before.status, 200)
    assert.equal(before.body.unread, 4)
    const marked = await apiCall<{ unread: number }>(page, '/notifications/read-all', { method: 'POST' })
    assert.equal(marked.body.unread, 0)
    await page.reload()
    await mocksReady(page)
    const after = await apiCall<{ unread: number }>(page, '/notifications')
    assert.equal(after.body.unread, 0)
    await context.close()
  })
})

describe('data across tabs', () => {
  it('a change made in one tab shows in the other without a reload', async () => {
    const { context, page } = await newPage()
    await login(page, 'client')
    const badge = page.getByTestId('notifications-button')
    await page.waitForFunction(() => document.querySelector('[data-testid=notifications-button]')?.textContent?.includes('4'))
    const other = await context.newPage()
    await other.goto('/access-control')
    await mocksReady(other)
    const res = await apiCall<{ unread: number }>(other, '/notifications/read-all', { method: 'POST' })
    assert.equal(res.body.unread, 0)
    await page.waitForFunction(() => !document.querySelector('[data-testid=notifications-button]')?.textContent?.match(/\d/), undefined, {
      timeout: 10_000,
    })
    assert.equal((await badge.textContent())?.match(/\d/), null)
    await context.close()
  })
})

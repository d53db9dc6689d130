import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { apiCall, BASE, login, mocksReady, newPage, setupBrowser, sharedSession } from './lib.ts'

setupBrowser()
const admin = sharedSession('admin')

/** Scrolls to the end of the page step by step: charts are drawn as they come into view. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo({ top }), y)
    await page.waitForTimeout(60)
  }
}

/** Progress percentages of the projects table, top to bottom. */
const progresses = async (page: Page) =>
  await page
    .getByRole('table', { name: 'Liste des projets' })
    .getByRole('progressbar')
    .evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('aria-valuenow'))))

/** The interface is in French (the default language). */
describe('dashboards', () => {
  it('analytics: every chart is drawn with its text alternative; the projects table pages and sorts', async () => {
    const page = await admin()
    await page.goto('/dashboards/analytics')
    await page.getByRole('heading', { name: 'Analytique', level: 1 }).waitFor()
    const charts = page.locator('[data-slot="chart"]')
    await charts.first().waitFor()
    const count = await charts.count()
    assert.ok(count >= 4, `${count} charts`)
    await scrollThrough(page)
    await page.waitForFunction((n) => document.querySelectorAll('[data-slot="chart"][data-drawn] canvas').length >= n, count, {
      timeout: 20_000,
    })
    // A picture with a name and a summary a screen reader reads.
    const earnings = page.getByRole('img', { name: 'Rapports de gains' })
    const summary = await earnings.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '')
    assert.match(summary, /Maximum/)

    const table = page.getByRole('table', { name: 'Liste des projets' })
    await table.scrollIntoViewIfNeeded()
    await table.getByRole('row').nth(5).waitFor()
    assert.equal(await table.getByRole('row').count(), 6) // header + 5 projects
    const firstPage = await table.getByRole('row').nth(1).textContent()
    await page.getByRole('button', { name: 'Page suivante' }).last().click()
    await page.waitForURL((u) => u.searchParams.get('projects.page') === '2')
    await page.waitForFunction(
      (first) => document.querySelector('table[aria-label="Liste des projets"] tbody tr')?.textContent !== first,
      firstPage,
    )

    await table.getByRole('button', { name: 'Avancement' }).click()
    await page.waitForURL((u) => u.searchParams.get('projects.sortBy') === 'progress' && u.searchParams.get('projects.orderBy') === 'asc')
    await page.waitForFunction(() => {
      const v = [...document.querySelectorAll('table[aria-label="Liste des projets"] [role=progressbar]')].map((b) =>
        Number(b.getAttribute('aria-valuenow')),
      )
      return v.length > 1 && v.every((x, i) => i === 0 || v[i - 1]! <= x)
    })
    await table.getByRole('button', { name: 'Avancement' }).click()
    await page.waitForURL((u) => u.searchParams.get('projects.orderBy') === 'desc')
    await page.waitForFunction(() => {
      const v = [...document.querySelectorAll('table[aria-label="Liste des projets"] [role=progressbar]')].map((b) =>
        Number(b.getAttribute('aria-valuenow')),
      )
      return v.length > 1 && v.every((x, i) => i === 0 || v[i - 1]! >= x)
    })
    const desc = await progresses(page)
    assert.deepEqual(
      desc,
      [...desc].sort((a, b) => b - a),
    )
  })

  it('accounts: the totals follow a new account', async () => {
    const page = await admin()
    await page.goto('/dashboards/accounts')
    const block = page.getByRole('region', { name: 'Comptes Tinder par statut' })
    const total = block.locator('[data-slot="stat-card"]').filter({ hasText: 'Total' }).first()
    await total.getByText(/^\d+$/).waitFor()
    const before = Number(await total.getByText(/^\d+$/).textContent())
    const active = Number(await block.locator('[data-slot="stat-card"]').filter({ hasText: 'Actif' }).getByText(/^\d+$/).textContent())
    const api = await apiCall<{ tinder: { total: number } }>(page, '/dashboard/accounts')
    assert.equal(api.body.tinder.total, before)

    const created = await apiCall(page, '/tinder/accounts', {
      method: 'POST',
      body: {
        name: 'Compte Tableau',
        phone: '+33639980066',
        modelId: 1,
        strategyId: 1,
        status: 'active',
        city: 'Lyon',
        country: 'FR',
        notes: '',
      },
    })
    assert.equal(created.status, 201)
    await page.reload()
    await mocksReady(page)
    await total.getByText(String(before + 1), { exact: true }).waitFor()
    await block
      .locator('[data-slot="stat-card"]')
      .filter({ hasText: 'Actif' })
      .getByText(String(active + 1), { exact: true })
      .waitFor()
  })

  it('e-commerce: the invoice table searches, filters by status and deletes after confirmation', async () => {
    const page = await admin()
    await page.goto('/apps/ecommerce/dashboard')
    const table = page.getByRole('table', { name: 'Factures' })
    await table.getByRole('row').nth(6).waitFor()
    await page.getByLabel('Statut', { exact: true }).selectOption('Paid')
    await page.waitForURL((u) => u.searchParams.get('invoices.status') === 'Paid')
    const paid = await apiCall<{ invoices: { id: number }[]; totalInvoices: number }>(page, '/apps/invoice?status=Paid&itemsPerPage=6')
    const id = paid.body.invoices[0]!.id
    await page.getByRole('searchbox', { name: 'Rechercher des factures' }).fill(String(id))
    await page.waitForURL((u) => u.searchParams.get('invoices.q') === String(id))
    await table.getByRole('button', { name: `Supprimer la facture n° ${id}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette facture ?' })
    await confirm.getByRole('button', { name: 'Supprimer' }).click()
    await page.getByText(`Facture n° ${id} supprimée`).waitFor()
    await table.getByRole('button', { name: `Supprimer la facture n° ${id}` }).waitFor({ state: 'detached' })
    const after = await apiCall<{ totalInvoices: number }>(page, '/apps/invoice?status=Paid')
    assert.equal(after.body.totalInvoices, paid.body.totalInvoices - 1)
  })

  it('the app search finds the dashboards', async () => {
    const page = await admin()
    await page.goto('/')
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click()
    await page.getByRole('combobox', { name: 'Rechercher des pages et des enregistrements…' }).fill('Analyt')
    await page.getByRole('option', { name: /Analytique/ }).click()
    await page.waitForURL((u) => u.pathname === '/dashboards/analytics')
  })

  it('with the nav open at 1366 px, no card cuts its text and no ⋮ menu covers any', async () => {
    const { context, page } = await newPage({ width: 1366, height: 900 })
    await context.addCookies([{ name: 'vermilion-vertical-nav-collapsed', value: 'false', url: BASE }])
    await login(page, 'admin')
    for (const path of [
      '/dashboards/analytics',
      '/dashboards/crm',
      '/dashboards/ecommerce',
      '/dashboards/accounts',
      '/dashboards/academy',
      '/dashboards/logistics',
    ]) {
      await page.goto(path)
      await page.locator('[data-slot="dashboard-card"]').first().waitFor()
      await page.waitForFunction(() => !document.querySelector('main [aria-busy=true], main [data-skeleton]'))
      const faults = await page.evaluate(() => {
        const found: string[] = []
        for (const card of document.querySelectorAll<HTMLElement>('[data-slot="dashboard-card"]')) {
          const name = card.getAttribute('aria-label')
          for (const el of card.querySelectorAll<HTMLElement>('*')) {
            const style = getComputedStyle(el)
            if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) found.push(`${name}: "${el.textContent}" is cut`)
          }
          const menu = card.querySelector('[aria-haspopup]')?.getBoundingClientRect()
          const header = card.querySelector('h2')?.parentElement
          if (!menu || !header) continue
          const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange()
            range.selectNodeContents(node)
            for (const r of range.getClientRects()) {
              const overlap =
                Math.min(r.right, menu.right) - Math.max(r.left, menu.left) > 0 &&
                Math.min(r.bottom, menu.bottom) - Math.max(r.top, menu.top) > 0
              if (overlap) found.push(`${name}: the menu covers "${node.textContent}"`)
            }
          }
        }
        return found
      })
      assert.deepEqual(faults, [], path)
    }
    await context.close()
  })

  it('accounts: an operator sees only the blocks of their areas', async () => {
    const { context, page } = await newPage()
    await login(page, 'otp')
    await page.goto('/dashboards/accounts')
    await page.getByRole('region', { name: 'Numéros OTP' }).getByText('Vos commandes').waitFor()
    assert.equal(await page.getByRole('region', { name: 'Comptes Tinder par statut' }).count(), 0)
    assert.equal(await page.getByRole('region', { name: 'Modèles les plus utilisés' }).count(), 0)
    await context.close()
  })
})

import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { apiCall, mocksReady, setupBrowser, sharedSession } from './lib.ts'

setupBrowser()
const admin = sharedSession('admin')

/** Intl money in French uses narrow no-break spaces: compare on the digits only. */
const digits = (text: string | null) => (text ?? '').replace(/[^\d,]/g, '')

/** The interface is in French (the default language). */
describe('invoices (admin)', () => {
  it('creates an invoice with live totals, adds a payment, sees balance and status after a reload, opens the print view', async () => {
    const page = await admin()
    await page.goto('/apps/invoice/add')
    await mocksReady(page)
    await page.getByRole('heading', { name: 'Nouvelle facture' }).waitFor()

    // Client from GET /api/apps/invoice/clients, then two lines, discount and tax.
    const client = page.getByLabel('Client', { exact: true })
    await client.locator('option').nth(1).waitFor({ state: 'attached' })
    await client.selectOption({ index: 1 })
    const clientEmail = await client.inputValue()
    const line1 = page.getByRole('group', { name: 'Ligne 1' })
    await line1.getByLabel('Article').fill('Audit E2E')
    await line1.getByLabel('Article').press('Enter') // the typed item, not one of the catalogue
    await line1.getByLabel('Prix unitaire (€)').fill('120.50')
    await line1.getByLabel('Quantité').fill('2')
    await page.getByRole('button', { name: 'Ajouter une ligne' }).click()
    const line2 = page.getByRole('group', { name: 'Ligne 2' })
    await line2.getByLabel('Article').fill('Support')
    await line2.getByLabel('Article').press('Enter')
    await line2.getByLabel('Prix unitaire (€)').fill('30')
    await page.getByLabel('Remise (%)').fill('10')
    await page.getByLabel('TVA (%)').fill('20')
    // 2 x 120.50 + 30 = 271; -10 % = 243.90; +20 % = 292.68, computed while typing.
    await page.waitForFunction(() => document.querySelector('[data-testid=invoice-total]')?.textContent?.includes('292,68'))
    assert.equal(digits(await page.getByTestId('invoice-subtotal').textContent()), '271,00')

    // A side option, stored with the invoice: the payment stub shows on the document after a reload.
    await page.getByRole('switch', { name: 'Talon de paiement' }).click()
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await page.waitForURL((u) => u.pathname.startsWith('/apps/invoice/preview/'))
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    await page.getByText(`Facture n° ${id} créée`).waitFor()
    const doc = page.getByRole('article', { name: `Facture n° ${id}` })
    await doc.getByRole('cell', { name: 'Audit E2E' }).waitFor()

    // A payment above the balance is refused on the field; 100 € is recorded.
    await page.getByRole('button', { name: 'Ajouter un paiement' }).click()
    const drawer = page.getByRole('dialog', { name: 'Ajouter un paiement' })
    assert.equal(digits(await drawer.getByTestId('payment-balance').textContent()), '292,68')
    await drawer.getByLabel('Montant du paiement').fill('300')
    await drawer.getByRole('button', { name: 'Enregistrer le paiement' }).click()
    await drawer.getByText('Le montant ne peut pas dépasser le solde').waitFor()
    await drawer.getByLabel('Montant du paiement').fill('100')
    await drawer.getByLabel('Mode de paiement').selectOption('Cash')
    await drawer.getByRole('button', { name: 'Enregistrer le paiement' }).click()
    await page.getByText(/Paiement de 100,00\s€ enregistré/).waitFor()

    await page.reload()
    await mocksReady(page)
    await doc.waitFor()
    const balanceRow = doc
      .locator('div')
      .filter({ has: page.getByText('Reste à payer :', { exact: true }) })
      .last()
    assert.equal(digits(await balanceRow.locator('dd').textContent()), '192,68')
    await doc.getByRole('region', { name: 'Talon de paiement' }).waitFor()
    const stored = await apiCall<{ invoice: { invoiceStatus: string; balance: number; total: number; client: { companyEmail: string } } }>(
      page,
      `/apps/invoice/${id}`,
    )
    assert.deepEqual(
      [stored.body.invoice.invoiceStatus, stored.body.invoice.balance, stored.body.invoice.total, stored.body.invoice.client.companyEmail],
      ['Partial Payment', 192.68, 292.68, clientEmail],
    )

    // The list shows the status icon (named by its status) and the balance.
    await page.goto(`/apps/invoice/list?q=${id}`)
    const row = page
      .getByRole('table', { name: 'Factures' })
      .getByRole('row')
      .filter({ hasText: `#${id}` })
    await row.getByRole('img', { name: 'Paiement partiel' }).waitFor()
    assert.match(digits(await row.textContent()), /192,68/)

    // "Download" from a draft's row menu: stored as Downloaded, then the print view.
    const drafts = await apiCall<{ invoices: { id: number }[] }>(page, '/apps/invoice?status=Draft&itemsPerPage=1')
    const draft = drafts.body.invoices[0]!.id
    await page.goto(`/apps/invoice/list?q=${draft}`)
    await page.evaluate(() => (window.print = () => {}))
    await page.getByRole('button', { name: `Autres actions pour la facture n° ${draft}` }).click()
    await page.getByRole('menuitem', { name: 'Télécharger' }).click()
    await page.waitForURL((u) => u.pathname === `/apps/invoice/preview/${draft}`)
    const downloaded = await apiCall<{ invoice: { invoiceStatus: string } }>(page, `/apps/invoice/${draft}`)
    assert.equal(downloaded.body.invoice.invoiceStatus, 'Downloaded')

    // Print: the browser's print window; on paper only the document, light even in the dark theme.
    await page.goto(`/apps/invoice/preview/${id}`)
    await doc.waitFor()
    await page.evaluate(() => {
      const w = window as unknown as { printed: number }
      w.printed = 0
      window.print = () => void w.printed++
      document.documentElement.classList.add('dark')
    })
    await page.getByRole('button', { name: 'Imprimer' }).click()
    await page.getByRole('button', { name: 'Télécharger' }).click()
    assert.equal(await page.evaluate(() => (window as unknown as { printed: number }).printed), 2)
    await page.emulateMedia({ media: 'print' })
    assert.equal(await doc.isVisible(), true)
    assert.equal(await page.locator('aside').first().isVisible(), false)
    assert.equal(await page.locator('header').first().isVisible(), false)
    assert.equal(await page.getByRole('button', { name: 'Imprimer' }).isVisible(), false)
    const paper = await doc.evaluate((el) => {
      const s = getComputedStyle(el)
      return { background: s.backgroundColor, color: s.color, left: el.getBoundingClientRect().left }
    })
    assert.deepEqual(paper, { background: 'rgb(255, 255, 255)', color: 'rgb(0, 0, 0)', left: 0 })
  })

  it("the e-commerce dashboard's invoice table links to the preview and to the add form", async () => {
    const page = await admin()
    await page.goto('/dashboards/ecommerce')
    await mocksReady(page)
    const table = page.getByRole('table', { name: 'Factures' })
    const first = table.getByRole('link', { name: /^#\d+$/ }).first()
    await first.waitFor()
    const id = ((await first.textContent()) ?? '').slice(1)
    await first.click()
    await page.waitForURL((u) => u.pathname === `/apps/invoice/preview/${id}`)
    await page.getByRole('article', { name: `Facture n° ${id}` }).waitFor()
    await page.goBack()
    await page.getByRole('link', { name: 'Créer une facture' }).click()
    await page.waitForURL((u) => u.pathname === '/apps/invoice/add')
    await page.getByRole('heading', { name: 'Nouvelle facture' }).waitFor()
  })
})

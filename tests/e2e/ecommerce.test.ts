import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { apiCall, login, mocksReady, newPage, setupBrowser, sharedSession } from './lib.ts'

setupBrowser()
const admin = sharedSession('admin')

/** A tiny valid PNG (1×1, red) for the picture upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

/** The interface is in French (the default language). */
describe('e-commerce back office (admin)', () => {
  it('creates a product with a photo and finds it in the list after a reload', async () => {
    const { context, page } = await newPage({ serviceWorker: true })
    await login(page, 'admin')
    await page.goto('/apps/ecommerce/product/list')
    const table = page.getByRole('table', { name: 'Produits' })
    await table.getByRole('row').nth(5).waitFor()

    await page.getByRole('link', { name: 'Ajouter un produit' }).first().click()
    await page.waitForURL((u) => u.pathname === '/apps/ecommerce/product/add')
    await page.getByLabel('Nom du produit').fill('Lampe Oriel E2E')
    await page.getByLabel('Référence (SKU)').fill('77001234')
    await page.getByLabel('Prix').fill('49.90')
    await page.getByLabel('Quantité').fill('12')
    await page.getByLabel('Fournisseur').fill('Oriel')
    await page.getByLabel('Catégorie').selectOption('Home Decor')
    await page.locator('input[type=file]').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('button', { name: 'Publier' }).click()
    await page.getByText('Lampe Oriel E2E a été ajouté').waitFor()
    await page.waitForURL((u) => u.pathname === '/apps/ecommerce/product/list')

    await page.reload()
    await mocksReady(page)
    await page.getByRole('searchbox', { name: 'Rechercher des produits' }).fill('Oriel E2E')
    await page.waitForURL((u) => u.searchParams.get('q') === 'Oriel E2E')
    const row = table.getByRole('row').filter({ hasText: 'Lampe Oriel E2E' })
    await row.waitFor()
    assert.match((await row.textContent()) ?? '', /Publié/)
    const src = await row.locator('img').getAttribute('src')
    assert.match(src ?? '', /^\/api\/apps\/ecommerce\/images\//)
    const served = await page.evaluate(async (url) => {
      const res = await fetch(url)
      return { status: res.status, type: res.headers.get('content-type'), size: (await res.arrayBuffer()).byteLength }
    }, src!)
    assert.deepEqual(served, { status: 200, type: 'image/png', size: PNG.length })
    const listed = await apiCall<{ products: { productName: string; price: string }[] }>(page, '/apps/ecommerce/products?q=Oriel%20E2E')
    assert.deepEqual(
      listed.body.products.map((p) => [p.productName, p.price]),
      [['Lampe Oriel E2E', '$49.90']],
    )
    await context.close()
  })
})

describe('e-commerce orders (admin)', () => {
  it("changes an order's status, kept after a reload", async () => {
    const page = await admin()
    await page.goto('/apps/ecommerce/order/details/7')
    await mocksReady(page)
    const before = await apiCall<{ order: number; status: string }>(page, '/apps/ecommerce/orders/7')
    const next = before.body.status === 'Delivered' ? 'Dispatched' : 'Delivered'
    const label = next === 'Delivered' ? 'Livrée' : 'Expédiée'
    await page.getByRole('heading', { name: `Commande n° ${before.body.order}` }).waitFor()
    await page.getByLabel('Statut de la commande').selectOption(next)
    await page.getByText(`Commande n° ${before.body.order} : ${label}`).waitFor()

    await page.reload()
    await mocksReady(page)
    assert.equal(await page.getByLabel('Statut de la commande').inputValue(), next)
    const after = await apiCall<{ status: string; total: number; subtotal: number }>(page, '/apps/ecommerce/orders/7')
    assert.equal(after.body.status, next)
    assert.ok(after.body.total > after.body.subtotal)
  })
})

describe('e-commerce customers (admin)', () => {
  it('deletes a customer after confirmation, still gone after a reload', async () => {
    const page = await admin()
    await page.goto('/apps/ecommerce/customer/details/3')
    await mocksReady(page)
    const customer = await apiCall<{ customer: string; customerId: number }>(page, '/apps/ecommerce/customers/3')
    await page.getByRole('heading', { name: `Client n° ${customer.body.customerId}` }).waitFor()
    await page.getByRole('button', { name: 'Supprimer le client' }).click()
    await page.getByRole('dialog', { name: 'Supprimer ce client ?' }).getByRole('button', { name: 'Supprimer' }).click()
    await page.getByText(`${customer.body.customer} a été supprimé`).waitFor()
    await page.waitForURL((u) => u.pathname === '/apps/ecommerce/customer/list')

    await page.reload()
    await mocksReady(page)
    const table = page.getByRole('table', { name: 'Clients' })
    await table.getByRole('row').nth(3).waitFor()
    assert.equal(await table.getByRole('row').filter({ hasText: customer.body.customer }).count(), 0)
    assert.equal((await apiCall(page, '/apps/ecommerce/customers/3')).status, 404)
  })
})

describe('e-commerce reviews (admin)', () => {
  it('publishes a pending review, still published after a reload', async () => {
    const page = await admin()
    await page.goto('/apps/ecommerce/manage-review?status=Pending')
    await mocksReady(page)
    const pending = await apiCall<{ reviews: { id: number; reviewer: string }[] }>(
      page,
      '/apps/ecommerce/reviews?status=Pending&itemsPerPage=1',
    )
    const review = pending.body.reviews[0]!
    const table = page.getByRole('table', { name: 'Avis clients' })
    await table
      .getByRole('button', { name: `Publier l'avis de ${review.reviewer}` })
      .first()
      .click()
    await page.getByText(`L'avis de ${review.reviewer} est publié`).waitFor()

    await page.reload()
    await mocksReady(page)
    const after = await apiCall<{ reviews: { id: number; status: string }[] }>(page, '/apps/ecommerce/reviews?itemsPerPage=-1')
    assert.equal(after.body.reviews.find((r) => r.id === review.id)?.status, 'Published')
  })
})

describe('e-commerce categories (admin)', () => {
  it('adds a category kept after a reload; deleting one in use is refused with the count (409)', async () => {
    const page = await admin()
    await page.goto('/apps/ecommerce/product/category-list')
    const table = page.getByRole('table', { name: 'Catégories' })
    await table.getByRole('row').nth(3).waitFor()

    await page.getByRole('button', { name: 'Ajouter une catégorie' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'Ajouter une catégorie' })
    await drawer.getByLabel('Titre').fill('Jardin E2E')
    assert.equal(await drawer.getByLabel('Slug (adresse)').inputValue(), 'jardin-e2e')
    await drawer.getByRole('button', { name: 'Ajouter la catégorie' }).click()
    await page.getByText('Jardin E2E a été ajoutée').waitFor()

    await page.reload()
    await mocksReady(page)
    await table.getByRole('row').filter({ hasText: 'Jardin E2E' }).waitFor()

    const used = await apiCall<{ products: unknown[]; total: number }>(page, '/apps/ecommerce/products?category=Shoes&itemsPerPage=1')
    assert.ok(used.body.total > 0)
    await table.getByRole('button', { name: 'Supprimer Chaussures' }).click()
    await page.getByRole('dialog', { name: 'Supprimer cette catégorie ?' }).getByRole('button', { name: 'Supprimer' }).click()
    await page.getByText(`Chaussures ne peut pas être supprimée : produits qui l'utilisent : ${used.body.total}.`).waitFor()
    await table.getByRole('row').filter({ hasText: 'Chaussures' }).waitFor()
  })
})

describe('e-commerce order addresses (admin)', () => {
  it("edits an order's shipping address, kept after a reload", async () => {
    const page = await admin()
    await page.goto('/apps/ecommerce/order/details/11')
    await mocksReady(page)
    const before = await apiCall<{ order: number }>(page, '/apps/ecommerce/orders/11')
    await page.getByRole('heading', { name: `Commande n° ${before.body.order}` }).waitFor()
    await page.getByRole('button', { name: "Modifier l'adresse de livraison" }).click()
    const dialog = page.getByRole('dialog', { name: "Modifier l'adresse de livraison" })
    await dialog.getByLabel(/^Adresse/).fill('9 quai Saint-Vincent')
    await dialog.getByLabel('Ville').fill('Lyon')
    await dialog.getByLabel('Code postal').fill('69001')
    await dialog.getByLabel('Pays').selectOption('FR')
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText(`Commande n° ${before.body.order} enregistrée`).waitFor()

    await page.reload()
    await mocksReady(page)
    await page.getByText('9 quai Saint-Vincent').first().waitFor()
    const after = await apiCall<{ shippingAddress: unknown }>(page, '/apps/ecommerce/orders/11')
    assert.deepEqual(after.body.shippingAddress, { line: '9 quai Saint-Vincent', city: 'Lyon', postcode: '69001', country: 'fr' })
  })
})

describe('e-commerce customer address book (admin)', () => {
  it("adds an address to a customer's book, kept after a reload", async () => {
    const page = await admin()
    await page.goto('/apps/ecommerce/customer/details/5/address-billing')
    await mocksReady(page)
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ajouter une adresse' })
    await dialog.getByLabel('Nom (Domicile, Bureau…)').fill('Bureau E2E')
    await dialog.getByLabel('Adresse, ligne 1').fill('12 rue des Lilas')
    await dialog.getByLabel('Ville').fill('Lyon')
    await dialog.getByLabel('Code postal').fill('69003')
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await page.reload()
    await mocksReady(page)
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bureau E2E' }) })
    await card.waitFor()
    assert.match((await card.textContent()) ?? '', /12 rue des Lilas/)
    const profile = await apiCall<{ addresses: { label: string; line1: string }[] }>(page, '/apps/ecommerce/customers/5/profile')
    assert.equal(profile.body.addresses.find((a) => a.label === 'Bureau E2E')?.line1, '12 rue des Lilas')
  })
})

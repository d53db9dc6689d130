import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { apiCall, login, mocksReady, newPage, otpCodesAtOnce, setupBrowser } from './lib.ts'

setupBrowser()

/** A tiny valid PNG (1×1, red) for the photo upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

async function logout(page: Page) {
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click()
  await page.waitForURL((u) => u.pathname === '/login')
}

describe('business areas, one journey per operator', () => {
  it('Tinder: create an account, see it after a reload, bulk-assign a strategy', async () => {
    const { context, page } = await newPage()
    await login(page, 'tinder')
    await page.waitForURL((u) => u.pathname === '/tinder/accounts')
    await page.getByRole('button', { name: 'Nouveau compte' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByLabel(/^Nom/).fill('Zélie E2E')
    await drawer.getByLabel('Téléphone').fill('+33 6 39 98 77 66')
    await drawer.getByLabel('Ville').fill('Lyon')
    await drawer.getByRole('button', { name: 'Créer le compte' }).click()
    await page.getByText('Zélie E2E a été créé').waitFor()

    await page.reload()
    await mocksReady(page)
    await page.getByPlaceholder('Nom, téléphone ou ville…').fill('Zélie')
    // The newest account is on the first page before the search applies: wait for the (debounced)
    // search itself, or selecting the row would race the new search, which starts the selection over.
    await page.waitForURL((u) => u.searchParams.get('q') === 'Zélie')
    const row = page.getByRole('row').filter({ hasText: 'Zélie E2E' })
    await row.waitFor()
    const created = await apiCall<{ accounts: { id: number; name: string; strategyId: number | null }[] }>(
      page,
      '/tinder/accounts?q=z%C3%A9lie',
    )
    assert.equal(created.body.accounts.length, 1)
    assert.equal(created.body.accounts[0]!.strategyId, null)

    await page.getByLabel('Sélectionner Zélie E2E').check()
    await page.getByRole('button', { name: 'Attribuer une stratégie' }).click()
    const dialog = page.getByRole('dialog')
    const strategies = await apiCall<{ strategies: { id: number; name: string }[] }>(page, '/tinder/strategies')
    const target = strategies.body.strategies[0]!
    await dialog.getByText(target.name, { exact: true }).click()
    await dialog.getByRole('button', { name: 'Attribuer' }).click()
    await page.getByText('Stratégie mise à jour sur les comptes : 1').waitFor()
    const after = await apiCall<{ accounts: { strategyId: number | null }[] }>(page, '/tinder/accounts?q=z%C3%A9lie')
    assert.equal(after.body.accounts[0]!.strategyId, target.id)
    await context.close()
  })

  it('Models: upload a photo, stored as a Blob and served back', async () => {
    const { context, page } = await newPage({ serviceWorker: true })
    await login(page, 'fruitz')
    await page.goto('/models')
    await mocksReady(page)
    const before = await apiCall<{ models: { id: number; name: string; photos: unknown[] }[] }>(
      page,
      '/models?sortBy=name&orderBy=asc&itemsPerPage=1',
    )
    assert.equal(before.status, 200, JSON.stringify(before.body))
    const model = before.body.models[0]!
    await page
      .getByRole('button', { name: `Modifier ${model.name}` })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Choisir des fichiers').setInputFiles({ name: 'e2e.png', mimeType: 'image/png', buffer: PNG })
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await dialog.waitFor({ state: 'detached' })
    const after = await apiCall<{ id: number; photos: { url: string }[] }>(page, `/models/${model.id}`)
    assert.equal(after.body.photos.length, before.body.models[0]!.photos.length + 1)
    const uploaded = after.body.photos.at(-1)!.url
    const served = await page.evaluate(async (url) => {
      const res = await fetch(url)
      return { status: res.status, type: res.headers.get('content-type'), size: (await res.arrayBuffer()).byteLength }
    }, uploaded)
    assert.deepEqual(served, { status: 200, type: 'image/png', size: PNG.length })
    await context.close()
  })

  it('OTP: top up, order a number, receive the code, finish, see it in both histories', async () => {
    const { context, page } = await newPage()
    // The code arrives at once in tests (admin-only setting, set through the API).
    await otpCodesAtOnce(page)

    await login(page, 'otp')
    await page.waitForURL((u) => u.pathname === '/otp/order/default')
    const start = (await apiCall<{ balance: number }>(page, '/otp/balance')).body.balance
    await page.getByTestId('otp-balance').click()
    await page.getByTestId('otp-top-up-amount').fill('25')
    await page.getByTestId('otp-top-up-submit').click()
    await page.waitForFunction(
      (b) => document.querySelector('[data-testid=otp-balance]')?.textContent?.replace(/\s/g, '').includes(b),
      (start + 25).toFixed(2).replace('.', ','),
    )
    assert.equal((await apiCall<{ balance: number }>(page, '/otp/balance')).body.balance, start + 25)

    await page.getByTestId('otp-service-tinder').check({ force: true })
    await page.getByTestId('otp-country-select').selectOption('FR')
    await page.getByTestId('otp-order-submit').click()
    await page.waitForURL((u) => /^\/otp\/order\/\d+$/.test(u.pathname))
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    await page.waitForFunction(
      () => document.querySelector('[data-testid=otp-live-order]')?.getAttribute('data-status') === 'received',
      undefined,
      { timeout: 15_000 },
    )
    assert.match((await page.getByTestId('otp-code').textContent()) ?? '', /\d{3}\s?\d{3}/)
    const ordered = await apiCall<{ price: number; status: string }>(page, `/otp/orders/${id}`)
    assert.equal(
      (await apiCall<{ balance: number }>(page, '/otp/balance')).body.balance,
      Math.round((start + 25 - ordered.body.price) * 100) / 100,
    )
    await page.getByTestId('otp-finish').click()
    await page.waitForFunction(() => document.querySelector('[data-testid=otp-live-order]')?.getAttribute('data-status') === 'finished')

    await page.goto('/otp/order/history')
    await page
      .getByRole('link', { name: `Ouvrir la commande n° ${id}` })
      .first()
      .waitFor()
    await logout(page)
    await login(page, 'admin')
    await page.goto('/otp/order/admin-history')
    const adminRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Ouvrir la commande n° ${id}` }) })
    await adminRow.waitFor()
    assert.match((await adminRow.textContent()) ?? '', /Sofia/)
    await context.close()
  })
})

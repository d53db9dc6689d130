// The hand-made journeys of the suite, once each by keyboard alone: Tab / Shift+Tab / arrows /
// Enter / Space / Escape and typing, the focus visible at every stop, the result checked.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { chooseOption, keyboardLogin, tabTo, typeInto } from './keyboard.ts'
import { apiCall, newPage, otpCodesAtOnce, setupBrowser } from './lib.ts'

setupBrowser()

describe('keyboard-only journeys (French)', () => {
  it('signs in: e-mail, password, Enter; lands on the home screen', async () => {
    const { context, page } = await newPage()
    await keyboardLogin(page, 'admin@demo.com', 'admin')
    await page.waitForURL((u) => u.pathname === '/tinder/accounts')
    await page.getByRole('table').getByRole('row').nth(1).waitFor()
    // The top bar's menus mount on first use (MountOnIntent): Enter on the theme button opens
    // its menu with the first item active; arrows and Enter pick one.
    await tabTo(page, page.getByTestId('theme-switcher'), { back: true })
    await page.keyboard.press('Enter')
    await page.getByRole('menu').waitFor()
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'menu')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'))
    // The menu gives the focus back to its button once it has closed (after its transition).
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'theme-switcher')
    await context.close()
  })

  it('creates a Tinder account and finds it in the list', async () => {
    const { context, page } = await newPage()
    await keyboardLogin(page, 'tinder@demo.com', 'tinder')
    await page.waitForURL((u) => u.pathname === '/tinder/accounts')
    await page.getByRole('table').getByRole('row').nth(1).waitFor()
    await tabTo(page, page.getByRole('button', { name: 'Nouveau compte' }))
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog')
    await typeInto(page, drawer.getByLabel(/^Nom/), 'Clavier Seul')
    await typeInto(page, drawer.getByLabel('Téléphone'), '+33 6 12 34 56 78')
    await typeInto(page, drawer.getByLabel('Ville'), 'Nantes')
    await tabTo(page, drawer.getByRole('button', { name: 'Créer le compte' }))
    await page.keyboard.press('Enter')
    await page.getByText('Clavier Seul a été créé').waitFor()
    await page.getByRole('row').filter({ hasText: 'Clavier Seul' }).waitFor()
    await context.close()
  })

  it('orders an OTP number (radio by arrows, country by type-ahead) and receives the code', async () => {
    const { context, page } = await newPage()
    // The code arrives at once in tests (admin-only setting, set through the API).
    await otpCodesAtOnce(page)
    await keyboardLogin(page, 'otp@demo.com', 'otp')
    await page.waitForURL((u) => u.pathname === '/otp/order/default')
    // A radio group is one Tab stop; the arrows move the choice.
    const radios = page.locator('input[name=otp-service]')
    await radios.first().waitFor({ state: 'attached' })
    await tabTo(page, page.locator('input[name=otp-service]:checked, input[name=otp-service]').first())
    for (let i = 0; i < 3 && !(await page.getByTestId('otp-service-tinder').isChecked()); i++) await page.keyboard.press('ArrowRight')
    assert.ok(await page.getByTestId('otp-service-tinder').isChecked(), 'Tinder chosen with the arrows')
    await chooseOption(page, page.getByTestId('otp-country-select'), 'France', 'FR')
    await tabTo(page, page.getByTestId('otp-order-submit'))
    await Promise.all([page.waitForURL((u) => /^\/otp\/order\/\d+$/.test(u.pathname)), page.keyboard.press('Enter')])
    await page.waitForFunction(
      () => document.querySelector('[data-testid=otp-live-order]')?.getAttribute('data-status') === 'received',
      undefined,
      { timeout: 15_000 },
    )
    assert.match((await page.getByTestId('otp-code').textContent()) ?? '', /\d{3}\s?\d{3}/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())
    assert.equal((await apiCall<{ service: string; country: string }>(page, `/otp/orders/${id}`)).body.service, 'tinder')
    await context.close()
  })

  it('creates a user and finds it in the list by search', async () => {
    const { context, page } = await newPage()
    await keyboardLogin(page, 'admin@demo.com', 'admin')
    await page.goto('/apps/user/list')
    const table = page.getByRole('table', { name: 'Utilisateurs' })
    await table.getByRole('row').nth(10).waitFor()
    await tabTo(page, page.getByRole('button', { name: 'Ajouter un utilisateur' }).first())
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Ajouter un utilisateur' })
    await typeInto(page, drawer.getByLabel('Nom complet'), 'Touche Entrée')
    await typeInto(page, drawer.getByLabel('Nom d’utilisateur'), 'touche.entree')
    await typeInto(page, drawer.getByLabel('E-mail'), 'touche.entree@example.com')
    await typeInto(page, drawer.getByLabel('Téléphone'), '+33 6 11 22 33 44')
    await chooseOption(page, drawer.getByLabel('Pays'), 'France', 'FR')
    await chooseOption(page, drawer.getByLabel('Rôle'), 'Auteur', 'author')
    await chooseOption(page, drawer.getByLabel('Offre'), 'Entreprise', 'company')
    await tabTo(page, drawer.getByRole('button', { name: 'Ajouter l’utilisateur' }))
    await page.keyboard.press('Enter')
    await page.getByText('Touche Entrée a été ajouté').waitFor()
    // The drawer has closed; the search box is above the table: reached backwards.
    await tabTo(page, page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), { back: true })
    await page.keyboard.type('touche.entree')
    await page.waitForURL((u) => u.searchParams.get('q') === 'touche.entree')
    const row = table.getByRole('row').filter({ hasText: 'Touche Entrée' })
    await row.waitFor()
    assert.match((await row.textContent()) ?? '', /Auteur/)
    await context.close()
  })
})

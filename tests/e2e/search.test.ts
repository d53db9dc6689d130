// The app-bar search finds records (issue #23): an account created in the UI is found by its
// phone in ⌘K after a reload, offline, and opens its list filtered on it.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { axeViolations, COMBOS, comboLabel, formatViolations, setCombo, settled } from './axe.ts'
import { controlled, fullyPrecached, login, mocksReady, newContext, newPage, setupBrowser } from './lib.ts'

setupBrowser()

describe('record search', () => {
  it('finds a created account by its phone after a reload, offline, and opens it from the keyboard', async () => {
    const context = await newContext({ serviceWorker: true })
    const page = await context.newPage()
    page.on('pageerror', (err) => console.error('[pageerror]', err.message))
    await page.goto('/login')
    await controlled(page)
    await mocksReady(page)
    await fullyPrecached(page)
    await login(page, 'tinder')
    await page.waitForURL((u) => u.pathname === '/tinder/accounts')

    await page.getByRole('button', { name: 'Nouveau compte' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByLabel(/^Nom/).fill('Éloïse Recherche')
    await drawer.getByLabel('Téléphone').fill('+33 7 81 24 36 59')
    await drawer.getByLabel('Ville').fill('Lyon')
    await drawer.getByRole('button', { name: 'Créer le compte' }).click()
    await page.getByText('Éloïse Recherche a été créé').waitFor()

    await context.setOffline(true)
    await page.reload()
    await mocksReady(page)
    await page.getByTestId('offline-indicator').waitFor()

    await page.keyboard.press('Control+k')
    const box = page.getByRole('combobox', { name: 'Rechercher des pages et des enregistrements…' })
    await box.fill('+33 7 81 24 36 59')
    const hit = page.getByRole('option', { name: /Éloïse Recherche/ })
    await hit.waitFor()
    await page.getByRole('dialog', { name: 'Recherche' }).getByText('Comptes Tinder', { exact: true }).waitFor()
    assert.equal(await hit.locator('mark').textContent(), '33781243659', 'the matched phone is highlighted')
    assert.match((await hit.textContent()) ?? '', /Téléphone : \+33781243659/)
    assert.equal(await hit.getAttribute('aria-selected'), 'true', 'the only match is selected')
    await box.press('Enter')
    await page.waitForURL((u) => u.pathname === '/tinder/accounts' && u.searchParams.get('q') === '+33781243659')
    await page.getByRole('row').filter({ hasText: 'Éloïse Recherche' }).waitFor()

    // The search is remembered for this user: ⌘K again, an empty box shows it.
    await page.keyboard.press('Control+k')
    await page.getByRole('option', { name: '+33 7 81 24 36 59' }).waitFor()
    await context.close()
  })

  it('the dialog with page and record groups passes axe in fr, en and ar, light and dark', async () => {
    // One session; each combination is a reload with its cookies (the app reads them at start).
    const { context, page } = await newPage()
    await login(page, 'admin')
    for (const combo of COMBOS) {
      await setCombo(context, combo)
      await page.reload()
      await settled(page)
      const box = page.getByRole('dialog').getByRole('combobox')
      // The shortcut works once the top bar is live (a press during the first render may be lost).
      for (let i = 0; i < 5 && !(await box.isVisible()); i++) {
        await page.keyboard.press('Control+k')
        await box.waitFor({ timeout: 2000 }).catch(() => {})
      }
      await box.fill('an')
      await page.locator('#app-search-results mark').first().waitFor()
      await settled(page)
      assert.equal(await page.evaluate(() => document.documentElement.lang), combo.lang)
      const violations = await axeViolations(page)
      assert.deepEqual(violations, [], formatViolations(comboLabel(combo), violations))
    }
    await context.close()
  })
})

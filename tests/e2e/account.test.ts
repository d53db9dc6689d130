import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { login, mocksReady, newPage, setupBrowser } from './lib.ts'

setupBrowser()

describe('account settings', () => {
  it('/pages/account-settings redirects to the account tab; a profile edit survives a reload', async () => {
    const { context, page } = await newPage()
    await login(page, 'otp')
    await page.goto('/pages/account-settings')
    await page.waitForURL((u) => u.pathname === '/pages/account-settings/account')
    const name = page.getByLabel('Nom complet')
    await name.fill('Sofia Benali-Roux')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('Votre profil a été enregistré').waitFor()
    await page.reload()
    await mocksReady(page)
    assert.equal(await page.getByLabel('Nom complet').inputValue(), 'Sofia Benali-Roux')
    await context.close()
  })

  it('security tab: a wrong current password is refused under its field', async () => {
    const { context, page } = await newPage()
    await login(page, 'tinder')
    await page.goto('/pages/account-settings/security')
    await page.getByLabel('Mot de passe actuel', { exact: true }).fill('nope')
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('abcdef12')
    await page.getByLabel('Confirmez le nouveau mot de passe').fill('abcdef12')
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click()
    await page.getByRole('alert').filter({ hasText: 'Le mot de passe actuel est incorrect' }).waitFor()
    await context.close()
  })

  it('/pages/user-profile redirects to the profile tab', async () => {
    const { context, page } = await newPage()
    await login(page, 'fruitz')
    await page.goto('/pages/user-profile')
    await page.waitForURL((u) => u.pathname === '/pages/user-profile/profile')
    await context.close()
  })
})

import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { apiCall, mocksReady, setupBrowser, sharedSession } from './lib.ts'

setupBrowser()
const admin = sharedSession('admin')

/** The interface is in French (the default language). */
describe('users app (admin)', () => {
  it('adds a user, finds it by search after a reload, then deletes it after confirmation', async () => {
    const page = await admin()
    await page.goto('/apps/user/list')
    const table = page.getByRole('table', { name: 'Utilisateurs' })
    await table.getByRole('row').nth(10).waitFor()

    await page.getByRole('button', { name: 'Ajouter un utilisateur' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'Ajouter un utilisateur' })
    await drawer.getByLabel('Nom complet').fill('Maëlys Testeur')
    await drawer.getByLabel('Nom d’utilisateur').fill('maelys.testeur')
    await drawer.getByLabel('E-mail').fill('maelys.testeur@example.com')
    await drawer.getByLabel('Téléphone').fill('+33 6 44 55 66 77')
    await drawer.getByLabel('Pays').selectOption('FR')
    await drawer.getByLabel('Rôle').selectOption('author')
    await drawer.getByLabel('Offre').selectOption('company')
    await drawer.getByRole('button', { name: 'Ajouter l’utilisateur' }).click()
    await page.getByText('Maëlys Testeur a été ajouté').waitFor()

    // Stored in IndexedDB: still there after a reload, found by the search box.
    await page.reload()
    await mocksReady(page)
    await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('maelys.testeur')
    await page.waitForURL((u) => u.searchParams.get('q') === 'maelys.testeur')
    const row = table.getByRole('row').filter({ hasText: 'Maëlys Testeur' })
    await row.waitFor()
    assert.equal(await table.getByRole('row').count(), 2)
    assert.match((await row.textContent()) ?? '', /Auteur/)

    await row.getByRole('button', { name: 'Supprimer Maëlys Testeur' }).click()
    const confirm = page.getByRole('dialog', { name: 'Supprimer cet utilisateur ?' })
    await confirm.getByRole('button', { name: 'Supprimer' }).click()
    await page.getByText('Maëlys Testeur a été supprimé').waitFor()
    await table.getByText('Aucune ligne ne correspond à votre recherche ou à vos filtres').waitFor()
    const after = await apiCall<{ totalUsers: number }>(page, '/apps/users?q=maelys')
    assert.equal(after.body.totalUsers, 0)
  })

  it('an unknown user id shows the not-found state', async () => {
    const page = await admin()
    await page.goto('/apps/user/view/9999')
    await page.getByRole('heading', { name: 'Utilisateur introuvable' }).waitFor()
    assert.equal((await apiCall(page, '/apps/users/9999')).status, 404)
    await page.getByRole('link', { name: 'Voir tous les utilisateurs' }).click()
    await page.waitForURL((u) => u.pathname === '/apps/user/list')
  })
})

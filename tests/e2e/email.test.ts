import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { apiCall, mocksReady, setupBrowser, sharedSession } from './lib.ts'

setupBrowser()
const admin = sharedSession('admin')

interface Listed {
  emails: { id: number; subject: string; labels: string[]; isDeleted: boolean; to: { email: string }[]; message: string }[]
}

/** The interface is in French (the default language). */
describe('e-mail app (admin)', () => {
  it('sends an e-mail (address chips, rich text) and finds it in Sent after a reload', async () => {
    const page = await admin()
    await page.goto('/apps/email')
    await mocksReady(page)
    await page.getByRole('list', { name: 'E-mails' }).getByRole('listitem').first().waitFor()

    await page.getByRole('button', { name: 'Nouveau message' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nouveau message' })
    // Send refused first: no recipient, no subject.
    await dialog.getByRole('button', { name: 'Envoyer' }).click()
    await dialog.getByText('Ce champ est obligatoire').first().waitFor()
    const to = dialog.getByRole('combobox', { name: 'À' })
    await to.fill('Nora.Mansour@example.org')
    await to.press('Enter')
    await dialog.getByRole('button', { name: /Nora\.Mansour@example\.org/i }).waitFor()
    await dialog.getByLabel('Objet').fill('Rapport E2E envoyé')
    const editor = dialog.locator('[contenteditable="true"]')
    await editor.click()
    await editor.pressSequentially('Bonjour Nora')
    await dialog.getByRole('button', { name: 'Envoyer' }).click()
    await page.getByText('Message envoyé').waitFor()

    await page.goto('/apps/email/filter/sent')
    await page.reload()
    await mocksReady(page)
    const row = page.getByRole('listitem').filter({ hasText: 'Rapport E2E envoyé' })
    await row.waitFor()
    await row.getByRole('button', { name: /Rapport E2E envoyé/ }).click()
    await page.getByRole('heading', { name: 'Rapport E2E envoyé' }).waitFor()
    await page.getByText('Bonjour Nora').waitFor()
    const sent = await apiCall<Listed>(page, '/apps/email?filter=sent&q=rapport%20e2e')
    assert.equal(sent.body.emails.length, 1)
    assert.deepEqual(
      sent.body.emails[0]!.to.map((p) => p.email),
      ['nora.mansour@example.org'],
    )
    assert.match(sent.body.emails[0]!.message, /Bonjour Nora/)
  })

  it('labels and trashes e-mails from the list, kept after a reload', async () => {
    const page = await admin()
    await page.goto('/apps/email')
    await mocksReady(page)
    const before = await apiCall<Listed>(page, '/apps/email?itemsPerPage=20')
    const [first, second] = before.body.emails
    assert.ok(first && second)
    const list = page.getByRole('list', { name: 'E-mails' })
    await list.getByRole('listitem').first().waitFor()

    // Label the first e-mail "Privé" (toggled: it was there or not).
    await list.getByRole('checkbox', { name: `Sélectionner : ${first.subject}` }).check()
    await page.getByRole('button', { name: 'Libellés' }).click()
    await page.getByRole('menuitem', { name: 'Privé' }).click()
    await page.getByText('Libellé « Privé » modifié : 1').waitFor()

    // Trash the two first e-mails from the action bar.
    await list.getByRole('checkbox', { name: `Sélectionner : ${second.subject}` }).check()
    await page.getByRole('toolbar', { name: 'Actions sur la sélection' }).getByRole('button', { name: 'Mettre à la corbeille' }).click()
    await page.getByText('Mis à la corbeille : 2').waitFor()
    await list.getByRole('checkbox', { name: `Sélectionner : ${second.subject}` }).waitFor({ state: 'detached' })

    await page.reload()
    await mocksReady(page)
    await page.getByRole('link', { name: /Corbeille/ }).click()
    await page.waitForURL((u) => u.pathname === '/apps/email/filter/trashed')
    await list.getByRole('checkbox', { name: `Sélectionner : ${first.subject}` }).waitFor()
    await list.getByRole('checkbox', { name: `Sélectionner : ${second.subject}` }).waitFor()
    const trashed = await apiCall<Listed>(page, '/apps/email?filter=trashed&itemsPerPage=-1')
    const stored = trashed.body.emails.find((e) => e.id === first.id)
    assert.ok(stored?.isDeleted)
    assert.equal(stored.labels.includes('private'), !first.labels.includes('private'))
    assert.ok(trashed.body.emails.some((e) => e.id === second.id))
  })
})

import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { BASE, login, newPage, setupBrowser } from './lib.ts'

setupBrowser()

/** A demo card of a form-demos page, found by its title. */
const card = (page: Page, title: string) =>
  page.getByTestId('demo-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

describe('form wizards (the interface in French)', () => {
  it('the numbered wizard refuses an invalid step, then is completed step by step', async () => {
    const { context, page } = await newPage()
    await login(page, 'admin')
    await page.goto('/forms/form-wizard-numbered')
    const wizard = card(page, 'Simple')
    await wizard.getByRole('button', { name: 'Suivant' }).click()
    // Refused: still on the first step, its fields marked and explained.
    await wizard.getByRole('group', { name: 'Détails du compte' }).waitFor()
    assert.equal(await wizard.getByLabel('Nom d’utilisateur').getAttribute('aria-invalid'), 'true')
    assert.ok((await wizard.getByRole('alert').allTextContents()).includes('Ce champ est obligatoire.'))
    await wizard.getByLabel('Nom d’utilisateur').fill('camille_m')
    await wizard.getByLabel('E-mail').fill('camille@example.com')
    await wizard.getByLabel('Mot de passe', { exact: true }).fill('long-enough')
    await wizard.getByLabel('Confirmer le mot de passe').fill('long-enough')
    await wizard.getByRole('button', { name: 'Suivant' }).click()
    await wizard.getByLabel('Prénom').fill('Camille')
    await wizard.getByLabel('Nom', { exact: true }).fill('Martin')
    await wizard.getByLabel('Pays').selectOption('FR')
    await wizard.getByLabel('Langue').selectOption('fr')
    await wizard.getByRole('button', { name: 'Suivant' }).click()
    await wizard.getByLabel('LinkedIn').fill('not a url')
    await wizard.getByRole('button', { name: 'Valider' }).click()
    await wizard.getByRole('alert').filter({ hasText: 'Saisissez une adresse web valide' }).waitFor()
    await wizard.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/camille')
    await wizard.getByRole('button', { name: 'Valider' }).click()
    await wizard.getByRole('status').filter({ hasText: 'Terminé : le formulaire est envoyé.' }).waitFor()
    await context.close()
  })
})

describe('date field in Arabic', () => {
  it('is used by keyboard alone: typed with Arabic-Indic digits, then moved a day in the calendar', async () => {
    const { context, page } = await newPage()
    await context.addCookies([{ name: 'vermilion-language', value: 'ar', url: BASE }])
    await login(page, 'admin')
    await page.goto('/forms/date-time-picker')
    const field = card(page, 'تاريخ أساسي').getByLabel('التاريخ', { exact: true })
    await field.waitFor()
    // Tab from the top of the page until the date input has the focus.
    for (let i = 0; i < 200 && !(await field.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    assert.ok(await field.evaluate((el) => el === document.activeElement), 'the date input is reachable with Tab')
    await page.keyboard.type('٢٥/١٢/٢٠٢٦')
    await page.keyboard.press('Tab') // leaves the input (commits) for the calendar button
    assert.match(await field.inputValue(), /^(25|٢٥)\/(12|١٢)\/(2026|٢٠٢٦)$/)
    assert.equal(await field.getAttribute('aria-invalid'), null)
    await page.keyboard.press('Enter') // opens the calendar on the chosen day
    await page.getByRole('grid', { name: 'ديسمبر ٢٠٢٦' }).waitFor()
    await page.keyboard.press('ArrowLeft') // right to left: the next day
    await page.keyboard.press('Enter')
    await page.getByRole('grid', { name: 'ديسمبر ٢٠٢٦' }).waitFor({ state: 'detached' })
    assert.match(await field.inputValue(), /^(26|٢٦)\/(12|١٢)\/(2026|٢٠٢٦)$/)
    await context.close()
  })
})

import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { axeViolations, COMBOS, comboLabel, formatViolations, setCombo, settled } from './axe.ts'
import { apiCall, login, mocksReady, newPage, setupBrowser } from './lib.ts'

setupBrowser()

interface Listing {
  chatsContacts: { id: number; fullName: string; chat: { unseenMsgs: number } }[]
}

/** The log shows its newest message: scrolled to the bottom. */
const scrolledToEnd = (page: Page) =>
  page.getByRole('log').evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) <= 2 && el.scrollHeight > 0)

/** The interface is in French (the default language). */
describe('chat (admin)', () => {
  it('sends a message with the keyboard, sees it marked sent at the end of the log, still there after a reload', async () => {
    const { context, page } = await newPage()
    await login(page, 'admin')
    await page.goto('/apps/chat')
    await mocksReady(page)
    const before = await apiCall<Listing>(page, '/apps/chat/chats-and-contacts')
    const unseen = before.body.chatsContacts.find((c) => c.chat.unseenMsgs > 0)!
    const chats = page.getByRole('list', { name: 'Discussions' })
    const link = chats.getByRole('link', { name: new RegExp(unseen.fullName) })
    assert.match((await link.textContent()) ?? '', new RegExp(`Messages non lus : ${unseen.chat.unseenMsgs}`))

    // Keyboard: the chat link, then the message box; Enter sends.
    await link.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.searchParams.get('contact') === String(unseen.id))
    await page.getByRole('log', { name: `Messages avec ${unseen.fullName}` }).waitFor()
    await page.waitForFunction(
      (name) => ![...document.querySelectorAll('a')].some((a) => a.textContent?.includes(name) && a.textContent.includes('non lus')),
      unseen.fullName,
    )
    const box = page.getByRole('textbox', { name: `Message à ${unseen.fullName}` })
    await box.focus()
    await page.keyboard.type('Réunion à 15 h')
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.type('<b>salle Oriel</b>')
    await page.keyboard.press('Enter')
    const last = page.getByTestId('message-group').last()
    await last.getByText('salle Oriel').waitFor()
    assert.equal(await last.locator('p[dir]').last().innerText(), 'Réunion à 15 h\n<b>salle Oriel</b>')
    assert.equal(await last.getByText('Envoyé').count(), 1)
    assert.equal(await box.inputValue(), '')
    assert.ok(await scrolledToEnd(page))

    await page.reload()
    await mocksReady(page)
    const after = page.getByTestId('message-group').last()
    await after.getByText('salle Oriel').waitFor()
    assert.equal(await after.getAttribute('data-mine'), 'true')
    await page.waitForFunction(() => {
      const log = document.querySelector('[role=log]')
      return !!log && Math.abs(log.scrollHeight - log.clientHeight - log.scrollTop) <= 2
    })
    const stored = await apiCall<Listing>(page, '/apps/chat/chats-and-contacts')
    assert.equal(stored.body.chatsContacts.find((c) => c.id === unseen.id)?.chat.unseenMsgs, 0)
    await context.close()
  })

  it('shows a message written in another tab without a reload', async () => {
    const { context, page } = await newPage()
    await login(page, 'admin')
    await page.goto('/apps/chat?contact=2')
    await page.getByRole('log', { name: 'Messages avec Félix Moreau' }).waitFor()
    const other = await context.newPage()
    await other.goto('/apps/chat?contact=2')
    await mocksReady(other)
    await other.getByRole('textbox', { name: 'Message à Félix Moreau' }).fill('Écrit dans l’autre onglet')
    await other.getByRole('button', { name: 'Envoyer' }).click()
    await other.getByRole('log').getByText('Écrit dans l’autre onglet').waitFor()
    await page.getByRole('log').getByText('Écrit dans l’autre onglet').waitFor({ timeout: 10_000 })
    assert.match((await page.getByRole('list', { name: 'Discussions' }).textContent()) ?? '', /Écrit dans l’autre onglet/)
    await context.close()
  })
})

describe('chat accessibility', () => {
  it('the open conversation and its drawers are axe-clean in fr/en/ar, light and dark, at 1280 and 820 px', async () => {
    const { context, page } = await newPage()
    await login(page, 'admin')
    const found: string[] = []
    const check = async (where: string) => {
      await settled(page)
      const violations = await axeViolations(page)
      if (violations.length) found.push(formatViolations(where, violations))
    }
    const dialog = page.getByRole('dialog')
    // The dialog's own box is empty (its panel is fixed): wait for its content.
    const dialogShown = () => dialog.getByRole('heading').first().waitFor()
    const closeDialog = async () => {
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
    for (const [i, combo] of COMBOS.entries()) {
      const width = i % 2 ? 820 : 1280
      await page.setViewportSize({ width, height: 900 })
      await setCombo(context, combo)
      await page.goto('/apps/chat?contact=1')
      await page.getByRole('log').waitFor()
      const where = `${comboLabel(combo)} ${width}px`
      await check(`conversation ${where}`)
      if (width < 960) {
        await page.getByRole('main').getByRole('button').first().click()
        await dialogShown()
        await check(`chat list drawer ${where}`)
      }
      await page.getByTestId('my-profile-button').click()
      await dialog.getByRole('radio').first().waitFor()
      await check(`my profile ${where}`)
      await closeDialog()
      await page.getByTestId('contact-profile-button').click()
      await dialogShown()
      await check(`contact profile ${where}`)
      await closeDialog()
    }
    assert.deepEqual(found, [])
    await context.close()
  })
})

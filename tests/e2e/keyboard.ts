// Keyboard-only driving for the e2e journeys: focus moves with Tab / Shift+Tab only, and every
// stop reached is checked for a visible focus indicator.
import assert from 'node:assert/strict'
import type { Locator, Page } from 'playwright-core'
import { mocksReady } from './lib.ts'

/** Why the focused element shows no focus indicator, or null when it shows one. */
async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'nothing is focused'
    if (!el.matches(':focus-visible')) return `${el.tagName} is focused but not :focus-visible`
    const draws = (e: Element) => {
      const cs = getComputedStyle(e)
      // An outline, or a ring: a box-shadow with no offset and no blur but a spread (not a resting drop shadow).
      return (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || /(^|[ ,])0px 0px 0px [1-9]/.test(cs.boxShadow)
    }
    // The element itself, or the wrapper that draws the ring (a card label around an sr-only radio).
    for (let e: Element | null = el, i = 0; e && i < 3; e = e.parentElement, i++) if (draws(e)) return null
    return `${el.tagName}${el.id ? '#' + el.id : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" has no visible focus indicator`
  })
}

export async function assertFocusVisible(page: Page) {
  assert.equal(await focusProblem(page), null)
}

const holdsFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement), undefined, { timeout: 10_000 })

/** Presses Tab (or Shift+Tab) until `target` has the focus, then checks the focus is visible. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 90 } = {}) {
  await target.waitFor()
  for (let i = 0; i <= max; i++) {
    if (await holdsFocus(target)) return assertFocusVisible(page)
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  assert.fail(`focus never reached ${target.toString()} in ${max} key presses`)
}

/** Focuses a field by Tab, types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

/** Picks a native <select> option by typing its label's start (type-ahead), checking the value. */
export async function chooseOption(page: Page, select: Locator, label: string, value: string) {
  await tabTo(page, select)
  await page.keyboard.type(label)
  assert.equal(await select.inputValue(), value)
}

/** Signs in with the keyboard alone: the e-mail field has the focus on arrival. */
export async function keyboardLogin(page: Page, email: string, password: string) {
  await page.goto('/login')
  await mocksReady(page)
  const form = page.getByRole('form')
  await typeInto(page, form.getByLabel('E-mail'), email)
  await typeInto(page, form.getByLabel('Mot de passe', { exact: true }), password)
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 }), page.keyboard.press('Enter')])
}

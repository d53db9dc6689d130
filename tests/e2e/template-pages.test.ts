import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { BASE, login, newPage, setupBrowser } from './lib.ts'

setupBrowser()

describe('authentication demos and dialog examples (issue #22)', () => {
  it('a visitor opens a login demo, is confirmed on screen, and is still signed out', async () => {
    const { context, page } = await newPage()
    await context.addCookies([{ name: 'vermilion-language', value: 'en', url: BASE }])
    await page.goto('/pages/authentication/login-v2')
    assert.equal(new URL(page.url()).pathname, '/pages/authentication/login-v2')
    await page.waitForFunction(() => document.title !== 'Vermilion', undefined, { timeout: 10_000 }) // the route's title replaces the boot title
    assert.equal(await page.title(), 'Login v2 | Vermilion')
    await page.getByLabel('Email').fill('ana@example.com')
    await page.getByLabel('Password', { exact: true }).fill('secret')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('status').filter({ hasText: 'Valid credentials for ana@example.com' }).waitFor()
    const names = (await context.cookies()).map((c) => c.name)
    assert.ok(!names.includes('accessToken') && !names.includes('userData'), names.join())
    await page.goto('/access-control')
    await page.waitForURL((u) => u.pathname === '/login')
    await context.close()
  })

  it('the admin opens a dialog example from the keyboard, Escape closes it and the focus comes back', async () => {
    const { context, page } = await newPage()
    await context.addCookies([{ name: 'vermilion-language', value: 'en', url: BASE }])
    await login(page, 'admin')
    await page.goto('/pages/dialog-examples')
    const show = page.getByRole('button', { name: 'Show Add new card' })
    await show.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByRole('alert').first().waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    assert.equal(await show.evaluate((el) => el === document.activeElement), true)
    await context.close()
  })
})

import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { BASE, login, mocksReady, newPage, setupBrowser, type Who } from './lib.ts'

setupBrowser()

/** Every link of the vertical nav, with all groups opened. */
async function navLinks(page: Page): Promise<string[]> {
  const nav = page.getByTestId('vertical-nav')
  await nav.waitFor()
  for (;;) {
    const closed = nav.locator('button[aria-expanded=false]')
    if ((await closed.count()) === 0) break
    await closed.first().click()
  }
  const hrefs = await nav.locator('a[href]').evaluateAll((els) => els.map((e) => e.getAttribute('href')!))
  return hrefs.filter((h) => h !== '/').sort()
}

const landing: Record<Who, string> = {
  admin: '/tinder/accounts',
  client: '/access-control',
  tinder: '/tinder/accounts',
  fruitz: '/fruitz/accounts',
  otp: '/otp/order/default',
}

describe('sign-in and access control', () => {
  for (const who of Object.keys(landing) as Who[]) {
    it(`${who} lands where DECISIONS section 4 says and sees only what its rules allow`, async () => {
      const { context, page } = await newPage()
      await context.addCookies([{ name: 'vermilion-vertical-nav-collapsed', value: 'false', url: BASE }])
      await login(page, who)
      await page.waitForURL((u) => u.pathname === landing[who])
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]))
      assert.ok(cookies.accessToken, 'accessToken cookie')
      assert.equal(JSON.parse(decodeURIComponent(cookies.userData!)).email, `${who}@demo.com`)
      assert.ok(Array.isArray(JSON.parse(decodeURIComponent(cookies.userAbilityRules!))))
      const links = await navLinks(page)
      const has = (prefix: string) => links.some((l) => l.startsWith(prefix))
      if (who === 'client') assert.deepEqual(links, ['/access-control'])
      if (who === 'tinder') {
        assert.ok(has('/tinder/') && has('/models'), links.join())
        assert.ok(!has('/fruitz') && !has('/otp') && !has('/access-control') && !has('/apps'), links.join())
      }
      if (who === 'fruitz') {
        assert.ok(has('/fruitz/') && has('/models'), links.join())
        assert.ok(!has('/tinder') && !has('/otp') && !has('/access-control'), links.join())
      }
      if (who === 'otp') {
        assert.ok(has('/otp/'), links.join())
        assert.ok(!has('/tinder') && !has('/fruitz') && !has('/models') && !has('/otp/order/admin-history'), links.join())
      }
      if (who === 'admin')
        assert.ok(has('/tinder/') && has('/fruitz/') && has('/otp/') && has('/models') && has('/access-control'), links.join())
      await context.close()
    })
  }

  it('a forbidden route shows not-authorized to a signed-in user', async () => {
    const { context, page } = await newPage()
    await login(page, 'client')
    await page.goto('/tinder/accounts')
    await page.waitForURL('**/not-authorized')
    await page.getByTestId('error-401').waitFor()
    assert.equal(await page.title(), 'Accès non autorisé - 401 | Vermilion')
    await context.close()
  })

  it('sends a visitor to login with `to`, and back there after signing in', async () => {
    const { context, page } = await newPage()
    await page.goto('/access-control?tab=rules')
    await page.waitForURL((u) => u.pathname === '/login')
    const url = new URL(page.url())
    assert.equal(url.searchParams.get('to'), '/access-control')
    assert.equal(url.searchParams.get('tab'), 'rules')
    await mocksReady(page)
    await page.getByTestId('demo-client').click()
    await page.locator('form button[type=submit]').click()
    await page.waitForURL((u) => u.pathname === '/access-control')
    await page.getByTestId('acl-rules').waitFor()
    await context.close()
  })

  it('the root sends a visitor to login keeping the query, without `to`', async () => {
    const { context, page } = await newPage()
    await page.goto('/?ref=mail')
    await page.waitForURL((u) => u.pathname === '/login')
    assert.equal(new URL(page.url()).search, '?ref=mail')
    await context.close()
  })

  it('shows the API message under the email field on a wrong password', async () => {
    const { context, page } = await newPage()
    await page.goto('/login')
    await mocksReady(page)
    await page.getByLabel('E-mail').fill('admin@demo.com')
    await page.getByLabel('Mot de passe', { exact: true }).fill('wrong')
    await page.locator('form button[type=submit]').click()
    await page.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe invalide' }).waitFor()
    assert.equal(new URL(page.url()).pathname, '/login')
    await context.close()
  })

  it('guest-only pages send a signed-in user to the root', async () => {
    const { context, page } = await newPage()
    await login(page, 'client')
    await page.goto('/login')
    await page.waitForURL((u) => u.pathname === '/access-control')
    await context.close()
  })

  it('logout clears the cookies and returns to login', async () => {
    const { context, page } = await newPage()
    await login(page, 'client')
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click()
    await page.waitForURL((u) => u.pathname === '/login')
    const names = (await context.cookies()).map((c) => c.name)
    assert.ok(!names.includes('accessToken') && !names.includes('userData') && !names.includes('userAbilityRules'), names.join())
    await page.goto('/access-control')
    await page.waitForURL((u) => u.pathname === '/login')
    await context.close()
  })
})

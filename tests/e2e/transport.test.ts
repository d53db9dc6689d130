import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { login, mocksReady, newPage, setupBrowser } from './lib.ts'

setupBrowser()

/** The API requests the page sent over the network or its service worker (resource timing entries). */
const apiRequestsSeen = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/api/')),
  )

describe('the mock transport (issue #24)', () => {
  it('a list screen is answered in the page: rows on screen, no API request through the service worker', async () => {
    const { context, page } = await newPage({ serviceWorker: true })
    await login(page, 'tinder')
    await page.waitForURL((u) => u.pathname === '/tinder/accounts')
    await page.reload()
    await page
      .getByRole('button', { name: /^Modifier / })
      .first()
      .waitFor()
    await mocksReady(page)
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the worker controls the page')
    assert.deepEqual(await apiRequestsSeen(page), [])
    await context.close()
  })

  it('a first visit: a page opened while the first worker installs loads once, shows its rows, then the worker takes it', async () => {
    const { context, page } = await newPage({ serviceWorker: true })
    await login(page, 'tinder')
    await page.waitForURL((u) => u.pathname === '/tinder/accounts')
    const workerState = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/')
        return registration?.active ? 'active' : registration?.installing ? 'installing' : 'none'
      })
    assert.equal(await workerState(), 'installing', 'the case under test: the first worker is still installing')
    // MSW reloads a page its worker does not control: here that was a reload every ~0.8 s until
    // the install ended.
    let documents = 0
    page.on('load', () => documents++)
    await page.goto('/tinder/accounts?sortBy=name&orderBy=desc')
    await page
      .getByRole('button', { name: /^Modifier / })
      .first()
      .waitFor()
    await mocksReady(page)
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the new worker claimed the page')
    assert.equal(documents, 1, 'the page was loaded once')
    await context.close()
  })

  it('a write in one tab refreshes the list of the other tab', async () => {
    const { context, page: a } = await newPage({ serviceWorker: true })
    await login(a, 'tinder')
    await a.waitForURL((u) => u.pathname === '/tinder/accounts')
    const query = '/tinder/accounts?status=active&sortBy=name&orderBy=asc'
    await a.goto(query)
    const b = await context.newPage()
    await b.goto(query)
    await mocksReady(b)
    const pause = a.getByRole('button', { name: /^Mettre .* en pause$/ }).first()
    const name = (await pause.getAttribute('aria-label'))!.replace(/^Mettre (.*) en pause$/, '$1')
    const rowInB = b.getByRole('row').filter({ hasText: name })
    await rowInB.waitFor()
    await pause.click()
    // The other tab refetches: the paused account leaves its "active" list.
    await rowInB.waitFor({ state: 'detached', timeout: 15_000 })
    await context.close()
  })
})

import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { login, newPage, setupBrowser } from './lib.ts'

setupBrowser()

describe('demo pages', () => {
  it('the tour runs over the shell from the first step to the end (back, next, finish)', async () => {
    const { context, page } = await newPage()
    await login(page, 'admin')
    await page.goto('/extensions/tour')
    await page.getByTestId('start-tour').click()
    const popover = page.locator('.driver-popover')
    const title = popover.locator('.driver-popover-title')
    await popover.waitFor()
    assert.equal(await title.textContent(), 'Recherche')
    const next = popover.locator('.driver-popover-next-btn')
    await next.click()
    await page.waitForFunction(() => document.querySelector('.driver-popover-title')?.textContent === 'Notifications')
    await popover.locator('.driver-popover-prev-btn').click()
    await page.waitForFunction(() => document.querySelector('.driver-popover-title')?.textContent === 'Recherche')
    for (const step of ['Notifications', 'Personnalisateur', 'Pied de page']) {
      await next.click()
      await page.waitForFunction((s) => document.querySelector('.driver-popover-title')?.textContent === s, step)
    }
    assert.equal((await next.textContent())?.trim(), 'Terminer')
    assert.equal(await popover.locator('.driver-popover-progress-text').textContent(), '4 sur 4')
    await next.click()
    await popover.waitFor({ state: 'detached' })
    assert.equal(await page.locator('.driver-overlay').count(), 0)
    await context.close()
  })

  it('the tour is cancelled when the route changes', async () => {
    const { context, page } = await newPage()
    await login(page, 'admin')
    await page.goto('/extensions/tour')
    await page.getByTestId('start-tour').click()
    await page.locator('.driver-popover').waitFor()
    await page.evaluate(() => history.back())
    await page.locator('.driver-popover').waitFor({ state: 'detached' })
    await context.close()
  })

  it('a carousel moves with the arrow keys (mirrored in Arabic)', async () => {
    const { context, page } = await newPage()
    await login(page, 'admin')
    await page.goto('/extensions/swiper')
    const carousel = page.getByTestId('carousel').first()
    await carousel.locator('.swiper-slide-active').waitFor()
    const active = () =>
      carousel.evaluate((el) => [...el.querySelectorAll('.swiper-slide')].findIndex((s) => s.classList.contains('swiper-slide-active')))
    assert.equal(await active(), 0)
    await carousel.focus()
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction(
      (el) => el!.querySelector('.swiper-slide-active') === el!.querySelectorAll('.swiper-slide')[1],
      await carousel.elementHandle(),
    )
    await page.keyboard.press('End')
    await page.waitForFunction(
      (el) => el!.querySelector('.swiper-slide-active') === [...el!.querySelectorAll('.swiper-slide')].at(-1),
      await carousel.elementHandle(),
    )
    await page.keyboard.press('Home')
    await page.waitForFunction(
      (el) => el!.querySelector('.swiper-slide-active') === el!.querySelectorAll('.swiper-slide')[0],
      await carousel.elementHandle(),
    )

    // Arabic: the carousel runs right to left, ArrowLeft goes forward.
    await page.getByTestId('language-switcher').click()
    await page.getByRole('menuitem', { name: 'العربية' }).click()
    await page.waitForFunction(() => document.documentElement.dir === 'rtl')
    const rtl = page.getByTestId('carousel').first()
    await page.waitForFunction((el) => el!.classList.contains('swiper-rtl'), await rtl.elementHandle())
    await rtl.focus()
    await page.keyboard.press('ArrowLeft')
    await page.waitForFunction(
      (el) => el!.querySelector('.swiper-slide-active') === el!.querySelectorAll('.swiper-slide')[1],
      await rtl.elementHandle(),
    )
    await context.close()
  })
})

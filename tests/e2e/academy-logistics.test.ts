import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { apiCall, mocksReady, setupBrowser, sharedSession } from './lib.ts'

setupBrowser()
const admin = sharedSession('admin')

interface Details {
  content: { id: string; title: string; status: string; topics: { id: number; title: string; isCompleted: boolean }[] }[]
}

/** The interface is in French (the default language). */
describe('academy (admin)', () => {
  it('ticks a course topic: the section status and the course progress show it, also after a reload', async () => {
    const page = await admin()
    await page.goto('/apps/academy/course-details')
    await mocksReady(page)
    const before = await apiCall<Details>(page, '/apps/academy/course-details')
    const section = before.body.content[1]!
    const topic = section.topics.find((t) => !t.isCompleted)!
    const all = before.body.content.flatMap((s) => s.topics)
    const done = all.filter((t) => t.isCompleted).length
    const percent = (n: number) => `${Math.round((n / all.length) * 100)}\u00a0% du cours terminé`

    const progressIs = (text: string) =>
      page.waitForFunction((t) => document.querySelector('[data-testid=course-progress]')?.textContent === t, text, { timeout: 20_000 })
    await progressIs(percent(done))
    await page.getByRole('button', { name: section.title }).click()
    const box = page.getByRole('checkbox', { name: topic.title })
    await box.check()
    await progressIs(percent(done + 1))
    const [doneInSection, total] = section.status.split('/').map(Number)
    await page.getByText(`${doneInSection! + 1}/${total} | `).waitFor()

    await page.reload()
    await mocksReady(page)
    await progressIs(percent(done + 1))
    await page.getByRole('button', { name: section.title }).click()
    assert.equal(await page.getByRole('checkbox', { name: topic.title }).isChecked(), true)
    const after = await apiCall<Details>(page, '/apps/academy/course-details')
    assert.equal(after.body.content[1]!.status, `${doneInSection! + 1}/${total}`)

    // The course the details describe (course 1) follows: its progress in "My courses", after a reload.
    const courses = await apiCall<{ courses: { id: number; courseTitle: string; completedTasks: number }[] }>(page, '/apps/academy/courses')
    const course = courses.body.courses.find((c) => c.id === 1)!
    assert.equal(course.completedTasks, done + 1)
    await page.goto(`/apps/academy/my-course?q=${encodeURIComponent(course.courseTitle)}`)
    await mocksReady(page)
    const bar = page.getByRole('progressbar', { name: `Progression de ${course.courseTitle}` })
    await bar.waitFor({ timeout: 20_000 })
    assert.equal(await bar.getAttribute('aria-valuenow'), String(Math.floor(((done + 1) / all.length) * 100)))
  })
})

describe('logistics fleet (admin)', () => {
  it('selects a vehicle from the list, then from the map: the map flies to it, the marker is pressed', async () => {
    const page = await admin()
    await page.goto('/apps/logistics/fleet')
    await mocksReady(page)
    const view = page.getByTestId('fleet-map-view')
    await view.waitFor()
    const whole = await view.evaluate((el) => (el as HTMLElement).style.transform)
    assert.equal(whole, 'translate(0%, 0%) scale(1)')

    const list = page.getByRole('list', { name: 'Véhicules' })
    const first = list.getByRole('button').first()
    const name = ((await first.textContent()) ?? '').match(/VOL-\d+/)![0]
    await first.click()
    await page.getByText(`Sélectionné : ${name}`).waitFor()
    assert.equal(await first.getAttribute('aria-expanded'), 'true')
    const marker = page.getByRole('button', { name: new RegExp(`^${name},`) })
    assert.equal(await marker.getAttribute('aria-pressed'), 'true')
    const zoomed = await view.evaluate((el) => (el as HTMLElement).style.transform)
    assert.match(zoomed, /scale\(2\.5\)$/)
    assert.notEqual(zoomed, whole)
    assert.ok(new URL(page.url()).searchParams.get('vehicle'))
    await list.getByText('Suivi de livraison').waitFor()

    // From the map, by keyboard: another marker.
    const other = page
      .locator('[data-vehicle]')
      .filter({ hasNot: page.locator('[aria-pressed=true]') })
      .nth(3)
    const otherName = ((await other.getAttribute('aria-label')) ?? '').split(',')[0]!
    await other.focus()
    await page.keyboard.press('Enter')
    await page.getByText(`Sélectionné : ${otherName}`).waitFor()
    assert.equal(await other.getAttribute('aria-pressed'), 'true')
    assert.equal(await marker.getAttribute('aria-pressed'), 'false')
    assert.notEqual(await view.evaluate((el) => (el as HTMLElement).style.transform), zoomed)
    assert.equal(await list.getByRole('button', { name: new RegExp(otherName) }).getAttribute('aria-expanded'), 'true')

    await page.getByRole('button', { name: 'Voir tous les véhicules' }).click()
    await page.waitForFunction(() =>
      (document.querySelector('[data-testid=fleet-map-view]') as HTMLElement).style.transform.endsWith('scale(1)'),
    )
  })

  it('sorts the live vehicles table of the dashboard by progress', async () => {
    const page = await admin()
    await page.goto('/dashboards/logistics')
    await mocksReady(page)
    const table = page.getByRole('table', { name: 'Véhicules en route' })
    await table.getByRole('row').nth(5).waitFor()
    await table.getByRole('button', { name: 'Progression' }).click()
    await page.waitForURL((u) => u.searchParams.get('vehicles.sortBy') === 'progress')
    const sorted = await apiCall<{ vehicles: { location: number }[] }>(
      page,
      '/apps/logistics/vehicles?sortBy=progress&orderBy=asc&itemsPerPage=5',
    )
    await table
      .getByRole('row')
      .filter({ hasText: `VOL-${sorted.body.vehicles[0]!.location}` })
      .waitFor()
    const firstRow = table.getByRole('row').nth(1)
    assert.match((await firstRow.textContent()) ?? '', new RegExp(`VOL-${sorted.body.vehicles[0]!.location}`))
  })
})

import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { axeViolations, COMBOS, formatViolations, setCombo, settled } from './axe.ts'
import { apiCall, BASE, login, mocksReady, newContext, setupBrowser, sharedSession } from './lib.ts'

setupBrowser()
const admin = sharedSession('admin')

interface Event {
  id: number
  title: string
  start: string
  end: string
  allDay: boolean
  extendedProps: { calendar: string }
}

const ALL = 'calendars=Business&calendars=Holiday&calendars=Personal&calendars=Family&calendars=ETC'
const findEvent = async (page: Page, title: string) =>
  (await apiCall<Event[]>(page, `/apps/calendar?${ALL}`)).body.find((e) => e.title === title)

/** Day `day` of the current month, as the calendar names its cell ("10 novembre 2026"). */
function dayOfThisMonth(day: number, lang: string) {
  const now = new Date()
  const date = new Date(now.getFullYear(), now.getMonth(), day)
  return { date, name: new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(date) }
}

async function openCalendar(page: Page) {
  await page.goto('/apps/calendar')
  await mocksReady(page)
  await page.locator('.vermilion-fc').getByRole('table').first().waitFor()
}

/** A pointer drag (FullCalendar starts dragging after a few pixels of movement). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!
  const b = (await to.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 4 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 })
  await page.mouse.up()
}

describe('calendar (admin)', () => {
  it('creates an event by clicking a day, drags it to another day, deletes it after confirmation; each change survives a reload', async () => {
    const page = await admin()
    await openCalendar(page)
    const grid = page.locator('.vermilion-fc')
    const title = 'Revue E2E calendrier'

    // Create: a click in the day's cell (not on its number, which opens the day view) opens the drawer.
    const ten = dayOfThisMonth(10, 'fr')
    const cell = grid.getByRole('cell', { name: new RegExp(`^${ten.name}`) })
    const box = (await cell.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8)
    const drawer = page.getByRole('dialog', { name: 'Ajouter un évènement' })
    await drawer.getByRole('textbox', { name: /Titre/ }).fill(title)
    await drawer.getByRole('combobox', { name: 'Agenda' }).selectOption('Family')
    await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click()
    await page.getByText(`« ${title} » a été ajouté`).waitFor()
    await grid.getByRole('button', { name: new RegExp(title) }).waitFor()

    await page.reload()
    await openCalendar(page)
    const created = await findEvent(page, title)
    assert.ok(created, 'stored')
    assert.equal(new Date(created.start).getDate(), 10)
    assert.equal(new Date(created.start).getHours(), 9)
    assert.equal(created.extendedProps.calendar, 'Family')

    // Move: drag it from the 10th to the 12th (same time), stored through PUT.
    const twelve = dayOfThisMonth(12, 'fr')
    await drag(page, grid.getByRole('button', { name: new RegExp(title) }), grid.getByRole('cell', { name: new RegExp(`^${twelve.name}`) }))
    await page.getByText(`« ${title} » a été déplacé`).waitFor()
    await page.reload()
    await openCalendar(page)
    const moved = (await findEvent(page, title))!
    assert.equal(new Date(moved.start).getDate(), 12)
    assert.equal(new Date(moved.start).getHours(), 9)
    assert.equal(Date.parse(moved.end) - Date.parse(moved.start), 3_600_000)
    await grid.getByRole('cell', { name: new RegExp(`^${twelve.name}.*${title}`) }).waitFor()

    // Delete: cancel first (nothing happens), then confirm.
    await grid.getByRole('button', { name: new RegExp(title) }).click()
    const edit = page.getByRole('dialog', { name: "Modifier l'évènement" })
    await edit.getByRole('button', { name: "Supprimer l'évènement" }).click()
    const confirm = page.getByRole('dialog', { name: "Supprimer l'évènement ?" })
    await confirm.getByRole('button', { name: 'Annuler' }).click()
    assert.ok(await findEvent(page, title))
    await edit.getByRole('button', { name: "Supprimer l'évènement" }).click()
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click()
    await page.getByText("L'évènement a été supprimé").waitFor()
    await page.reload()
    await openCalendar(page)
    assert.equal(await findEvent(page, title), undefined)
    assert.equal(await grid.getByRole('button', { name: new RegExp(title) }).count(), 0)
  })

  it('in Arabic (right to left, Saturday first): adds an event with the button, moves it through the drawer, deletes it; kept after reloads', async () => {
    const context = await newContext()
    await context.addCookies([{ name: 'vermilion-language', value: 'ar', url: BASE }])
    const page = await context.newPage()
    await login(page, 'admin')
    await openCalendar(page)
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl')
    const grid = page.locator('.vermilion-fc')
    assert.equal(await grid.evaluate((el) => getComputedStyle(el.firstElementChild!).direction), 'rtl')
    // Saturday first: the first column is Saturday (السبت).
    assert.match((await grid.getByRole('columnheader').first().textContent()) ?? '', /^السبت/)
    const title = 'اجتماع الاختبار'

    await page.getByRole('button', { name: 'إضافة حدث' }).click()
    const drawer = page.getByRole('dialog', { name: 'إضافة حدث' })
    await drawer.getByRole('textbox', { name: /العنوان/ }).fill(title)
    await drawer.getByRole('button', { name: 'إضافة', exact: true }).click()
    await page.getByText(`تمت إضافة «${title}»`).waitFor()
    await page.reload()
    await openCalendar(page)
    const created = (await findEvent(page, title))!
    assert.ok(created, 'stored')
    await grid.getByRole('button', { name: new RegExp(title) }).waitFor()

    // Move through the drawer's time fields (the keyboard way to move an event): 14:00-15:30,
    // typed as 24-hour times ("1400" is written 14:00 when the field is left).
    await grid.getByRole('button', { name: new RegExp(title) }).click()
    const edit = page.getByRole('dialog', { name: 'تعديل الحدث' })
    const times = edit.locator('input[placeholder="HH:MM"]')
    await times.nth(0).fill('1400')
    await times.nth(1).fill('15:30')
    await edit.getByRole('button', { name: 'حفظ' }).click()
    await page.getByText(`تم حفظ «${title}»`).waitFor()
    await page.reload()
    await openCalendar(page)
    const moved = (await findEvent(page, title))!
    assert.equal(new Date(moved.start).getHours(), 14)
    assert.equal(Date.parse(moved.end) - Date.parse(moved.start), 90 * 60_000)

    // An end before the start is refused, with the message under the end.
    await grid.getByRole('button', { name: new RegExp(title) }).click()
    await times.nth(1).fill('13:00')
    await edit.getByRole('button', { name: 'حفظ' }).click()
    await edit.getByText('يجب أن تكون النهاية بعد البداية').waitFor()
    await edit.getByRole('button', { name: 'حذف الحدث' }).click()
    await page.getByRole('dialog', { name: 'حذف الحدث؟' }).getByRole('button', { name: 'حذف', exact: true }).click()
    await page.getByText('تم حذف الحدث').waitFor()
    await page.reload()
    await openCalendar(page)
    assert.equal(await findEvent(page, title), undefined)
    await context.close()
  })

  it('passes axe in week, day and list views and with the event drawer open (fr light, ar dark)', async () => {
    for (const combo of [COMBOS[0]!, COMBOS[5]!]) {
      const context = await newContext()
      await setCombo(context, combo)
      const page = await context.newPage()
      await login(page, 'admin')
      await openCalendar(page)
      const grid = page.locator('.vermilion-fc')
      const found: string[] = []
      for (const view of combo.lang === 'fr' ? ['Semaine', 'Jour', 'Planning'] : ['أسبوع', 'يوم', 'أجندة']) {
        await grid.getByRole('tab', { name: view }).click()
        await settled(page)
        found.push(formatViolations(`${combo.lang}/${combo.theme} ${view}`, await axeViolations(page)))
      }
      await grid.getByRole('tab', { name: combo.lang === 'fr' ? 'Mois' : 'شهر' }).click()
      const add = combo.lang === 'fr' ? 'Ajouter un évènement' : 'إضافة حدث'
      await page.getByRole('button', { name: add }).click()
      await page.getByRole('form', { name: add }).waitFor()
      await settled(page)
      found.push(formatViolations(`${combo.lang}/${combo.theme} drawer`, await axeViolations(page)))
      assert.equal(found.filter(Boolean).join('\n'), '')
      await context.close()
    }
  })

  it('is used by keyboard alone: add an event from the button, open it from the grid, close with Escape', async () => {
    const page = await admin()
    await openCalendar(page)
    const title = 'Clavier E2E'
    await page.getByRole('button', { name: 'Ajouter un évènement' }).focus()
    await page.keyboard.press('Enter')
    const form = page.getByRole('form', { name: 'Ajouter un évènement' })
    await form.waitFor()
    assert.equal(await form.getByRole('textbox', { name: /Titre/ }).evaluate((el) => el === document.activeElement), true)
    await page.keyboard.type(title)
    await page.keyboard.press('Enter') // submits the form
    await page.getByText(`« ${title} » a été ajouté`).waitFor()
    await form.waitFor({ state: 'detached' })
    const event = page.locator('.vermilion-fc').getByRole('button', { name: new RegExp(title) })
    await event.focus()
    await page.keyboard.press('Enter')
    const edit = page.getByRole('form', { name: "Modifier l'évènement" })
    await edit.waitFor()
    assert.equal(await edit.getByRole('textbox', { name: /Titre/ }).inputValue(), title)
    await page.keyboard.press('Escape')
    await edit.waitFor({ state: 'detached' })
    assert.ok(await findEvent(page, title))
  })

  it('resizes an event from its end in the week view (one hour longer), kept after a reload', async () => {
    const page = await admin()
    await openCalendar(page)
    const now = new Date()
    const at = (h: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate(), h).toISOString()
    const title = 'Redimension E2E'
    const body = { title, start: at(10), end: at(11), allDay: false, url: '', extendedProps: { calendar: 'Business' } }
    assert.equal((await apiCall(page, '/apps/calendar', { method: 'POST', body })).status, 201)
    await page.reload()
    await openCalendar(page)
    const grid = page.locator('.vermilion-fc')
    await grid.getByRole('tab', { name: 'Semaine' }).click()
    const event = grid.getByRole('button', { name: new RegExp(title) })
    await event.evaluate((el) => el.scrollIntoView({ block: 'center' })) // room below it for the pointer
    const box = (await event.boundingBox())!
    // Hover shows the end handle at the bottom edge; pull it down by the event's own height (one hour).
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2, { steps: 3 })
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 1.5, { steps: 6 })
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 2 - 2, { steps: 6 })
    await page.mouse.up()
    await page.getByText(`« ${title} » a été déplacé`).waitFor()
    await page.reload()
    await openCalendar(page)
    const resized = (await findEvent(page, title))!
    assert.equal(resized.start, at(10))
    assert.equal(resized.end, at(12))
  })
})

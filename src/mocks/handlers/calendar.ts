import type { HttpResponseResolver } from 'msw'
import { http } from '../lib/http'
import { db } from '../db'
import { fieldErrors } from '../lib/field-errors'
import { nextId, parseId } from '../lib/ids'
import { created, fail, halt, json, noContent } from '../lib/respond'
import { readBody } from '../lib/body'
import { CALENDARS, calendarEventInput, calendarEventUpdate, type CalendarEvent, type CalendarEventList } from '@/api/contracts/calendar'

const NOT_FOUND = 'Something Went Wrong'

/** The stored event of a path id; SPEC: an unknown event is 400 `Something Went Wrong` here. */
async function storedEvent(id: number | undefined): Promise<CalendarEvent> {
  return (id === undefined ? undefined : await db.calendarEvents.get(id)) ?? halt(fail(400, NOT_FOUND))
}

/** PUT and PATCH: merge the body into the stored event; 201 with the event, 400 if unknown. */
const update: HttpResponseResolver<{ id: string }> = async ({ request, params }) => {
  const { id } = await storedEvent(parseId(params.id))
  const { extendedProps, ...fields } = await readBody(request, calendarEventUpdate)
  const merged = await db.transaction('rw', db.calendarEvents, async () => {
    const stored = await storedEvent(id)
    const event: CalendarEvent = { ...stored, ...fields, extendedProps: { ...stored.extendedProps, ...extendedProps }, id: stored.id }
    if (Date.parse(event.end) < Date.parse(event.start)) fieldErrors({ end: ['validation.endBeforeStart'] })
    await db.calendarEvents.put(event)
    return event
  })
  return created(merged)
}

export const calendarHandlers = [
  // ?calendars=Business&calendars=Family (a comma-separated value works too). No calendar: no events.
  http.get('*/api/apps/calendar', async ({ request }) => {
    const wanted = new Set(
      new URL(request.url).searchParams
        .getAll('calendars')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v): v is (typeof CALENDARS)[number] => (CALENDARS as readonly string[]).includes(v)),
    )
    const events = await db.calendarEvents.orderBy('start').toArray()
    return json(events.filter((e) => wanted.has(e.extendedProps.calendar)) satisfies CalendarEventList)
  }),

  // 201 with the stored event; id = last id + 1 (1 on an empty calendar).
  http.post('*/api/apps/calendar', async ({ request }) => {
    const body = await readBody(request, calendarEventInput)
    const event = await db.transaction('rw', db.calendarEvents, async () => {
      const row: CalendarEvent = { ...body, id: await nextId(db.calendarEvents) }
      await db.calendarEvents.add(row)
      return row
    })
    return created(event satisfies CalendarEvent)
  }),

  http.put('*/api/apps/calendar/:id', update),
  http.patch('*/api/apps/calendar/:id', update),

  http.delete('*/api/apps/calendar/:id', async ({ params }) => {
    const id = parseId(params.id) ?? halt(fail(400, NOT_FOUND))
    await db.transaction('rw', db.calendarEvents, async () => {
      await storedEvent(id)
      await db.calendarEvents.delete(id)
    })
    return noContent()
  }),
]

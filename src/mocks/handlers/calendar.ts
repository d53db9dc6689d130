import { HttpResponse, type HttpResponseResolver } from 'msw'
import { http } from '../lib/http'
import { z } from 'zod'
import { db } from '../db'
import { created, fail, json, noContent } from '../lib/respond'
import { readBody } from '../lib/body'
import { CALENDARS, calendarEventInput, calendarEventUpdate, type CalendarEvent, type CalendarEventList } from '@/api/contracts/calendar'

const NOT_FOUND = 'Something Went Wrong'
const eventId = z.coerce.number().int().positive()

/** PUT and PATCH: merge the body into the stored event; 201 with the event, 400 if unknown. */
const update: HttpResponseResolver<{ id: string }> = async ({ request, params }) => {
  const id = eventId.safeParse(params.id)
  if (!id.success || !(await db.calendarEvents.get(id.data))) return fail(400, NOT_FOUND)
  const body = await readBody(request, calendarEventUpdate)
  const { extendedProps, ...fields } = body
  const result = await db.transaction('rw', db.calendarEvents, async () => {
    const stored = await db.calendarEvents.get(id.data)
    if (!stored) return 'missing' as const
    const merged: CalendarEvent = { ...stored, ...fields, extendedProps: { ...stored.extendedProps, ...extendedProps }, id: stored.id }
    if (Date.parse(merged.end) < Date.parse(merged.start)) return 'order' as const
    await db.calendarEvents.put(merged)
    return merged
  })
  if (result === 'missing') return fail(400, NOT_FOUND)
  if (result === 'order') return HttpResponse.json({ message: 'Validation failed', errors: { end: ['validation.endBeforeStart'] } }, { status: 400 })
  return created(result)
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
      const last = await db.calendarEvents.orderBy('id').last()
      const row: CalendarEvent = { ...body, id: (last?.id ?? 0) + 1 }
      await db.calendarEvents.add(row)
      return row
    })
    return created(event satisfies CalendarEvent)
  }),

  http.put('*/api/apps/calendar/:id', update),
  http.patch('*/api/apps/calendar/:id', update),

  http.delete('*/api/apps/calendar/:id', async ({ params }) => {
    const id = eventId.safeParse(params.id)
    if (!id.success || !(await db.calendarEvents.get(id.data))) return fail(400, NOT_FOUND)
    await db.calendarEvents.delete(id.data)
    return noContent()
  }),
]

import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import { shiftToCurrentMonth } from '@/mocks/lib/calendar-dates'
import { CALENDARS, calendarEvent, type CalendarEvent } from '@/api/contracts/calendar'
import eventsSeed from '@seed/calendar-events.json'

withMockApi()

const ALL = [...CALENDARS]
const list = (calendars: string[] = ALL) => call<CalendarEvent[]>('/apps/calendar', { query: { calendars } })
const newEvent = {
  title: 'Budget meeting',
  start: '2026-11-24T09:00:00.000Z',
  end: '2026-11-24T10:30:00.000Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Business', location: 'Room 2', guests: ['Léa Martin'] },
}

describe('calendar seed', () => {
  it('parses with the contract: 10 events over the five calendars, in the anchor month', () => {
    const events = calendarEvent.array().length(10).parse(eventsSeed)
    expect(new Set(events.map((e) => e.extendedProps.calendar))).toEqual(new Set(CALENDARS))
    for (const e of events) expect(e.start.slice(0, 7)).toBe('2026-01')
  })

  it('is moved into the current month when seeded, keeping days and times', async () => {
    const now = new Date()
    const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
    const events = (await list()).body
    expect(events).toHaveLength(10)
    for (const e of events) expect(e.start.slice(0, 7)).toBe(month)
    const first = (eventsSeed as CalendarEvent[])[0]!
    expect(events.find((e) => e.id === 1)?.start.slice(7)).toBe(first.start.slice(7))
    expect(shiftToCurrentMonth([{ start: '2026-01-08', end: '2026-01-09' }], new Date(2027, 4, 20))).toEqual([
      { start: '2027-05-08', end: '2027-05-09' },
    ])
  })
})

describe('GET /api/apps/calendar', () => {
  it('answers only the events of the listed calendars, by start date', async () => {
    const all = await list()
    expect(all.status).toBe(200)
    const starts = all.body.map((e) => e.start)
    expect(starts).toEqual([...starts].sort())
    for (const name of CALENDARS) {
      const res = await list([name])
      expect(res.body.length).toBeGreaterThan(0)
      expect(res.body.every((e) => e.extendedProps.calendar === name)).toBe(true)
    }
    const two = await list(['Family', 'Holiday'])
    expect(two.body.length).toBe(all.body.filter((e) => ['Family', 'Holiday'].includes(e.extendedProps.calendar)).length)
    expect((await call<CalendarEvent[]>('/apps/calendar', { query: { calendars: 'Family,Holiday' } })).body).toEqual(two.body)
  })

  it('answers no events without a calendar or with unknown ones', async () => {
    expect((await call('/apps/calendar')).body).toEqual([])
    expect((await list(['Nope'])).body).toEqual([])
  })
})

describe('POST /api/apps/calendar', () => {
  it('answers 201 with the body and id = last id + 1, persisted', async () => {
    const res = await call<CalendarEvent>('/apps/calendar', { method: 'POST', body: { ...newEvent, id: 99 } })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ ...newEvent, id: 11 })
    expect(await reopenDb().calendarEvents.get(11)).toEqual({ ...newEvent, id: 11 })
    const second = await call<CalendarEvent>('/apps/calendar', {
      method: 'POST',
      body: { ...newEvent, allDay: true, start: '2026-11-25', end: '2026-11-26' },
    })
    expect(second.body).toMatchObject({ id: 12, start: '2026-11-25', allDay: true })
  })

  it('gives id 1 on an empty calendar (count + 1)', async () => {
    await reopenDb().calendarEvents.clear()
    const res = await call<CalendarEvent>('/apps/calendar', { method: 'POST', body: newEvent })
    expect(res.body.id).toBe(1)
  })

  it.each([
    ['no title', { ...newEvent, title: '  ' }, 'title', 'validation.required'],
    ['a bad start', { ...newEvent, start: 'tomorrow' }, 'start', 'validation.date'],
    ['an impossible end', { ...newEvent, end: '2026-13-45T99:00' }, 'end', 'validation.date'],
    ['end before start', { ...newEvent, end: '2026-11-24T08:00:00.000Z' }, 'end', 'validation.endBeforeStart'],
    ['an unknown calendar', { ...newEvent, extendedProps: { calendar: 'Work' } }, 'extendedProps.calendar', 'validation.invalidChoice'],
  ])('answers 400 for %s and writes nothing', async (_name, body, field, message) => {
    const res = await call<{ errors: Record<string, string[]> }>('/apps/calendar', { method: 'POST', body })
    expect(res.status).toBe(400)
    expect(res.body.errors[field]).toEqual([message])
    expect(await reopenDb().calendarEvents.count()).toBe(10)
  })

  it('answers 400 for a malformed body', async () => {
    expect((await call('/apps/calendar', { method: 'POST', body: '{oops' })).status).toBe(400)
    expect(await reopenDb().calendarEvents.count()).toBe(10)
  })
})

describe('PUT|PATCH /api/apps/calendar/{id}', () => {
  it('merges into the event and answers 201 with it, persisted', async () => {
    const before = (await reopenDb().calendarEvents.get(3))!
    const res = await call<CalendarEvent>('/apps/calendar/3', {
      method: 'PUT',
      body: { id: 3, title: 'Bank holiday', extendedProps: { location: 'Everywhere' } },
    })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ ...before, title: 'Bank holiday', extendedProps: { ...before.extendedProps, location: 'Everywhere' } })
    expect(await reopenDb().calendarEvents.get(3)).toEqual(res.body)
    const patched = await call<CalendarEvent>('/apps/calendar/3', { method: 'PATCH', body: { extendedProps: { calendar: 'Personal' } } })
    expect(patched.status).toBe(201)
    expect(patched.body.extendedProps.calendar).toBe('Personal')
    expect((await list(['Personal'])).body.map((e) => e.id)).toContain(3)
  })

  it("answers 400 'Something Went Wrong' for an unknown id", async () => {
    for (const method of ['PUT', 'PATCH']) {
      const res = await call('/apps/calendar/999', { method, body: { title: 'x' } })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ message: 'Something Went Wrong' })
    }
    expect((await call('/apps/calendar/abc', { method: 'PUT', body: {} })).body).toEqual({ message: 'Something Went Wrong' })
  })

  it('refuses a merge that would end before the start, writing nothing', async () => {
    const before = await reopenDb().calendarEvents.get(1)
    const res = await call<{ errors: Record<string, string[]> }>('/apps/calendar/1', {
      method: 'PUT',
      body: { end: '2000-01-01T00:00:00.000Z' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors.end).toEqual(['validation.endBeforeStart'])
    const bad = await call<{ errors: Record<string, string[]> }>('/apps/calendar/1', { method: 'PUT', body: { title: '', allDay: 'yes' } })
    expect(Object.keys(bad.body.errors).sort()).toEqual(['allDay', 'title'])
    expect(await reopenDb().calendarEvents.get(1)).toEqual(before)
  })
})

describe('PUT /api/apps/calendar/{id} from the calendar (drag, resize, all-day row)', () => {
  it('stores the new dates only, keeping the rest of the event', async () => {
    const before = (await reopenDb().calendarEvents.get(2))!
    const moved = { start: '2026-11-26T14:00:00.000Z', end: '2026-11-26T15:30:00.000Z', allDay: false }
    const res = await call<CalendarEvent>('/apps/calendar/2', { method: 'PUT', body: moved })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ ...before, ...moved })
    const toDay = { start: '2026-11-27', end: '2026-11-28', allDay: true }
    expect((await call<CalendarEvent>('/apps/calendar/2', { method: 'PUT', body: toDay })).body).toEqual({ ...before, ...toDay })
    expect(await reopenDb().calendarEvents.get(2)).toEqual({ ...before, ...toDay })
  })

  it('refuses an unknown calendar or a too long title in an update, writing nothing', async () => {
    const before = await reopenDb().calendarEvents.toArray()
    const res = await call<{ errors: Record<string, string[]> }>('/apps/calendar/2', {
      method: 'PUT',
      body: { title: 'x'.repeat(101), extendedProps: { calendar: 'Work' } },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ title: ['validation.max100'], 'extendedProps.calendar': ['validation.invalidChoice'] })
    expect(await reopenDb().calendarEvents.toArray()).toEqual(before)
  })
})

describe('DELETE /api/apps/calendar/{id}', () => {
  it('answers 204 and removes the event, persisted', async () => {
    const res = await call('/apps/calendar/4', { method: 'DELETE' })
    expect(res.status).toBe(204)
    expect(res.body).toBeNull()
    expect(await reopenDb().calendarEvents.get(4)).toBeUndefined()
    expect(await reopenDb().calendarEvents.count()).toBe(9)
  })

  it("answers 400 'Something Went Wrong' for an unknown id", async () => {
    const res = await call('/apps/calendar/999', { method: 'DELETE' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: 'Something Went Wrong' })
    expect(await reopenDb().calendarEvents.count()).toBe(10)
  })
})

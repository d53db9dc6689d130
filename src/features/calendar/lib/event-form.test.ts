import { describe, expect, it } from 'vitest'
import { calendarEventInput, type CalendarEvent } from '@/api/contracts/calendar'
import { blankValues, eventFormSchema, formValuesOf, movedDates, switchAllDay, type EventFormValues } from './event-form'

const values = (over: Partial<EventFormValues> = {}): EventFormValues => ({
  ...blankValues(new Date(2026, 10, 24)),
  title: 'Budget meeting',
  ...over,
})
const issues = (v: EventFormValues) => {
  const r = eventFormSchema.safeParse(v)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('event drawer schema', () => {
  it('sends a timed event as UTC instants and an all-day one with the exclusive end the API stores', () => {
    const timed = eventFormSchema.parse(values({ start: '2026-11-24T09:00', end: '2026-11-24T10:30', guests: ['Léa Martin'] }))
    expect(timed).toEqual({
      title: 'Budget meeting',
      url: '',
      allDay: false,
      start: new Date(2026, 10, 24, 9).toISOString(),
      end: new Date(2026, 10, 24, 10, 30).toISOString(),
      extendedProps: { calendar: 'Business', guests: ['Léa Martin'], location: '', description: '' },
    })
    expect(calendarEventInput.safeParse(timed).success).toBe(true)
    const day = eventFormSchema.parse(values({ allDay: true, start: '2026-11-28', end: '2026-11-30' }))
    expect(day).toMatchObject({ allDay: true, start: '2026-11-28', end: '2026-12-01' })
    // One day: the last day is the first.
    expect(eventFormSchema.parse(values({ allDay: true, start: '2026-02-28', end: '2026-02-28' }))).toMatchObject({ end: '2026-03-01' })
  })

  it('refuses an end that is not after the start, with a clear message under the end', () => {
    expect(issues(values({ start: '2026-11-24T10:00', end: '2026-11-24T10:00' }))).toEqual({ end: 'calendar:validation.endAfterStart' })
    expect(issues(values({ start: '2026-11-24T10:00', end: '2026-11-24T09:00' }))).toEqual({ end: 'calendar:validation.endAfterStart' })
    expect(issues(values({ allDay: true, start: '2026-11-24', end: '2026-11-23' }))).toEqual({ end: 'calendar:validation.endAfterStart' })
  })

  it('refuses a missing title or date, impossible dates, a date of the wrong kind and unsafe links', () => {
    expect(issues(values({ title: '  ', start: null, end: '' }))).toEqual({
      title: 'validation.required',
      start: 'calendar:validation.startRequired',
      end: 'calendar:validation.endRequired',
    })
    expect(issues(values({ start: '2026-02-30T09:00', end: '24/11/2026' }))).toEqual({ start: 'validation.date', end: 'validation.date' })
    expect(issues(values({ allDay: true, start: '2026-11-24T09:00', end: '2026-11-24' }))).toEqual({ start: 'validation.date' })
    expect(issues(values({ url: 'javascript:alert(1)' }))).toEqual({ url: 'validation.url' })
    expect(issues(values({ calendar: 'Work' as never }))).toEqual({ calendar: 'validation.invalidChoice' })
  })
})

describe('stored event <-> drawer values', () => {
  const timed: CalendarEvent = {
    id: 1,
    url: '',
    title: 'Design Review',
    start: '2026-11-02T09:00:00.000Z',
    end: '2026-11-02T10:00:00.000Z',
    allDay: false,
    extendedProps: { calendar: 'Business', guests: ['Hugo Girard'] },
  }

  it('shows local times, and an all-day end as its last day; saving unchanged gives the stored dates back', () => {
    const v = formValuesOf(timed)
    expect(v).toMatchObject({ title: 'Design Review', allDay: false, guests: ['Hugo Girard'], location: '', description: '' })
    expect(eventFormSchema.parse(v)).toMatchObject({ start: timed.start, end: timed.end })
    const holiday = { ...timed, allDay: true, start: '2026-11-16', end: '2026-11-18' }
    expect(formValuesOf(holiday)).toMatchObject({ start: '2026-11-16', end: '2026-11-17' })
    expect(eventFormSchema.parse(formValuesOf(holiday))).toMatchObject({ start: '2026-11-16', end: '2026-11-18' })
  })

  it('starts a new event at 09:00 for an hour, or over the slot or day picked', () => {
    expect(blankValues(new Date(2026, 10, 24, 15, 30))).toMatchObject({ allDay: false, start: '2026-11-24T09:00', end: '2026-11-24T10:00' })
    expect(blankValues(new Date(2026, 10, 24, 15, 30), { to: new Date(2026, 10, 24, 16, 30) })).toMatchObject({
      start: '2026-11-24T15:30',
      end: '2026-11-24T16:30',
    })
    expect(blankValues(new Date(2026, 10, 24), { allDay: true })).toMatchObject({ allDay: true, start: '2026-11-24', end: '2026-11-24' })
  })

  it('keeps the days when the all-day switch flips', () => {
    expect(switchAllDay({ start: '2026-11-24T15:30', end: '2026-11-25T08:00' }, true)).toEqual({ start: '2026-11-24', end: '2026-11-25' })
    expect(switchAllDay({ start: '2026-11-24', end: '2026-11-25' }, false)).toEqual({ start: '2026-11-24T09:00', end: '2026-11-25T10:00' })
    expect(switchAllDay({ start: null, end: null }, false)).toEqual({ start: null, end: null })
  })

  it("turns a drag or a resize into the API's dates", () => {
    const start = new Date(2026, 10, 24, 9)
    expect(movedDates({ start, end: new Date(2026, 10, 24, 11), allDay: false })).toEqual({
      allDay: false,
      start: start.toISOString(),
      end: new Date(2026, 10, 24, 11).toISOString(),
    })
    expect(movedDates({ start, end: null, allDay: false }).end).toBe(new Date(2026, 10, 24, 10).toISOString())
    expect(movedDates({ start: new Date(2026, 10, 24), end: null, allDay: true })).toEqual({
      allDay: true,
      start: '2026-11-24',
      end: '2026-11-25',
    })
  })
})

import { z } from 'zod'
import { isoDateTime, optionalHttpUrl } from './common'

export const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const
export type CalendarName = (typeof CALENDARS)[number]

export const calendarExtendedProps = z.object({
  calendar: z.enum(CALENDARS, { error: 'validation.invalidChoice' }),
  location: z.string().max(200, 'validation.tooLong').optional(),
  description: z.string().max(2000, 'validation.tooLong').optional(),
  guests: z.array(z.string().max(100, 'validation.max100')).max(50, 'validation.tooLong').optional(),
})

/** Calendar event (SPEC section 3). */
export const calendarEvent = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  extendedProps: calendarExtendedProps,
})
export type CalendarEvent = z.infer<typeof calendarEvent>

/** Passes when either date is missing or invalid (those have their own issue). */
const endNotBeforeStart = (e: { start?: string; end?: string }) => !e.start || !e.end || !(Date.parse(e.end) < Date.parse(e.start))
const END_ISSUE = { message: 'validation.endBeforeStart', path: ['end'] }

const eventFields = {
  // The calendar screen renders it as a link: http(s) only (or none).
  url: optionalHttpUrl().default(''),
  title: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.max100'),
  start: isoDateTime(),
  end: isoDateTime(),
  allDay: z.boolean({ error: 'validation.invalid' }).default(false),
  extendedProps: calendarExtendedProps,
}

/** POST /api/apps/calendar body (an id in the body is ignored: the server assigns it). */
export const calendarEventInput = z.object(eventFields).refine(endNotBeforeStart, END_ISSUE)
export type CalendarEventInput = z.input<typeof calendarEventInput>

/**
 * PUT (or PATCH) /api/apps/calendar/{id} body: any subset of the fields, merged into the stored
 * event; the merged event must still end at or after its start.
 */
export const calendarEventUpdate = z
  .object({
    url: optionalHttpUrl().optional(),
    title: eventFields.title.optional(),
    start: isoDateTime().optional(),
    end: isoDateTime().optional(),
    allDay: z.boolean({ error: 'validation.invalid' }).optional(),
    extendedProps: calendarExtendedProps.partial().optional(),
  })
  .refine(endNotBeforeStart, END_ISSUE)
export type CalendarEventUpdate = z.input<typeof calendarEventUpdate>

/** GET /api/apps/calendar?calendars=Business&calendars=Family -> the events of those calendars. */
export type CalendarQuery = {
  calendars: CalendarName[]
}
export const calendarEventList = z.array(calendarEvent)
export type CalendarEventList = z.infer<typeof calendarEventList>

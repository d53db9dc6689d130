import { addDays, addHours, format, parseISO } from 'date-fns'
import { z } from 'zod'
import { CALENDARS, type CalendarEvent, type CalendarEventInput, type CalendarName } from '@/api/contracts/calendar'
import { isRealDate, isRealDateTime, optionalHttpUrl } from '@/api/contracts/common'

/**
 * What the event drawer holds. Dates are local: `yyyy-MM-ddTHH:mm` for a timed event,
 * `yyyy-MM-dd` for an all-day one, whose end is the LAST day (inclusive, as a person reads it);
 * the API stores FullCalendar's exclusive end (the day after), converted on the way out and in.
 */
export interface EventFormValues {
  title: string
  calendar: CalendarName
  allDay: boolean
  start: string | null
  end: string | null
  url: string
  guests: string[]
  location: string
  description: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/
const LOCAL = "yyyy-MM-dd'T'HH:mm"
const ISO_DAY = 'yyyy-MM-dd'

/** A form date as a time value (local), or null when empty or not a real date of the mode. */
function instant(value: string | null, allDay: boolean): number | null {
  if (!value) return null
  if (allDay) return DAY.test(value) && isRealDate(value) ? parseISO(value).getTime() : null
  return LOCAL_DATE_TIME.test(value) && isRealDateTime(value) ? parseISO(value).getTime() : null
}

const dayAfter = (day: string) => format(addDays(parseISO(day), 1), ISO_DAY)

/** The drawer's schema: the form's values in, the API's create/update body out. */
export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, 'validation.required').max(100, 'validation.max100'),
    calendar: z.enum(CALENDARS, { error: 'validation.invalidChoice' }),
    allDay: z.boolean(),
    start: z.string().nullable(),
    end: z.string().nullable(),
    url: optionalHttpUrl(),
    guests: z.array(z.string().max(100, 'validation.max100')).max(50, 'validation.tooLong'),
    location: z.string().trim().max(200, 'validation.tooLong'),
    description: z.string().trim().max(2000, 'validation.tooLong'),
  })
  .superRefine((v, ctx) => {
    const start = instant(v.start, v.allDay)
    const end = instant(v.end, v.allDay)
    if (start === null)
      ctx.addIssue({ code: 'custom', path: ['start'], message: v.start ? 'validation.date' : 'calendar:validation.startRequired' })
    if (end === null)
      ctx.addIssue({ code: 'custom', path: ['end'], message: v.end ? 'validation.date' : 'calendar:validation.endRequired' })
    // All day: the last day may be the first (one day); timed: the end must come after the start.
    if (start !== null && end !== null && (v.allDay ? end < start : end <= start))
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'calendar:validation.endAfterStart' })
  })
  .transform((v): CalendarEventInput => ({
    title: v.title,
    url: v.url,
    allDay: v.allDay,
    start: v.allDay ? v.start! : parseISO(v.start!).toISOString(),
    end: v.allDay ? dayAfter(v.end!) : parseISO(v.end!).toISOString(),
    extendedProps: { calendar: v.calendar, guests: v.guests, location: v.location, description: v.description },
  }))

/** A stored event as the drawer shows it (local times; an all-day end as its last day). */
export function formValuesOf(event: CalendarEvent): EventFormValues {
  const { calendar, guests = [], location = '', description = '' } = event.extendedProps
  let start: string
  let end: string
  if (event.allDay) {
    start = event.start.slice(0, 10)
    const last = format(addDays(parseISO(event.end.slice(0, 10)), -1), ISO_DAY)
    end = last < start ? start : last
  } else {
    start = format(new Date(event.start), LOCAL)
    end = format(new Date(event.end), LOCAL)
  }
  return { title: event.title, calendar, allDay: event.allDay, start, end, url: event.url, guests, location, description }
}

/** A new event on `day` (from 09:00 to 10:00), or over a slot picked in the calendar. */
export function blankValues(from: Date, options: { to?: Date; allDay?: boolean; calendar?: CalendarName } = {}): EventFormValues {
  const allDay = options.allDay ?? false
  const start = allDay ? from : options.to ? from : new Date(from.getFullYear(), from.getMonth(), from.getDate(), 9)
  const end = options.to ?? (allDay ? start : addHours(start, 1))
  return {
    title: '',
    calendar: options.calendar ?? 'Business',
    allDay,
    start: format(start, allDay ? ISO_DAY : LOCAL),
    end: format(allDay && options.to ? addDays(end, -1) : end, allDay ? ISO_DAY : LOCAL),
    url: '',
    guests: [],
    location: '',
    description: '',
  }
}

/** The dates when the all-day switch flips: days keep their date, times default to 09:00-10:00. */
export function switchAllDay(values: Pick<EventFormValues, 'start' | 'end'>, allDay: boolean): Pick<EventFormValues, 'start' | 'end'> {
  const day = (v: string | null) => (v ? v.slice(0, 10) : null)
  if (allDay) return { start: day(values.start), end: day(values.end) }
  const start = day(values.start)
  const end = day(values.end) ?? start
  return { start: start && `${start}T09:00`, end: end && `${end}T10:00` }
}

/** The body of a drag or a resize: FullCalendar's new dates in the API's form. */
export function movedDates(move: {
  start: Date | null
  end: Date | null
  allDay: boolean
}): Pick<CalendarEventInput, 'start' | 'end' | 'allDay'> {
  const start = move.start ?? new Date()
  if (move.allDay) {
    const end = move.end ?? addDays(start, 1)
    return { allDay: true, start: format(start, ISO_DAY), end: format(end, ISO_DAY) }
  }
  return { allDay: false, start: start.toISOString(), end: (move.end ?? addHours(start, 1)).toISOString() }
}

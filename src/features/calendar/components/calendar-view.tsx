import FullCalendar, { type CalendarRef, type DateClickInfo, type EventChangeInfo, type EventInput } from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import interactionPlugin from '@fullcalendar/react/interaction'
import listPlugin from '@fullcalendar/react/list'
import arLocale from '@fullcalendar/react/locales/ar'
import frLocale from '@fullcalendar/react/locales/fr'
import classicThemePlugin from '@fullcalendar/react/themes/classic'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import './full-calendar.css'
import { forwardRef, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '@/api/contracts/calendar'
import { CALENDAR_TONES, TONE_FILL } from '../lib/calendar-meta'

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]
// Arabic with Arabic-Indic digits, like the app's other dates (the date kit's `numerals: 'arab'`).
const AR = 'ar-u-nu-arab'
const LOCALES = [frLocale, { ...arLocale, code: AR }]
const TOOLBAR = { start: 'prev,next title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }
// Week: plain day headers (as links they would be named by the full date while showing "lun. 23",
// WCAG 2.5.3; the day view is one tab away). Week and day: the whole day without an inner scrolling
// pane (keyboard users scroll the page; an empty day's pane could not take focus).
const VIEWS = { timeGridWeek: { navLinks: false }, timeGrid: { height: 'auto' } }

/** A stored event as FullCalendar reads it: its calendar's colour; the link stays in the drawer. */
const toInput = (e: CalendarEvent): EventInput => ({
  id: String(e.id),
  title: e.title,
  start: e.start,
  end: e.end,
  allDay: e.allDay,
  color: TONE_FILL[CALENDAR_TONES[e.extendedProps.calendar]],
})

export interface CalendarViewProps {
  events: CalendarEvent[]
  onOpen: (id: number) => void
  onDateClick: (info: DateClickInfo) => void
  /** A drag or a resize: store it, or call `info.revert()`. */
  onChange: (info: EventChangeInfo) => void
  onDatesSet: (start: Date, end: Date) => void
}

/**
 * FullCalendar (month, week, day, list) in the page's language and direction: Monday first in
 * French, Saturday and right to left in Arabic. Events can be dragged and resized (from both ends).
 */
export const CalendarView = forwardRef<CalendarRef, CalendarViewProps>(function CalendarView(
  { events, onOpen, onDateClick, onChange, onDatesSet },
  ref,
) {
  const { i18n } = useTranslation()
  const lang = i18n.language.slice(0, 2)
  const inputs = useMemo(() => events.map(toInput), [events])
  return (
    <div className="vermilion-fc">
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        locales={LOCALES}
        locale={lang === 'ar' ? AR : lang}
        direction={lang === 'ar' ? 'rtl' : 'ltr'}
        initialView="dayGridMonth"
        headerToolbar={TOOLBAR}
        views={VIEWS}
        events={inputs}
        eventContrastColor="var(--on-primary)"
        dayMaxEvents={2}
        navLinks
        editable
        eventResizableFromStart
        dragScroll
        eventClick={(info) => {
          info.jsEvent.preventDefault()
          onOpen(Number(info.event.id))
        }}
        dateClick={onDateClick}
        eventDrop={onChange}
        eventResize={onChange}
        datesSet={(info) => onDatesSet(info.view.currentStart, info.view.currentEnd)}
      />
    </div>
  )
})

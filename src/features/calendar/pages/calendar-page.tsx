import type { CalendarRef, DateClickInfo, EventChangeInfo } from '@fullcalendar/react'
import { addHours } from 'date-fns'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CALENDARS, type CalendarName } from '@/api/contracts/calendar'
import { calendarEvents } from '@/api/resources/calendar'
import { useDialogState } from '@/lib/use-dialog-state'
import { Card } from '@/ui/card'
import { LoadFailedAlert } from '@/ui/load-failed'
import { CalendarSidebar } from '../components/calendar-sidebar'
import { CalendarView } from '../components/calendar-view'
import { EventDrawer } from '../components/event-drawer'
import { blankValues, movedDates, type EventFormValues } from '../lib/event-form'
import type { PageModuleExtras } from '@/api/resources'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['calendar']

/** /apps/calendar: filters and mini month beside FullCalendar; events are added and edited in a drawer. */
export default function CalendarPage() {
  const { t } = useTranslation(['calendar', 'common'])
  const calendarRef = useRef<CalendarRef>(null)
  const [shown, setShown] = useState<CalendarName[]>([...CALENDARS])
  const [date, setDate] = useState(() => new Date())
  const [blank, setBlank] = useState<EventFormValues>(() => blankValues(new Date()))
  const drawer = useDialogState<'event', number>()
  const list = calendarEvents.useList({ calendars: shown })
  const events = list.data?.rows ?? []
  const editedId = drawer.rowOf('event')
  const edited = editedId === null ? null : (events.find((e) => e.id === editedId) ?? null)
  const move = calendarEvents.useMutation('update', {
    failed: t('toasts.failed'),
    success: (saved) => t('toasts.moved', { title: saved.title }),
  })

  const add = (values: EventFormValues) => {
    setBlank(values)
    drawer.open('event', null)
  }
  const jump = (day: Date) => {
    setDate(day)
    calendarRef.current?.getApi().gotoDate(day)
  }
  const onDateClick = (info: DateClickInfo) => {
    // A day of the month grid: 09:00-10:00 that day; a time slot: one hour from it; the all-day row: that day.
    if (info.view.type === 'dayGridMonth') add(blankValues(info.date))
    else add(blankValues(info.date, info.allDay ? { allDay: true } : { to: addHours(info.date, 1) }))
  }
  const onChange = (info: EventChangeInfo) =>
    move.mutate({ id: Number(info.event.id), body: movedDates(info.event) }, { onError: () => info.revert() })
  // The mini month follows the calendar: the picked day while it is in view, else the view's first day.
  const onDatesSet = useCallback((start: Date, end: Date) => setDate((d) => (d >= start && d < end ? d : start)), [])

  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{t('title')}</h1>
      {list.isError && <LoadFailedAlert title={t('toasts.loadFailed')} onRetry={() => void list.refetch()} />}
      <Card className="grid overflow-hidden p-0 md:grid-cols-[17.5rem_minmax(0,1fr)]">
        <aside aria-label={t('sidebar')} className="border-border p-5 max-md:border-b md:border-e">
          <CalendarSidebar date={date} onJump={jump} onAdd={() => add(blankValues(date))} shown={shown} onShownChange={setShown} />
        </aside>
        <div className="min-w-0 p-4" aria-busy={list.isPending || undefined}>
          <CalendarView
            ref={calendarRef}
            events={events}
            onOpen={(id) => drawer.open('event', id)}
            onDateClick={onDateClick}
            onChange={onChange}
            onDatesSet={onDatesSet}
          />
        </div>
      </Card>
      <EventDrawer open={drawer.isOpen('event')} onClose={drawer.close} event={edited} blank={blank} />
    </div>
  )
}

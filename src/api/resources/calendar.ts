import { api } from '@/api/client'
import {
  calendarEvent,
  calendarEventList,
  type CalendarEventInput,
  type CalendarEventUpdate,
  type CalendarQuery,
} from '@/api/contracts/calendar'
import { defineResource, mutation } from './define-resource'

/**
 * Calendar events: `GET /api/apps/calendar?calendars=…` answers a plain array (the template's
 * shape), normalised here to `{rows, total}`; create, update (PUT merges, answers 201) and delete.
 */
export const calendarEvents = defineResource({
  key: ['calendar'],
  list: ({ calendars }: CalendarQuery, signal?: AbortSignal) =>
    api.get('/apps/calendar', { params: { calendars }, schema: calendarEventList, signal }).then((rows) => ({ rows, total: rows.length })),
  mutations: {
    create: mutation((body: CalendarEventInput) => api.post('/apps/calendar', body, { schema: calendarEvent })),
    update: mutation(({ id, body }: { id: number; body: CalendarEventUpdate }) =>
      api.put(`/apps/calendar/${id}`, body, { schema: calendarEvent }),
    ),
    remove: mutation((id: number) => api.delete(`/apps/calendar/${id}`)),
  },
})

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { addDays, format, parseISO } from 'date-fns'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { CalendarEvent } from '@/api/contracts/calendar'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { blankValues } from '../lib/event-form'
import { EventDrawer } from './event-drawer'

withMockApi()

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const events = async () =>
  (await call<CalendarEvent[]>('/apps/calendar', { query: { calendars: ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] } })).body
const slow = { timeout: 8000 }

function renderDrawer(event: CalendarEvent | null, language: 'en' | 'fr' = 'en') {
  const onClose = vi.fn()
  const blank = blankValues(new Date(2026, 10, 24))
  const result = renderWithProviders(<EventDrawer open onClose={onClose} event={event} blank={blank} />, {
    queryClient: client(),
    language,
  })
  return { ...result, onClose }
}

describe('event drawer', () => {
  it('refuses an empty title and an end before the start, with the messages under the fields, and sends nothing', async () => {
    const { user, onClose } = renderDrawer(null)
    const form = await screen.findByRole('form', { name: 'Add event' })
    const [endDate] = within(form).getAllByRole('textbox', { name: /End/ })
    await user.clear(endDate!)
    await user.type(endDate!, '11/23/2026')
    await user.tab()
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await within(form).findByText('The end must be after the start')).toBeTruthy()
    expect(within(form).getByText('This field is required')).toBeTruthy()
    expect(within(form).getByRole('textbox', { name: /Title/ }).getAttribute('aria-invalid')).toBe('true')
    expect(onClose).not.toHaveBeenCalled()
    expect(await events()).toHaveLength(10)

    // Fixed: the event is stored (POST) and the drawer closes.
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Budget meeting')
    await user.clear(endDate!)
    await user.type(endDate!, '11/24/2026')
    await user.tab()
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Calendar' }), 'Family')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow)
    const saved = (await events()).find((e) => e.title === 'Budget meeting')
    expect(saved).toMatchObject({
      id: 11,
      allDay: false,
      start: new Date(2026, 10, 24, 9).toISOString(),
      end: new Date(2026, 10, 24, 10).toISOString(),
      extendedProps: { calendar: 'Family', guests: [], location: '', description: '' },
    })
  })

  it('refuses a link that could run code (javascript:), in French, and sends nothing', async () => {
    const { user } = renderDrawer(null, 'fr')
    const form = await screen.findByRole('form', { name: 'Ajouter un évènement' })
    await user.type(within(form).getByRole('textbox', { name: /Titre/ }), 'Visio')
    await user.type(within(form).getByRole('textbox', { name: /Lien/ }), 'javascript:alert(1)')
    await user.click(screen.getByRole('button', { name: 'Ajouter' }))
    expect(await within(form).findByText('Saisissez une adresse web commençant par http:// ou https://')).toBeTruthy()
    expect(await events()).toHaveLength(10)
  })

  it('edits an all-day event showing its last day, and deletes an event only after confirmation', async () => {
    const holiday = (await events()).find((e) => e.allDay && e.end > e.start.slice(0, 10))!
    const { user, onClose } = renderDrawer(holiday)
    const form = await screen.findByRole('form', { name: 'Edit event' })
    expect((within(form).getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe(holiday.title)
    expect(within(form).getByRole('switch', { name: 'All day' }).getAttribute('aria-checked')).toBe('true')
    const [start, end] = within(form).getAllByRole('textbox', { name: /Start|End/ }) as HTMLInputElement[]
    const us = (iso: string) => format(parseISO(iso), 'MM/dd/yyyy')
    expect(start!.value).toBe(us(holiday.start))
    // The stored end is exclusive (the day after); the drawer shows the last day.
    expect(end!.value).toBe(format(addDays(parseISO(holiday.end), -1), 'MM/dd/yyyy'))

    await user.click(screen.getByRole('button', { name: 'Delete event' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete the event?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(await events()).toHaveLength(10)

    await user.click(screen.getByRole('button', { name: 'Delete event' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete the event?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow)
    expect((await events()).map((e) => e.id)).not.toContain(holiday.id)
  })
})

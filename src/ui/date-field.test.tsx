// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { screen, within } from '@testing-library/react'
import { Controller, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { renderWithProviders } from '@/testing/render'
import { DateField } from './date-field'
import { DateRangeField, type DateRangeValue } from './date-range-field'
import { DateTimeField } from './date-time-field'
import { asciiDigits, dateLocale, parseTyped } from './date-locale'
import { useState } from 'react'

const schema = z.object({ start: z.string({ error: 'Required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Not a date') })

function Form({ onSubmit }: { onSubmit: (v: { start: string }) => void }) {
  const { control, handleSubmit } = useForm<{ start: string }>({ resolver: zodResolver(schema), defaultValues: { start: '2026-03-09' } })
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        name="start"
        control={control}
        render={({ field, fieldState }) => (
          <DateField
            label="Start"
            value={field.value}
            onChange={(v) => field.onChange(v)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            min="2026-01-01"
            isDisabled={(d) => d.getDay() === 0}
          />
        )}
      />
      <button type="submit">Save</button>
    </form>
  )
}

describe('date locale helpers', () => {
  it('parses typed text in the language format, with Arabic-Indic digits too', () => {
    expect(asciiDigits('٠٩/٠٣/٢٠٢٦')).toBe('09/03/2026')
    expect(parseTyped('٠٩/٠٣/٢٠٢٦', dateLocale('ar'))?.getMonth()).toBe(2)
    expect(parseTyped('03/09/2026', dateLocale('en'))?.getDate()).toBe(9)
    expect(parseTyped('31/02/2026', dateLocale('fr'))).toBeNull()
    expect(parseTyped('9/3/26', dateLocale('fr'))).toBeNull()
  })
})

describe('DateField', () => {
  it('shows the value in the French format and submits the ISO date typed with the keyboard', async () => {
    const onSubmit = vi.fn()
    const { user } = renderWithProviders(<Form onSubmit={onSubmit} />, { language: 'fr' })
    const input = screen.getByLabelText('Start') as HTMLInputElement
    expect(input.value).toBe('09/03/2026')
    await user.clear(input)
    await user.type(input, '14/04/2026{Enter}')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveBeenCalledWith({ start: '2026-04-14' }, expect.anything())
  })

  it('refuses invalid text, a date before min and a disabled day, with the reason announced', async () => {
    const onSubmit = vi.fn()
    const { user } = renderWithProviders(<Form onSubmit={onSubmit} />, { language: 'fr' })
    const input = screen.getByLabelText('Start')
    await user.clear(input)
    await user.type(input, '45/13/2026')
    await user.tab()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const note = document.getElementById(input.getAttribute('aria-describedby')!)!
    expect(note.textContent).toBe('Saisissez une date valide (JJ/MM/AAAA)')
    expect(note.getAttribute('role')).toBe('alert')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).not.toHaveBeenCalled()

    await user.clear(input)
    await user.type(input, '15/12/2025{Enter}')
    expect(note.textContent).toBe('Choisissez une date à partir du 01/01/2026')
    await user.clear(input)
    await user.type(input, '15/03/2026{Enter}') // a Sunday
    expect(note.textContent).toBe('Ce jour n’est pas disponible')
    await user.clear(input)
    await user.type(input, '16/03/2026{Enter}')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(note.textContent).toBe('Format : JJ/MM/AAAA')
  })

  it('opens a French calendar starting on Monday and picks a day with the keyboard', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<DateField label="Start" value="2026-03-09" onChange={onChange} />, { language: 'fr' })
    await user.click(screen.getByRole('button', { name: 'Choisir une date : Start' }))
    const grid = await screen.findByRole('grid')
    expect(grid.getAttribute('aria-label')).toMatch(/mars 2026/)
    const weekdays = [...grid.querySelectorAll('.rdp-weekday')]
    expect(weekdays[0]!.getAttribute('aria-label') ?? weekdays[0]!.textContent).toMatch(/^lu/)
    expect(within(grid).getAllByRole('row')[1]!.textContent).toBe('2345678') // Monday 2 March starts the row
    expect(document.activeElement?.textContent).toBe('9') // the selected day has the focus
    await user.keyboard('{ArrowRight}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2026-03-10')
  })

  it('renders right to left in Arabic with Arabic month names and digits, arrows mirrored', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<DateField label="البداية" value="2026-03-09" onChange={onChange} />, { language: 'ar' })
    await user.click(screen.getByRole('button', { name: 'اختر تاريخًا: البداية' }))
    const grid = await screen.findByRole('grid')
    expect(grid.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    expect(grid.getAttribute('aria-label')).toMatch(/مارس/)
    expect(document.activeElement?.textContent).toBe('٩')
    await user.keyboard('{ArrowLeft}{Enter}') // left is "next day" in RTL
    expect(onChange).toHaveBeenLastCalledWith('2026-03-10')
  })
})

describe('DateTimeField', () => {
  it('combines the typed date and the LTR time typed as 24-hour HH:MM into ISO date-time', async () => {
    function Host() {
      const [v, setV] = useState<string | null>(null)
      return (
        <>
          <DateTimeField label="Meeting" value={v} onChange={setV} />
          <output>{v ?? 'none'}</output>
        </>
      )
    }
    const { user } = renderWithProviders(<Host />, { language: 'en' })
    await user.type(screen.getByLabelText('Meeting'), '03/09/2026')
    await user.tab()
    expect(screen.getByText('Enter a time')).toBeTruthy()
    const time = screen.getByLabelText('Time') as HTMLInputElement
    expect(time.getAttribute('dir')).toBe('ltr')
    expect(time.getAttribute('type')).toBe('text')
    // A time that does not read as one stays as typed and is refused; "930" is written 09:30.
    await user.type(time, '25:00')
    await user.tab()
    expect(screen.getByText('Enter a valid time (HH:MM, 00:00 to 23:59)')).toBeTruthy()
    expect(time.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Meeting').getAttribute('aria-invalid')).toBeNull() // the date is fine
    await user.clear(time)
    await user.type(time, '930{Enter}')
    expect(time.value).toBe('09:30')
    expect(screen.getByRole('status').textContent).toBe('2026-03-09T09:30')
    expect(screen.queryByText('Enter a valid time (HH:MM, 00:00 to 23:59)')).toBeNull()
  })
})

describe('DateRangeField', () => {
  it('refuses an end before the start', async () => {
    function Host() {
      const [v, setV] = useState<DateRangeValue>({ from: '2026-03-09', to: null })
      return <DateRangeField label="Stay" value={v} onChange={setV} />
    }
    const { user } = renderWithProviders(<Host />, { language: 'en' })
    expect(screen.getByRole('group', { name: 'Stay' })).toBeTruthy()
    await user.type(screen.getByLabelText('End date'), '03/01/2026{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('The end date must be on or after the start date')
  })

  it('picks both ends in one calendar, then closes', async () => {
    function Host() {
      const [v, setV] = useState<DateRangeValue>({ from: null, to: null })
      return (
        <>
          <DateRangeField label="Stay" value={v} onChange={setV} min="2026-03-03" />
          <output>{`${v.from} ${v.to}`}</output>
        </>
      )
    }
    const { user } = renderWithProviders(<Host />, { language: 'en' })
    // The start typed, the calendar opens on its month; a click sets the end.
    await user.type(screen.getByLabelText('Start date'), '03/09/2026{Enter}')
    await user.click(screen.getByRole('button', { name: 'Choose dates' }))
    const march = await screen.findByRole('grid')
    expect(
      within(march)
        .getByRole('button', { name: /March 2, 2026/ })
        .hasAttribute('disabled'),
    ).toBe(true) // before min
    await user.click(within(march).getByRole('button', { name: /March 12, 2026/ }))
    expect(screen.getByRole('status').textContent).toBe('2026-03-09 2026-03-12')
    await vi.waitFor(() => expect(screen.queryByRole('grid')).toBeNull())
  })
})

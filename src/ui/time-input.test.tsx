// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { renderWithProviders } from '@/testing/render'
import { TIME_OF_DAY } from '@/lib/time-of-day'
import { parseTime, TimeField } from './time-input'

describe('parseTime', () => {
  it.each([
    ['9', '09:00'],
    ['9h', '09:00'],
    ['930', '09:30'],
    ['0930', '09:30'],
    ['9:30', '09:30'],
    ['9h30', '09:30'],
    ['9.30', '09:30'],
    ['21 h 05', '21:05'],
    ['٢١:٠٥', '21:05'],
    ['23:59', '23:59'],
    ['00:00', '00:00'],
  ])('reads %s as %s', (typed, time) => {
    expect(parseTime(typed)).toBe(time)
    expect(TIME_OF_DAY.test(time)).toBe(true)
  })

  it.each(['24:00', '12:60', '9:3', 'noon', '', '1:2:3', '12345'])('refuses %j', (typed) => {
    expect(parseTime(typed)).toBeNull()
  })
})

const schema = z.object({ from: z.string().regex(TIME_OF_DAY, 'Not a time') })

function Form({ onSubmit }: { onSubmit: (v: { from: string }) => void }) {
  const { register, handleSubmit, formState } = useForm<{ from: string }>({
    resolver: zodResolver(schema),
    defaultValues: { from: '08:00' },
  })
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <TimeField label="From" {...register('from')} error={formState.errors.from?.message} />
      <button type="submit">Save</button>
    </form>
  )
}

describe('TimeField', () => {
  it('is a typed 24-hour field in every language, normalised on blur, with react-hook-form register', async () => {
    const onSubmit = vi.fn()
    const { user } = renderWithProviders(<Form onSubmit={onSubmit} />, { language: 'fr' })
    const input = screen.getByLabelText('From') as HTMLInputElement
    expect(input.type).toBe('text')
    expect(input.getAttribute('dir')).toBe('ltr')
    expect(input.placeholder).toBe('HH:MM')
    expect(input.value).toBe('08:00')
    await user.clear(input)
    await user.type(input, '21h5')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    // "21h5" does not read as a time: kept as typed, refused by the schema.
    expect(input.value).toBe('21h5')
    expect(await screen.findByText('Not a time')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
    await user.clear(input)
    await user.type(input, '2105')
    await user.tab()
    expect(input.value).toBe('21:05')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveBeenCalledWith({ from: '21:05' }, expect.anything())
  })

  it('writes the time on Enter before the form is sent', async () => {
    const onSubmit = vi.fn()
    const { user } = renderWithProviders(<Form onSubmit={onSubmit} />, { language: 'en' })
    const input = screen.getByLabelText('From')
    await user.clear(input)
    await user.type(input, '7h45{Enter}')
    expect(onSubmit).toHaveBeenCalledWith({ from: '07:45' }, expect.anything())
  })
})

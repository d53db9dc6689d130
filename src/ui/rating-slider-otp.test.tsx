// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { renderWithProviders } from '@/testing/render'
import { OtpInput } from './otp-input'
import { RangeSlider } from './range-slider'
import { Rating, RatingView } from './rating'
import { Slider } from './slider'

describe('Rating', () => {
  function RatedForm({ onSubmit }: { onSubmit: (v: { stars: number }) => void }) {
    const { control, handleSubmit } = useForm<{ stars: number }>({
      resolver: zodResolver(z.object({ stars: z.number().min(1, 'Rate it') })),
      defaultValues: { stars: 0 },
    })
    return (
      <form onSubmit={handleSubmit(onSubmit)}>
        <Controller
          name="stars"
          control={control}
          render={({ field, fieldState }) => (
            <Rating label="Quality" value={field.value} onChange={field.onChange} clearable error={fieldState.error?.message} />
          )}
        />
        <button type="submit">Send</button>
      </form>
    )
  }

  it('is a radio group used with arrows, clears on a second pick, and reports the zod message', async () => {
    const onSubmit = vi.fn()
    const { user } = renderWithProviders(<RatedForm onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Rate it')
    expect(screen.getByRole('group', { name: 'Quality' }).getAttribute('aria-invalid')).toBe('true')

    await user.click(screen.getByRole('radio', { name: '3 of 5' }))
    expect((screen.getByRole('radio', { name: '3 of 5' }) as HTMLInputElement).checked).toBe(true)
    await user.keyboard('{ArrowRight}')
    expect((screen.getByRole('radio', { name: '4 of 5' }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('radio', { name: '4 of 5' })) // clearable
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false)
    await user.click(screen.getByRole('radio', { name: '5 of 5' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledWith({ stars: 5 }, expect.anything())
  })

  it('read-only shows fractions and names the value', () => {
    const { container } = renderWithProviders(<RatingView value={3.5} />, { language: 'fr' })
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('3,5 sur 5')
    const widths = [...container.querySelectorAll<HTMLElement>('[style]')].map((e) => e.style.width)
    expect(widths).toEqual(['100%', '100%', '100%', '50%', '0%'])
  })
})

describe('Slider', () => {
  it('native range: keyboard changes the value, shown formatted', async () => {
    function Host() {
      const [v, setV] = useState(40)
      return <Slider label="Volume" value={v} onChange={setV} step={10} showValue />
    }
    const { user } = renderWithProviders(<Host />)
    const input = screen.getByRole('slider', { name: 'Volume' })
    fireEvent.change(input, { target: { value: '70' } })
    expect(screen.getByRole('status').textContent).toBe('70')
    expect(input.getAttribute('step')).toBe('10')
    await user.tab()
    expect(document.activeElement).toBe(input) // a native range: the browser does the arrow keys
  })

  it('range slider (Radix): two named thumbs, arrows and Home/End, error announced', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<RangeSlider label="Price" value={[20, 80]} onChange={onChange} error="Too wide" />)
    const [lo, hi] = screen.getAllByRole('slider')
    expect(lo!.getAttribute('aria-label')).toBe('Minimum')
    expect(hi!.getAttribute('aria-label')).toBe('Maximum')
    expect(hi!.getAttribute('aria-valuenow')).toBe('80')
    lo!.focus()
    await user.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenLastCalledWith([21, 80])
    await user.keyboard('{Home}')
    expect(onChange).toHaveBeenLastCalledWith([0, 80])
    expect(document.getElementById(lo!.getAttribute('aria-describedby')!)?.textContent).toBe('Too wide')
  })

  it('range slider is mirrored in Arabic and can be vertical', async () => {
    const onChange = vi.fn()
    const { user } = renderWithProviders(<RangeSlider label="السعر" value={[20, 80]} onChange={onChange} orientation="vertical" />, {
      language: 'ar',
    })
    const [lo] = screen.getAllByRole('slider')
    expect(lo!.getAttribute('aria-orientation')).toBe('vertical')
    expect(lo!.getAttribute('aria-label')).toBe('الحد الأدنى')
    lo!.focus()
    await user.keyboard('{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith([21, 80])
  })
})

describe('OtpInput', () => {
  // input-otp looks for password-manager badges with elementFromPoint, which jsdom lacks.
  document.elementFromPoint ??= () => null
  it('takes a pasted code, keeps digits only, left to right, and completes', async () => {
    const onComplete = vi.fn()
    function Host() {
      const [v, setV] = useState('')
      return (
        <OtpInput
          label="Code"
          value={v}
          onChange={setV}
          onComplete={onComplete}
          error={v.length > 0 && v.length < 6 ? 'Six digits' : undefined}
        />
      )
    }
    const { user } = renderWithProviders(<Host />, { language: 'ar' })
    const input = screen.getByLabelText('Code') as HTMLInputElement
    expect(input.closest('[dir]')?.getAttribute('dir')).toBe('ltr')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    await user.click(input)
    await user.keyboard('12')
    expect(input.value).toBe('12')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Six digits')
    await user.clear(input)
    await user.paste('12-34 56')
    expect(input.value).toBe('123456')
    expect(onComplete).toHaveBeenCalledWith('123456')
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })
})

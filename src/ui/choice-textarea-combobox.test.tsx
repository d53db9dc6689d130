// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { renderWithProviders } from '@/testing/render'
import { ChoiceGroup } from './choice-group'
import { Combobox } from './combobox'
import { Switch } from './switch'
import { TextareaField } from './textarea-field'

const PLANS = [
  { value: 'basic', label: 'Basic', description: 'For one person' },
  { value: 'team', label: 'Team', description: 'Up to 10' },
  { value: 'corp', label: 'Enterprise', disabled: true },
]

describe('ChoiceGroup', () => {
  it('radio cards: arrow keys pick, the zod message is announced on the fieldset', async () => {
    const onSubmit = vi.fn()
    function Plans() {
      const { control, handleSubmit } = useForm<{ plan: string | null }>({
        resolver: zodResolver(
          z.object({
            plan: z
              .string()
              .nullable()
              .refine((v) => v !== null, 'Choose a plan'),
          }),
        ),
        defaultValues: { plan: null },
      })
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller
            name="plan"
            control={control}
            render={({ field, fieldState }) => (
              <ChoiceGroup
                type="radio"
                label="Plan"
                options={PLANS}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <button type="submit">Go</button>
        </form>
      )
    }
    const { user } = renderWithProviders(<Plans />)
    await user.click(screen.getByRole('button', { name: 'Go' }))
    const group = screen.getByRole('group', { name: 'Plan' })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Choose a plan')
    await user.click(screen.getByRole('radio', { name: /Basic/ }))
    await user.keyboard('{ArrowDown}')
    expect((screen.getByRole('radio', { name: /Team/ }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: /Enterprise/ }) as HTMLInputElement).disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Go' }))
    expect(onSubmit).toHaveBeenCalledWith({ plan: 'team' }, expect.anything())
  })

  it('image checkboxes: named by their alt text, toggled with Space', async () => {
    function Host() {
      const [v, setV] = useState<string[]>(['a'])
      return (
        <ChoiceGroup
          type="checkbox"
          variant="image"
          label="Pictures"
          value={v}
          onChange={setV}
          options={[
            { value: 'a', label: 'Sea', image: '/images/a.png', imageAlt: 'A calm sea' },
            { value: 'b', label: 'Hills', image: '/images/b.png' },
          ]}
        />
      )
    }
    const { user } = renderWithProviders(<Host />)
    const sea = screen.getByRole('checkbox', { name: 'A calm sea' }) as HTMLInputElement
    const hills = screen.getByRole('checkbox', { name: 'Hills' }) as HTMLInputElement
    expect(sea.checked).toBe(true)
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(hills)
    await user.keyboard(' ')
    expect(hills.checked).toBe(true)
    await user.click(sea)
    expect(sea.checked).toBe(false)
  })
})

describe('TextareaField', () => {
  it('counts characters with register, and past the limit says by how much', async () => {
    function Host() {
      const { register } = useForm({ defaultValues: { bio: 'Hello' } })
      return <TextareaField label="Bio" limit={8} autoGrow {...register('bio')} />
    }
    const { user } = renderWithProviders(<Host />)
    const box = screen.getByLabelText('Bio')
    expect(screen.getByText('5 / 8')).toBeTruthy()
    expect(box.className).toMatch(/field-sizing-content/)
    await user.type(box, ' you!')
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('2 characters too many (at most 8)')
    await user.type(box, '{Backspace}{Backspace}')
    expect(screen.getByText('8 / 8')).toBeTruthy()
    expect(box.getAttribute('aria-invalid')).toBeNull()
  })
})

describe('Combobox autocomplete', () => {
  it('multiple with chips: picks from the list and adds free text with allowCustom', async () => {
    function Host() {
      const [v, setV] = useState<string[]>([])
      return (
        <Combobox
          multiple
          allowCustom
          label="Tags"
          value={v}
          onChange={setV}
          options={[
            { value: 'vip', label: 'VIP' },
            { value: 'new', label: 'New' },
          ]}
        />
      )
    }
    const { user } = renderWithProviders(<Host />)
    const input = screen.getByRole('combobox', { name: 'Tags' })
    await user.type(input, 'vi')
    await user.click(await screen.findByRole('option', { name: 'VIP' }))
    await user.type(input, 'Premium')
    const listbox = await screen.findByRole('listbox')
    expect(within(listbox).getAllByRole('option')[0]!.textContent).toBe('Premium')
    await user.keyboard('{Enter}')
    const chips = screen.getAllByRole('button', { name: /^Remove/ })
    expect(chips).toHaveLength(2)
    expect(screen.getByText('Premium')).toBeTruthy()
  })
})

describe('Switch', () => {
  it('is a labelled switch toggled with Space', async () => {
    function Host() {
      const [on, setOn] = useState(false)
      return <Switch label="Notifications" checked={on} onChange={setOn} />
    }
    const { user } = renderWithProviders(<Host />)
    const sw = screen.getByRole('switch', { name: 'Notifications' })
    await user.tab()
    expect(document.activeElement).toBe(sw)
    await user.keyboard(' ')
    expect(sw.getAttribute('aria-checked')).toBe('true')
  })
})

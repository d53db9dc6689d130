// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { renderWithProviders } from '@/testing/render'
import { TextField } from './field'
import { Stepper, StepperActions } from './stepper'
import { useStepper, type StepDef } from './use-stepper'

const schema = z.object({
  email: z.email('Enter an e-mail'),
  name: z.string().min(2, 'Enter a name'),
})
type Values = z.infer<typeof schema>

const STEPS: StepDef[] = [
  { id: 'account', title: 'Account', fields: ['email'] },
  { id: 'personal', title: 'Personal', fields: ['name'] },
  { id: 'done', title: 'Review' },
]

function Wizard({ onSubmit, orientation }: { onSubmit: (v: Values) => void; orientation?: 'horizontal' | 'vertical' }) {
  const { register, trigger, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', name: '' },
  })
  const stepper = useStepper(STEPS, (fields) => trigger(fields as (keyof Values)[]))
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Stepper stepper={stepper} orientation={orientation} />
      {stepper.index === 0 && <TextField label="E-mail" {...register('email')} error={formState.errors.email?.message} />}
      {stepper.index === 1 && <TextField label="Name" {...register('name')} error={formState.errors.name?.message} />}
      {stepper.index === 2 && <p>Ready</p>}
      <StepperActions stepper={stepper} />
    </form>
  )
}

describe('Stepper', () => {
  it('refuses to leave an invalid step, marks it, keeps what was typed going back, then submits', async () => {
    const onSubmit = vi.fn()
    const { user } = renderWithProviders(<Wizard onSubmit={onSubmit} />)
    const steps = screen.getByRole('navigation', { name: 'Steps' })
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toMatch(/Account/)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Enter an e-mail')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Account.*has errors/ })).toBeTruthy()
    expect(screen.getByLabelText('E-mail')).toBeTruthy() // still on step 1

    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByLabelText('Name')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Account.*completed/ })).toBeTruthy()
    expect(screen.getByText('Step 2 of 3')).toBeTruthy()

    // Clicking a later step validates the steps in between.
    await user.click(screen.getByRole('button', { name: /Review/ }))
    expect(await screen.findByText('Enter a name')).toBeTruthy()
    await user.type(screen.getByLabelText('Name'), 'Ana')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', name: 'Ana' }, expect.anything())
  })

  it('renders right to left in Arabic, vertical, with Arabic texts and digits as the app formats them', async () => {
    const { user } = renderWithProviders(<Wizard onSubmit={vi.fn()} orientation="vertical" />, { language: 'ar' })
    expect(document.documentElement.dir).toBe('rtl')
    const nav = screen.getByRole('navigation', { name: 'الخطوات' })
    expect(nav.querySelector('ol')?.className).toMatch(/flex-col/)
    expect(screen.getByText('الخطوة 1 من 3')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'التالي' }))
    expect(await screen.findByRole('button', { name: /تحتوي على أخطاء/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'السابق' }).hasAttribute('disabled')).toBe(true)
  })
})

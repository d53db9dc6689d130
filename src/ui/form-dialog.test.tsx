// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { useFormDialog } from '@/lib/use-form-dialog'
import { renderWithProviders } from '@/testing/render'
import { FormDialog, FormDrawer } from './form-dialog'

const schema = z.object({ name: z.string().min(1) })

function Harness({
  drawer,
  submit,
  onClose,
}: {
  drawer?: boolean
  submit: (values: { name: string }) => Promise<unknown>
  onClose: () => void
}) {
  const dialog = useFormDialog({ schema, open: true, values: () => ({ name: 'Ada' }), submit, onDone: onClose })
  const Shell = drawer ? FormDrawer : FormDialog
  return (
    <Shell dialog={dialog} open onClose={onClose} title="Edit member" submitLabel="Save" className="grid gap-4">
      <input aria-label="Name" {...dialog.form.register('name')} />
    </Shell>
  )
}

describe.each([
  ['FormDialog', false],
  ['FormDrawer', true],
])('%s', (_, drawer) => {
  it('renders the form named by the title, its fields inside; the submit button submits it', async () => {
    const submit = vi.fn(() => Promise.resolve())
    const onClose = vi.fn()
    const { user } = renderWithProviders(<Harness drawer={drawer} submit={submit} onClose={onClose} />)
    const form = await screen.findByRole('form', { name: 'Edit member' })
    expect(form.className).toBe('grid gap-4')
    expect(form.contains(screen.getByRole('textbox', { name: 'Name' }))).toBe(true)
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save.getAttribute('form')).toBe(form.id)
    await user.clear(screen.getByRole('textbox', { name: 'Name' }))
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace')
    await user.click(save)
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: 'Grace' }))
    // `onDone` of useFormDialog closes after a successful submit.
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it('an invalid form is not sent; cancel calls onClose', async () => {
    const submit = vi.fn(() => Promise.resolve())
    const onClose = vi.fn()
    const { user } = renderWithProviders(<Harness drawer={drawer} submit={submit} onClose={onClose} />)
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(submit).not.toHaveBeenCalled()
  })
})

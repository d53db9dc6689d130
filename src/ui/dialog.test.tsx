// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { Dialog, DialogBody, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog'

function Composed({ onSave }: { onSave: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} size="lg">
        <DialogHeader>
          <DialogTitle>Edit invoice</DialogTitle>
          <DialogDescription>Changes are saved at once.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <input aria-label="Amount" />
        </DialogBody>
        <DialogFooter>
          <button type="button" onClick={onSave}>
            Save
          </button>
        </DialogFooter>
      </Dialog>
    </>
  )
}

describe('Dialog parts', () => {
  it('the title names the dialog and the description describes it; body and footer in order', async () => {
    renderWithProviders(<Composed onSave={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Edit invoice' })
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe('Changes are saved at once.')
    const slots = [...dialog.querySelectorAll('[data-slot]')].map((el) => el.getAttribute('data-slot'))
    expect(slots).toEqual(['dialog-header', 'dialog-title', 'dialog-description', 'dialog-body', 'dialog-footer'])
    expect(dialog.querySelector('[data-slot="dialog-footer"]')!.className).toContain('justify-end')
  })

  it('keyboard: Tab moves inside the dialog, Escape closes it', async () => {
    const onSave = vi.fn()
    const { user } = renderWithProviders(<Composed onSave={onSave} />)
    await screen.findByRole('dialog', { name: 'Edit invoice' })
    const inside = [
      screen.getByRole('button', { name: 'Close' }),
      screen.getByRole('textbox', { name: 'Amount' }),
      screen.getByRole('button', { name: 'Save' }),
    ]
    for (let i = 0; i < 4; i++) {
      await user.tab()
      expect(inside).toContain(document.activeElement)
    }
    screen.getByRole('button', { name: 'Save' }).focus()
    await user.keyboard('{Enter}')
    expect(onSave).toHaveBeenCalledTimes(1)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('the close button closes it; the short form still renders title, body and footer', async () => {
    const { user, unmount } = renderWithProviders(<Composed onSave={vi.fn()} />)
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    unmount()
    renderWithProviders(
      <Dialog open onClose={vi.fn()} title="Delete" description="For good." footer={<button type="button">Confirm</button>}>
        <p>Body</p>
      </Dialog>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Delete' })
    expect(dialog.querySelector('[data-slot="dialog-body"]')!.textContent).toBe('Body')
    expect(dialog.querySelector('[data-slot="dialog-footer"]')!.textContent).toBe('Confirm')
  })
})

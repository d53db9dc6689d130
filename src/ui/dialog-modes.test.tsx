// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { Chip } from './chip'
import { Dialog } from './dialog'

function Modal({ persistent }: { persistent?: boolean }) {
  const [open, setOpen] = useState(true)
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      persistent={persistent}
      title="Terms"
      footer={
        <button type="button" onClick={() => setOpen(false)}>
          Agree
        </button>
      }
    >
      Body
    </Dialog>
  )
}

describe('Dialog modes', () => {
  it('closes on Escape by default', async () => {
    const { user } = renderWithProviders(<Modal />)
    await screen.findByRole('dialog', { name: 'Terms' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('a persistent dialog stays on Escape and closes from its own buttons', async () => {
    const { user } = renderWithProviders(<Modal persistent />)
    await screen.findByRole('dialog', { name: 'Terms' })
    await user.keyboard('{Escape}')
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Agree' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('Chip', () => {
  it('names its close button after its text, in the language', async () => {
    let removed = false
    const { user } = renderWithProviders(
      <Chip variant="outlined" onClose={() => (removed = true)}>
        Paris
      </Chip>,
      { language: 'fr' },
    )
    await user.click(screen.getByRole('button', { name: 'Retirer Paris' }))
    expect(removed).toBe(true)
  })
})

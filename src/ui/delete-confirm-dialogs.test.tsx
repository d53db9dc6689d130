// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { DeleteConfirmDialogs } from './delete-confirm-dialogs'

const deletion = () => ({
  mutate: vi.fn((_v: unknown, o?: { onSuccess?: () => void; onSettled?: () => void }) => (o?.onSuccess ?? o?.onSettled)?.()),
  isPending: false,
})

describe('DeleteConfirmDialogs', () => {
  it('deletes one record on confirm, then closes', async () => {
    const remove = deletion()
    const onClose = vi.fn()
    const { user } = renderWithProviders(
      <DeleteConfirmDialogs
        onClose={onClose}
        one={{ open: true, id: 7, remove, title: 'Delete Ann?', message: 'Ann will be gone' }}
        many={{ open: false, selection: null, removeMany: deletion(), title: 'x', message: 'y' }}
      />,
    )
    expect(await screen.findByText('Ann will be gone')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(remove.mutate).toHaveBeenCalledWith(7, expect.anything())
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('deletes the selection on confirm, clears it and closes once settled', async () => {
    const removeMany = deletion()
    const onClose = vi.fn()
    const clear = vi.fn()
    const { user } = renderWithProviders(
      <DeleteConfirmDialogs
        onClose={onClose}
        one={{ open: false, id: undefined, remove: deletion(), title: 'x', message: 'y' }}
        many={{ open: true, selection: { ids: [1, 2], clear }, removeMany, title: 'Delete 2?', message: '2 records' }}
      />,
    )
    expect(await screen.findByText('2 records')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(removeMany.mutate).toHaveBeenCalledWith([1, 2], expect.anything())
    expect(clear).toHaveBeenCalledOnce()
    expect(onClose).toHaveBeenCalledOnce()
  })
})

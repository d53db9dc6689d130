// @vitest-environment jsdom
import { fireEvent, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { demoCard, demoCount } from '@/testing/demo-cards'
import FileInputPage from './pages/file-input-page'

beforeAll(() => {
  let n = 0
  URL.createObjectURL ??= () => `blob:preview-${++n}`
  URL.revokeObjectURL ??= () => {}
})

const file = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type })

describe('file input demos', () => {
  it('shows the twelve demos of SCREENS.md', () => {
    renderWithProviders(<FileInputPage />, { language: 'en' })
    expect(demoCount()).toBe(12)
  })

  it('validation refuses a file that is not an image, with its message', () => {
    renderWithProviders(<FileInputPage />, { language: 'en' })
    const card = demoCard('Validation')
    fireEvent.drop(card.getByTestId('file-drop-area'), { dataTransfer: { files: [file('notes.txt', 'text/plain')] } })
    expect(card.getByRole('alert').textContent).toBe('notes.txt: this type of file is not accepted')
    expect(card.queryByRole('list', { name: 'Chosen files' })).toBeNull()
  })

  it('chips: a chosen file becomes a chip that removes it', async () => {
    const { user } = renderWithProviders(<FileInputPage />, { language: 'en' })
    const card = demoCard('Chips')
    await user.upload(card.getByLabelText('Browse files'), file('plan.pdf', 'application/pdf'))
    const list = card.getByRole('list', { name: 'Chosen files' })
    expect(within(list).getByText('plan.pdf')).toBeTruthy()
    await user.click(within(list).getByRole('button', { name: 'Remove plan.pdf' }))
    expect(card.queryByRole('list', { name: 'Chosen files' })).toBeNull()
  })

  it('density: the compact zone is low and still takes files', async () => {
    const { user } = renderWithProviders(<FileInputPage />, { language: 'en' })
    const compact = within(demoCard('Density').getByRole('group', { name: 'Compact' }))
    expect(compact.getByTestId('file-drop-area').className).toContain('py-2')
    await user.upload(compact.getByLabelText('Browse files'), file('a.png', 'image/png'))
    expect(within(compact.getByRole('list', { name: 'Chosen files' })).getByText('a.png')).toBeTruthy()
  })

  it('selection slot: a chosen file shows as a tile with its extension and size (French)', async () => {
    const { user } = renderWithProviders(<FileInputPage />, { language: 'fr' })
    const card = demoCard('Affichage de la sélection')
    await user.upload(card.getByLabelText('Parcourir'), file('rapport.pdf', 'application/pdf', 3 * 1024))
    const tile = within(card.getByRole('list', { name: 'Fichiers choisis' })).getByRole('listitem')
    expect(within(tile).getByText('PDF')).toBeTruthy()
    expect(within(tile).getByText('rapport.pdf')).toBeTruthy()
    expect(within(tile).getByText(/^3\sko$/)).toBeTruthy()
    await user.click(within(tile).getByRole('button', { name: 'Retirer rapport.pdf' }))
    expect(card.queryByRole('listitem')).toBeNull()
  })

  it('variant: the filled zone is tinted without the dashed outline', () => {
    renderWithProviders(<FileInputPage />, { language: 'en' })
    const card = demoCard('Variant')
    const filled = within(card.getByRole('group', { name: 'Filled' })).getByTestId('file-drop-area')
    const outlined = within(card.getByRole('group', { name: 'Outlined' })).getByTestId('file-drop-area')
    expect(filled.className).toContain('bg-surface-2')
    expect(filled.className).not.toContain('border-dashed')
    expect(outlined.className).toContain('border-dashed')
  })
})

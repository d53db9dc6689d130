// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoCard as card, demoCount } from '@/testing/demo-cards'
import { renderWithProviders } from '@/testing/render'
import DialogPage from './dialog-page'

describe('dialog demo page', () => {
  it('the basic trigger opens its dialog, which closes from its footer', async () => {
    const { user } = renderWithProviders(<DialogPage />, { language: 'en' })
    expect(demoCount()).toBe(8)
    await user.click(card('Basic').getByRole('button', { name: 'Open' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('the overflowed dialog holds the twelve paragraphs', async () => {
    const { user } = renderWithProviders(<DialogPage />, { language: 'en' })
    await user.click(card('Overflowed').getByRole('button', { name: 'Open' }))
    expect((await screen.findByRole('dialog')).querySelectorAll('p.mb-3')).toHaveLength(12)
  })
})

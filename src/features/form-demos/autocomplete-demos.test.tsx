// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { demoCard, demoCount } from '@/testing/demo-cards'
import AutocompletePage from './pages/autocomplete-page'

describe('autocomplete demos', () => {
  it('shows the eleven demos of SCREENS.md', () => {
    renderWithProviders(<AutocompletePage />, { language: 'en' })
    expect(demoCount()).toBe(11)
  })

  it('clearable: the clear button empties the field', async () => {
    const { user } = renderWithProviders(<AutocompletePage />, { language: 'en' })
    const card = demoCard('Clearable')
    expect(card.getByRole<HTMLInputElement>('combobox', { name: 'State' }).value).toBe('Texas')
    await user.click(card.getByRole('button', { name: 'Clear' }))
    expect(card.getByRole<HTMLInputElement>('combobox', { name: 'State' }).value).toBe('')
    expect(card.queryByRole('button', { name: 'Clear' })).toBeNull()
  })

  it('density: the compact field adds a chip for the chosen fruit', async () => {
    const { user } = renderWithProviders(<AutocompletePage />, { language: 'en' })
    const card = demoCard('Density')
    const compact = card.getByRole('combobox', { name: 'Compact' })
    expect(compact.parentElement!.className).toContain('min-h-8')
    await user.type(compact, 'ban')
    await user.click(await screen.findByRole('option', { name: 'Banana' }))
    expect(card.getByRole('button', { name: 'Remove Banana' })).toBeTruthy()
    expect(card.getByRole('button', { name: 'Remove Apple' })).toBeTruthy()
  })

  it('slots: each option shows an avatar, the name and the ISO code', async () => {
    const { user } = renderWithProviders(<AutocompletePage />, { language: 'fr' })
    const card = demoCard('Affichage personnalisé')
    await user.type(card.getByRole('combobox', { name: 'Pays' }), 'Ma')
    const option = await screen.findByRole('option', { name: /Maroc/ })
    expect(within(option).getByText('MA').getAttribute('dir')).toBe('ltr')
    await user.click(option)
    expect(card.getByRole<HTMLInputElement>('combobox', { name: 'Pays' }).value).toBe('Maroc')
  })

  it('variant: the filled field is tinted and chooses like the outlined one', async () => {
    const { user } = renderWithProviders(<AutocompletePage />, { language: 'en' })
    const card = demoCard('Variant')
    const filled = card.getByRole<HTMLInputElement>('combobox', { name: 'Filled' })
    expect(filled.className).toContain('bg-surface-2')
    expect(card.getByRole('combobox', { name: 'Outlined' }).className).not.toContain('bg-surface-2')
    await user.type(filled, 'flo')
    await user.click(await screen.findByRole('option', { name: 'Florida' }))
    expect(filled.value).toBe('Florida')
  })
})

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { demoCard, demoCount } from '@/testing/demo-cards'
import CheckboxPage from './pages/checkbox-page'

describe('checkbox demos', () => {
  it('shows the nine demos of SCREENS.md', () => {
    renderWithProviders(<CheckboxPage />, { language: 'en' })
    expect(demoCount()).toBe(9)
  })

  it('value as a list follows the boxes; the limit refuses a third fruit and says why', async () => {
    const { user } = renderWithProviders(<CheckboxPage />, { language: 'en' })
    const list = demoCard('Value as a list')
    await user.click(list.getByRole('checkbox', { name: 'Apple' }))
    expect(list.getByText('Value: Grape')).toBeTruthy()

    const limit = demoCard('Limit')
    await user.click(limit.getByRole('checkbox', { name: 'Banana' }))
    expect(limit.getByRole('status').textContent).toBe('Selected: 2')
    await user.click(limit.getByRole('checkbox', { name: 'Cherry' }))
    expect(limit.getByRole('checkbox', { name: 'Cherry' })).toHaveProperty('checked', false)
    expect(limit.getByRole('status').textContent).toBe('Choose at most 2.')
  })

  it('the inline text field is enabled by its box (French)', async () => {
    const { user } = renderWithProviders(<CheckboxPage />, { language: 'fr' })
    const inline = demoCard('Champ de texte associé')
    const field = inline.getByRole('textbox')
    expect(field).toHaveProperty('disabled', true)
    await user.click(inline.getByRole('checkbox', { name: 'Ajouter une note' }))
    expect(field).toHaveProperty('disabled', false)
  })
})

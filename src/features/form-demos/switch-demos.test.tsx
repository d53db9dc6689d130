// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { demoCard, demoCount } from '@/testing/demo-cards'
import SwitchPage from './pages/switch-page'

describe('switch demos', () => {
  it('shows the seven demos of SCREENS.md', () => {
    renderWithProviders(<SwitchPage />, { language: 'en' })
    expect(demoCount()).toBe(7)
  })

  it('value as a list follows the switches; the master switch turns every channel on', async () => {
    const { user } = renderWithProviders(<SwitchPage />, { language: 'en' })
    const list = demoCard('Value as a list')
    await user.click(list.getByRole('switch', { name: 'Push notifications' }))
    expect(list.getByText('Value: Email notifications, Push notifications')).toBeTruthy()

    const master = demoCard('Master switch')
    await user.click(master.getByRole('switch', { name: 'Every notification' }))
    expect(master.getAllByRole('switch').map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true', 'true'])
    await user.click(master.getByRole('switch', { name: 'Text messages' }))
    expect(master.getByRole('switch', { name: 'Every notification' }).getAttribute('aria-checked')).toBe('false')
  })

  it('loading: says it is saving, then shows the new state', async () => {
    const { user } = renderWithProviders(<SwitchPage />, { language: 'fr' })
    const loading = demoCard('Chargement')
    await user.click(loading.getByRole('switch'))
    expect(loading.getByRole('status').textContent).toBe('Enregistrement…')
    expect(await loading.findByText('Activé', {}, { timeout: 3000 })).toBeTruthy()
    expect(loading.getByRole('switch').getAttribute('aria-checked')).toBe('true')
  })
})

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ShopSettings } from '@/api/contracts/ecommerce-settings'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import SettingsPage from './pages/settings-page'

withMockApi()

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const stored = async () => (await call<ShopSettings>('/apps/ecommerce/settings')).body

describe('shop settings screen', () => {
  it('saves the store details tab through the API; Discard goes back to what is stored', async () => {
    const { user } = renderWithProviders(<SettingsPage />, { route: '/apps/ecommerce/settings', queryClient: client() })
    const form = await screen.findByRole('form', { name: 'Store details' }, { timeout: 8000 })
    const name = within(form).getByLabelText(/Store name/)
    await user.clear(name)
    await user.type(name, 'Maison Oriel')
    await user.click(within(form).getByRole('button', { name: 'Discard' }))
    expect(within(form).getByLabelText<HTMLInputElement>(/Store name/).value).toBe('Vermilion Store')

    await user.clear(name)
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('This field is required')).toBeTruthy()
    expect((await stored()).store.storeName).toBe('Vermilion Store')

    await user.type(name, 'Maison Oriel')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await stored()).store.storeName).toBe('Maison Oriel'))
  })

  it('shows the six tabs; the notifications tab stores its checkboxes', async () => {
    const { user } = renderWithProviders(<SettingsPage />, { route: '/apps/ecommerce/settings?tab=notifications', queryClient: client() })
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 8000 })
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Store details',
      'Payments',
      'Checkout',
      'Shipping & delivery',
      'Location',
      'Notifications',
    ])
    const form = await screen.findByRole('form', { name: 'Notifications' })
    const box = within(form).getByRole('checkbox', { name: 'New order by App', checked: true })
    await user.click(box)
    expect(within(form).getByRole('checkbox', { name: 'New order by App', checked: false })).toBe(box)
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await stored()).notifications.orders.newOrder).toEqual({ email: true, app: false }))
  })
})

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OrderDetails } from '@/api/contracts/ecommerce-orders'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import OrderDetailsPage from './pages/order-details-page'

withMockApi()

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const stored = async (id: number) => (await call<OrderDetails>(`/apps/ecommerce/orders/${id}`)).body
const open = (id: number) =>
  renderWithProviders(<OrderDetailsPage />, {
    route: `/apps/ecommerce/order/details/${id}`,
    path: '/apps/ecommerce/order/details/:id',
    queryClient: client(),
  })

describe('order details: the Edit dialogs', () => {
  it('edits the shipping address: a field error first, then stored and shown on the card', async () => {
    const { user } = open(8)
    await user.click(await screen.findByRole('button', { name: 'Edit shipping address' }, { timeout: 8000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit shipping address' })
    const city = within(dialog).getByLabelText(/Town \/ city/)
    await user.clear(city)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('This field is required')).toBeTruthy()
    await user.type(city, 'Grenoble')
    await user.clear(within(dialog).getByLabelText(/Postcode/))
    await user.type(within(dialog).getByLabelText(/Postcode/), '38000')
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'FR')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 })
    expect((await stored(8)).shippingAddress).toMatchObject({ city: 'Grenoble', postcode: '38000', country: 'fr' })
    // Shown under the shipping address, and the billing one that follows it until edited.
    expect(await screen.findAllByText(/38000 Grenoble/)).toHaveLength(2)
  }, 30_000)

  it('edits the customer info; a bad phone is refused under its field', async () => {
    const { user } = open(9)
    await user.click(await screen.findByRole('button', { name: 'Edit customer info' }, { timeout: 8000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer info' })
    const phone = within(dialog).getByLabelText(/Phone/)
    await user.clear(phone)
    await user.type(phone, 'call me')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Enter a valid phone number')).toBeTruthy()
    await user.clear(phone)
    await user.type(phone, '+33 6 00 00 00 01')
    await user.clear(within(dialog).getByLabelText(/Name/))
    await user.type(within(dialog).getByLabelText(/Name/), 'Grace Hopper')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect(await stored(9)).toMatchObject({ customer: 'Grace Hopper', contact: '+33 6 00 00 00 01' }), {
      timeout: 8000,
    })
    expect(await screen.findByText('Grace Hopper')).toBeTruthy()
  }, 30_000)
})

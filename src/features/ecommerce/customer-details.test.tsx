// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CustomerProfile } from '@/api/contracts/ecommerce-customer-profile'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import CustomerDetailsPage from './pages/customer-details-page'

withMockApi()

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const stored = async (id: number) => (await call<CustomerProfile>(`/apps/ecommerce/customers/${id}/profile`)).body
const open = (tab: string) =>
  renderWithProviders(<CustomerDetailsPage />, {
    route: `/apps/ecommerce/customer/details/3/${tab}`,
    path: '/apps/ecommerce/customer/details/:id/:tab?',
    queryClient: client(),
  })

describe('customer details tabs', () => {
  it('security: refuses a password without a digit or not confirmed, then stores the change', async () => {
    const { user } = open('security')
    const form = await screen.findByRole('form', { name: 'Change password' }, { timeout: 8000 })
    await user.type(within(form).getByLabelText('New password'), 'abcdefgh')
    await user.type(within(form).getByLabelText('Confirm the new password'), 'abcdefgx')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Use at least one digit')).toBeTruthy()
    expect((await stored(3)).passwordChangedAt).toBeNull()
    await user.clear(within(form).getByLabelText('New password'))
    await user.type(within(form).getByLabelText('New password'), 'abcdefg1')
    await user.clear(within(form).getByLabelText('Confirm the new password'))
    await user.type(within(form).getByLabelText('Confirm the new password'), 'abcdefg2')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('The passwords do not match')).toBeTruthy()
    await user.clear(within(form).getByLabelText('Confirm the new password'))
    await user.type(within(form).getByLabelText('Confirm the new password'), 'abcdefg1')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await stored(3)).passwordChangedAt).not.toBeNull())
  })

  it('address & billing: adds an address (validated), stored as the billing address', async () => {
    const { user } = open('address-billing')
    await user.click(await screen.findByRole('button', { name: 'Add new address' }, { timeout: 8000 }))
    const form = await screen.findByRole('form', { name: 'Add new address' })
    await user.type(within(form).getByLabelText(/Name \(Home/), 'Office')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(form).findAllByText('This field is required')).toHaveLength(3)
    await user.type(within(form).getByLabelText(/Address line 1/), '3 quai Voltaire')
    await user.type(within(form).getByLabelText(/Town/), 'Paris')
    await user.type(within(form).getByLabelText(/Postcode/), '75007')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await stored(3)).addresses.map((a) => a.line1)).toEqual(['3 quai Voltaire']))
    const p = await stored(3)
    expect(p.billingAddressId).toBe(p.addresses[0]!.id)
    expect(await screen.findByRole('heading', { name: 'Office' })).toBeTruthy()
  })

  it('notifications: stores the checkboxes', async () => {
    const { user } = open('notifications')
    const box = await screen.findByRole('checkbox', { name: 'New for you – Email' }, { timeout: 8000 })
    expect((box as HTMLInputElement).checked).toBe(true)
    await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await stored(3)).notifications.newForYou.email).toBe(false))
  })

  it('edit details: a bad e-mail is refused, then the new name and username are stored and shown', async () => {
    const { user } = open('')
    await user.click(await screen.findByRole('button', { name: 'Edit details' }, { timeout: 8000 }))
    const form = await screen.findByRole('form', { name: "Edit the customer's details" })
    const email = within(form).getByLabelText(/E-?mail/)
    await user.clear(email)
    await user.type(email, 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText(/valid e-?mail/i)).toBeTruthy()
    await user.clear(email)
    await user.type(email, 'new.address@example.com')
    await user.clear(within(form).getByLabelText(/Username/))
    await user.type(within(form).getByLabelText(/Username/), 'new.name')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await stored(3)).username).toBe('new.name'))
    const details = (await call<{ email: string }>('/apps/ecommerce/customers/3')).body
    expect(details.email).toBe('new.address@example.com')
    expect(await screen.findByText('new.address@example.com')).toBeTruthy()
  })

  it('upgrade to premium: stores the plan, the card says Premium and the button goes', async () => {
    const { user } = open('')
    await user.click(await screen.findByRole('button', { name: 'Upgrade to premium' }, { timeout: 8000 }))
    const form = await screen.findByRole('form', { name: 'Upgrade the plan' })
    expect((within(form).getByLabelText('Plan') as HTMLSelectElement).value).toBe('premium')
    await user.click(screen.getByRole('button', { name: 'Upgrade' }))
    await waitFor(async () => expect((await stored(3)).plan).toBe('premium'))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Upgrade to premium' })).toBeNull())
    expect(screen.getByText('Plan', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Premium')
  })

  it('address & billing: the card on file is removed after confirmation', async () => {
    expect((await stored(3)).cards).toHaveLength(1)
    const { user } = open('address-billing')
    await user.click(await screen.findByRole('button', { name: /^Remove the .+ card ending in \d{4}$/ }, { timeout: 8000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(async () => expect((await stored(3)).cards).toEqual([]))
    expect(await screen.findByText('No saved card')).toBeTruthy()
  })
})

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Invoice, InvoiceDetailResponse, InvoiceListResponse, InvoiceStatsResponse } from '@/api/contracts/invoices'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import InvoiceFormPage from './pages/invoice-form-page'
import InvoiceListPage from './pages/invoice-list-page'
import InvoicePreviewPage from './pages/invoice-preview-page'

withMockApi()

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const slow = { timeout: 8000 }
const countInvoices = async () => (await call<InvoiceListResponse>('/apps/invoice', { query: { itemsPerPage: -1 } })).body.totalInvoices
const renderForm = (route = '/apps/invoice/add', path = '/apps/invoice/add') =>
  renderWithProviders(<InvoiceFormPage />, { route, path, queryClient: client() })
const line = (n: number) => within(screen.getByRole('group', { name: `Line ${n}` }))
const money = (testId: string) => screen.getByTestId(testId).textContent?.replace(/[^\d.,-]/g, '')

async function chooseClient(user: ReturnType<typeof renderForm>['user']) {
  const select = screen.getByLabelText('Client')
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBe(6), slow)
  await user.selectOptions(select, within(select).getAllByRole('option')[1]!)
}

describe('invoice add form', () => {
  it('computes the totals while typing the lines, the discount and the tax (Intl money)', async () => {
    const { user } = renderForm()
    await line(1).findByLabelText(/Item/)
    await user.type(line(1).getByLabelText(/Unit cost/), '{Control>}a{/Control}120.5')
    await user.type(line(1).getByLabelText(/Quantity/), '{Control>}a{/Control}2')
    expect(line(1).getByText('€241.00')).toBeTruthy()
    expect(money('invoice-total')).toBe('241.00')
    await user.click(screen.getByRole('button', { name: 'Add item' }))
    await user.type(line(2).getByLabelText(/Unit cost/), '{Control>}a{/Control}30')
    await user.type(screen.getByLabelText('Discount (%)'), '{Control>}a{/Control}10')
    await user.type(screen.getByLabelText('Tax (%)'), '{Control>}a{/Control}20')
    // 271 - 10 % = 243.90, + 20 % = 292.68.
    await waitFor(() => expect(money('invoice-total')).toBe('292.68'))
    expect(money('invoice-subtotal')).toBe('271.00')
    expect(money('invoice-discount')).toBe('27.10')
    expect(money('invoice-tax')).toBe('48.78')
    expect(screen.getByText('Discount (10%):')).toBeTruthy()
  })

  it('validates the repeater: no line, a quantity of 0, a negative cost, an empty item; nothing is sent', async () => {
    const { user, location } = renderForm()
    await line(1).findByLabelText(/Item/)
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }))
    expect(screen.queryByRole('group', { name: 'Line 1' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Add at least one line')).toBeTruthy()
    expect(screen.getByText('This field is required')).toBeTruthy() // no client chosen

    await user.click(screen.getByRole('button', { name: 'Add item' }))
    await user.type(line(1).getByLabelText(/Quantity/), '{Control>}a{/Control}0')
    await user.type(line(1).getByLabelText(/Unit cost/), '{Control>}a{/Control}-5')
    await user.type(screen.getByLabelText('Tax (%)'), '{Control>}a{/Control}120')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await line(1).findByText('At least 1')).toBeTruthy()
    expect(line(1).getByText('Enter a valid number')).toBeTruthy()
    expect(line(1).getAllByText('This field is required')).toHaveLength(1) // the item's title
    expect(screen.getByText('Enter a percentage between 0 and 100')).toBeTruthy()
    expect(screen.queryByText('Add at least one line')).toBeNull()
    expect(money('invoice-total')).toBe('0.00') // never negative
    expect(location().pathname).toBe('/apps/invoice/add')
    expect(await countInvoices()).toBe(50)
  })

  it('saves through the API (computed total) and opens the preview', async () => {
    const { user, location } = renderForm()
    await chooseClient(user)
    await user.type(line(1).getByLabelText(/Item/), 'Audit{Tab}')
    await user.type(line(1).getByLabelText(/Unit cost/), '{Control>}a{/Control}99.99')
    await user.type(line(1).getByLabelText(/Quantity/), '{Control>}a{/Control}3')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(location().pathname).toBe('/apps/invoice/preview/5051'), slow)
    const saved = (await call<InvoiceDetailResponse>('/apps/invoice/5051')).body.invoice
    expect(saved).toMatchObject({
      total: 299.97,
      balance: 299.97,
      service: 'Audit',
      invoiceStatus: 'Draft',
      items: [{ title: 'Audit', qty: 3 }],
    })
  })

  it('edits a stored invoice: its lines and client are in the form, the paid part stays paid', async () => {
    const { user, location } = renderForm('/apps/invoice/edit/5003', '/apps/invoice/edit/:id')
    const seeded = (await call<InvoiceDetailResponse>('/apps/invoice/5003')).body.invoice
    expect(seeded.invoiceStatus).toBe('Paid')
    expect(await screen.findByDisplayValue(seeded.service, {}, slow)).toBeTruthy()
    expect((screen.getByLabelText('Client') as HTMLSelectElement).value).toBe(seeded.client.companyEmail)
    await user.click(screen.getByRole('button', { name: 'Add item' }))
    await user.type(line(2).getByLabelText(/Item/), 'Extra{Enter}')
    await user.type(line(2).getByLabelText(/Unit cost/), '{Control>}a{/Control}100')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(location().pathname).toBe('/apps/invoice/preview/5003'), slow)
    const saved = (await call<InvoiceDetailResponse>('/apps/invoice/5003')).body.invoice
    expect(saved).toMatchObject({ total: seeded.total + 100, balance: 100, invoiceStatus: 'Partial Payment', client: seeded.client })
  })
})

describe('invoice preview', () => {
  it('adds a payment: refused above the balance, then the balance and status follow', async () => {
    const { user } = renderWithProviders(<InvoicePreviewPage />, {
      route: '/apps/invoice/preview/5001',
      path: '/apps/invoice/preview/:id',
      queryClient: client(),
    })
    const doc = await screen.findByRole('article', { name: 'Invoice #5001' }, slow)
    expect(within(doc).getByText('Unlimited Extended License')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Add payment' }))
    const drawer = await screen.findByRole('dialog', { name: 'Add payment' })
    const amount = within(drawer).getByLabelText(/Payment amount/)
    await user.type(amount, '{Control>}a{/Control}9000')
    await user.click(within(drawer).getByRole('button', { name: 'Record payment' }))
    expect(await within(drawer).findByText('The amount cannot exceed the balance')).toBeTruthy()
    await user.type(amount, '{Control>}a{/Control}948.99')
    await user.click(within(drawer).getByRole('button', { name: 'Record payment' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add payment' })).toBeNull(), slow)
    await waitFor(() => expect(within(doc).getByText('Balance due:').nextSibling?.textContent).toContain('8,000.00'))
    const stored = (await call<{ invoice: Invoice }>('/apps/invoice/5001')).body.invoice
    expect(stored).toMatchObject({ balance: 8000, invoiceStatus: 'Partial Payment' })
  })
})

describe('invoice list', () => {
  it('shows the live figures and the rows; the status filter goes to the URL and the API', async () => {
    const { user, location } = renderWithProviders(<InvoiceListPage />, { route: '/apps/invoice/list', queryClient: client() })
    const table = screen.getByRole('table', { name: 'Invoices' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11), slow)
    const all = (await call<InvoiceListResponse>('/apps/invoice', { query: { itemsPerPage: -1 } })).body.invoices
    const figures = (await call<InvoiceStatsResponse>('/apps/invoice/stats')).body
    expect(figures.invoices).toBe(50)
    const strip = within(screen.getByRole('region', { name: 'Invoice figures' }))
    await waitFor(() => expect(strip.getByText(String(figures.clients))).toBeTruthy(), slow)
    expect(strip.getByText('50')).toBeTruthy()
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid')
    await waitFor(() => expect(location().search).toBe('?status=Paid'))
    const paid = all.filter((i) => i.invoiceStatus === 'Paid').length
    await waitFor(() => expect(within(table).getAllByRole('img', { name: 'Paid' })).toHaveLength(Math.min(10, paid)), slow)
  })
})

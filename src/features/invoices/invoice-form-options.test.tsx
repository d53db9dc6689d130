// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { InvoiceDetailResponse } from '@/api/contracts/invoices'
import { renderWithProviders } from '@/testing/render'
// Aliased: the react-hooks lint rule reads any `use*` call as a React hook.
import { call, setupMockApi as withMockApi } from '@/testing/mock-api'
import InvoiceFormPage from './pages/invoice-form-page'
import InvoiceListPage from './pages/invoice-list-page'
import InvoicePreviewPage from './pages/invoice-preview-page'

withMockApi()

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const slow = { timeout: 8000 }
const render = (ui: React.ReactElement, route: string, path: string) => renderWithProviders(ui, { route, path, queryClient: client() })
const renderAdd = () => render(<InvoiceFormPage />, '/apps/invoice/add', '/apps/invoice/add')
const line = (n: number) => within(screen.getByRole('group', { name: `Line ${n}` }))
const stored = async (id: number) => (await call<InvoiceDetailResponse>(`/apps/invoice/${id}`)).body.invoice

async function fillRequired(user: ReturnType<typeof renderAdd>['user']) {
  const select = screen.getByLabelText('Client')
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBe(6), slow)
  await user.selectOptions(select, within(select).getAllByRole('option')[1]!)
  await user.type(line(1).getByRole('combobox', { name: /Item/ }), 'seo')
  await user.click(await screen.findByRole('option', { name: /SEO Audit/ }, slow))
}

describe('invoice form: the item picker', () => {
  it('fills the description and the unit cost from the picked item; both stay editable', async () => {
    const { user } = renderAdd()
    const item = await line(1).findByRole('combobox', { name: /Item/ }, slow)
    await user.type(item, 'seo')
    await user.click(await screen.findByRole('option', { name: /SEO Audit/ }, slow))
    expect((item as HTMLInputElement).value).toBe('SEO Audit')
    expect((line(1).getByLabelText('Description') as HTMLInputElement).value).toBe('Technical and content audit with a report')
    const cost = line(1).getByLabelText(/Unit cost/) as HTMLInputElement
    expect(cost.value).toBe('1200')
    expect(line(1).getByText('€1,200.00')).toBeTruthy()
    await user.type(cost, '{Control>}a{/Control}1000')
    await user.type(line(1).getByLabelText('Description'), ' (short)')
    expect(line(1).getByText('€1,000.00')).toBeTruthy()
    expect((line(1).getByLabelText('Description') as HTMLInputElement).value).toBe('Technical and content audit with a report (short)')
  })
})

describe('invoice form: the side card', () => {
  it('stores "accept payments via" and the switches with the invoice', async () => {
    const { user, location } = renderAdd()
    await fillRequired(user)
    const stub = screen.getByRole('switch', { name: 'Payment stub' })
    const notes = screen.getByRole('switch', { name: 'Client notes' })
    expect([
      screen.getByRole('switch', { name: 'Payment terms' }).getAttribute('aria-checked'),
      notes.getAttribute('aria-checked'),
    ]).toEqual(['true', 'true'])
    expect(stub.getAttribute('aria-checked')).toBe('false')
    await user.click(stub)
    await user.click(notes)
    await user.selectOptions(screen.getByLabelText('Accept payments via'), 'Paypal')
    await user.type(screen.getByLabelText('Note'), 'Internal only')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(location().pathname).toBe('/apps/invoice/preview/5051'), slow)
    expect(await stored(5051)).toMatchObject({ acceptPaymentsVia: 'Paypal', paymentTerms: true, clientNotes: false, paymentStub: true })
  })

  it('shows the stored options on the edit form and the document', async () => {
    const body = {
      ...(await stored(5002)),
      acceptPaymentsVia: 'Cash',
      paymentTerms: false,
      clientNotes: true,
      paymentStub: true,
      note: 'Merci',
    }
    const { id: _id, balance: _b, invoiceStatus: _s, ...input } = body
    expect((await call(`/apps/invoice/5002`, { method: 'PUT', body: input })).status).toBe(200)
    const { unmount } = render(<InvoiceFormPage />, '/apps/invoice/edit/5002', '/apps/invoice/edit/:id')
    await screen.findByRole('switch', { name: 'Payment stub' }, slow)
    const switches = ['Payment terms', 'Client notes', 'Payment stub'].map((name) => screen.getByRole('switch', { name }))
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'true', 'true'])
    expect((screen.getByLabelText('Accept payments via') as HTMLSelectElement).value).toBe('Cash')
    unmount()

    render(<InvoicePreviewPage />, '/apps/invoice/preview/5002', '/apps/invoice/preview/:id')
    const doc = await screen.findByRole('article', { name: 'Invoice #5002' }, slow)
    expect(within(doc).getByText('Merci')).toBeTruthy()
    expect(within(doc).queryByText('Payment terms:')).toBeNull()
    const stub = within(doc).getByRole('region', { name: 'Payment stub' })
    expect(within(stub).getByText('Cash')).toBeTruthy()
  })

  it('"Send invoice" on the add form saves first, then sends from the drawer (status Sent)', async () => {
    const { user, location } = renderAdd()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send invoice' }))
    const drawer = await screen.findByRole('dialog', { name: 'Send invoice' }, slow)
    expect(await stored(5051)).toMatchObject({ invoiceStatus: 'Draft', service: 'SEO Audit' })
    expect(location().pathname).toBe('/apps/invoice/add')
    await user.click(within(drawer).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(location().pathname).toBe('/apps/invoice/preview/5051'), slow)
    expect((await stored(5051)).invoiceStatus).toBe('Sent')
  })
})

describe('invoice list: the row menu', () => {
  it('downloads a draft: status Downloaded through the API, then the print view', async () => {
    const draft = (await call<{ invoices: { id: number }[] }>('/apps/invoice', { query: { status: 'Draft', itemsPerPage: 1 } })).body
      .invoices[0]!
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { user, location } = render(<InvoiceListPage />, `/apps/invoice/list?q=${draft.id}`, '/apps/invoice/list')
    await user.click(await screen.findByRole('button', { name: `More actions for invoice #${draft.id}` }, slow))
    await user.click(await screen.findByRole('menuitem', { name: 'Download' }))
    await waitFor(() => expect(location().pathname).toBe(`/apps/invoice/preview/${draft.id}`), slow)
    expect(location().search).toBe('?print=1')
    expect((await stored(draft.id)).invoiceStatus).toBe('Downloaded')
    print.mockRestore()
  })

  it('duplicates an invoice: a new Draft with the same client and total, then its edit form', async () => {
    const source = await stored(5003)
    const { user, location } = render(<InvoiceListPage />, '/apps/invoice/list?q=5003', '/apps/invoice/list')
    await user.click(await screen.findByRole('button', { name: 'More actions for invoice #5003' }, slow))
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }))
    await waitFor(() => expect(location().pathname).toBe('/apps/invoice/edit/5051'), slow)
    expect(await stored(5051)).toMatchObject({ client: source.client, total: source.total, balance: source.total, invoiceStatus: 'Draft' })
  })
})

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import type { SalesListResponse } from '@/api/contracts/datatable'
import DataTablePage from './pages/data-table-page'

setupMockApi()

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
const table = (name: string) => screen.getByRole('table', { name })

describe('data table demos', () => {
  it('expandable rows: the chevron opens and closes the details row under its row', async () => {
    const { user } = renderWithProviders(<DataTablePage />, { language: 'en', queryClient: client() })
    const t = within(table('Expandable rows'))
    expect(t.getAllByRole('row')).toHaveLength(6)
    const toggle = t.getByRole('button', { name: 'Details of Korrie O’Crevy' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(details.textContent).toContain('korrie.1@example.com')
    expect(details.textContent).toContain('Years of experience')
    expect(t.getAllByRole('row')).toHaveLength(7)
    expect(document.activeElement).toBe(toggle)
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(t.getAllByRole('row')).toHaveLength(6)
  })

  it('grouped rows: a header row per status of the page, with its count', async () => {
    renderWithProviders(<DataTablePage />, { language: 'fr', queryClient: client() })
    const t = within(table('Lignes groupées'))
    const groups = t.getAllByRole('columnheader').filter((h) => h.getAttribute('scope') === 'colgroup')
    expect(groups.map((g) => g.textContent)).toEqual(
      ['En poste', 'Professionnel', 'Refusé', 'Démissionnaire', 'Candidat'].map((status) => `${status}Personnes : 1`),
    )
    // Each group header comes right before the row of its person.
    expect(t.getAllByRole('row').map((r) => r.getAttribute('data-group') ?? 'row')).toEqual([
      'row',
      'current',
      'row',
      'professional',
      'row',
      'rejected',
      'row',
      'resigned',
      'row',
      'applied',
      'row',
    ])
  })

  it('external pagination: no table footer; the outside pager and page size drive the rows', async () => {
    const { user } = renderWithProviders(<DataTablePage />, { language: 'en', queryClient: client() })
    const card = table('External pagination').closest('[data-testid="demo-card"]') as HTMLElement
    const c = within(card)
    expect(c.queryByText(/of 36/)).toBeNull()
    await waitFor(() => expect(c.getAllByRole('row')).toHaveLength(6))
    await user.click(c.getByRole('button', { name: 'Page 2' }))
    expect(within(table('External pagination')).getByText('Hallsy Ganderton')).toBeTruthy()
    await user.selectOptions(c.getByLabelText('Items per page'), '20')
    await waitFor(() => expect(c.getAllByRole('row')).toHaveLength(21))
  })

  it('kitchen sink: edits a row in a dialog (PUT) and deletes one after confirmation (DELETE)', async () => {
    const { user } = renderWithProviders(<DataTablePage />, { language: 'en', queryClient: client() })
    const sales = await screen.findByRole('table', { name: 'Sales' })
    const [edit] = await within(sales).findAllByRole('button', { name: /^Edit / }, { timeout: 10_000 })
    const product = edit!.getAttribute('aria-label')!.replace('Edit ', '')
    await user.click(edit!)
    const dialog = await screen.findByRole('dialog')
    const buyer = within(dialog).getByLabelText(/Buyer/)
    await user.clear(buyer)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('This field is required', {}, { timeout: 10_000 })).toBeTruthy()
    await user.type(buyer, 'Camille Martin')
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Cancelled')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 })
    const stored = (await call<SalesListResponse>('/pages/datatable')).body[0]!
    expect(stored.buyer.name).toBe('Camille Martin')
    expect(stored.payment.status).toBe('Cancelled')

    await user.click(within(sales).getByRole('button', { name: `Delete ${product}` }))
    const confirm = await screen.findByRole('dialog')
    expect(confirm.textContent).toContain(`The sale of ${product} will be deleted for good.`)
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 })
    const rows = (await call<SalesListResponse>('/pages/datatable')).body
    expect(rows).toHaveLength(99)
    expect(rows.some((r) => r.id === stored.id)).toBe(false)
  }, 30_000)

  it('row editing: the ten demos of SCREENS.md; a dialog edits a sales row through PUT', async () => {
    const { user } = renderWithProviders(<DataTablePage />, { language: 'en', queryClient: client() })
    expect(screen.getAllByTestId('demo-card')).toHaveLength(10)
    const editing = await screen.findByRole('table', { name: 'Row editing via a dialog' })
    const [edit] = await within(editing).findAllByRole('button', { name: /^Edit / }, { timeout: 10_000 })
    await user.click(edit!)
    const dialog = await screen.findByRole('dialog')
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Completed')
    await user.clear(within(dialog).getByLabelText(/Buyer/))
    await user.type(within(dialog).getByLabelText(/Buyer/), 'Yasmin Haddad')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 })
    expect(await within(editing).findByText('Yasmin Haddad', {}, { timeout: 10_000 })).toBeTruthy()
    const stored = (await call<SalesListResponse>('/pages/datatable')).body[0]!
    expect(stored).toMatchObject({ buyer: { name: 'Yasmin Haddad' }, payment: { status: 'Completed' } })
  }, 30_000)
})

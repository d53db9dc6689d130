import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { expectSorted } from '@/testing/sorted'
import { reopenDb } from '@/mocks/db'
import {
  INVOICE_SORT_KEYS,
  invoiceDetailResponse,
  invoiceListResponse,
  type Invoice,
  type InvoiceClient,
  type InvoiceDetailResponse,
  type InvoiceListResponse,
  type InvoiceSortKey,
} from '@/api/contracts/invoices'
import seedInvoices from '@seed/invoices.json'

setupMockApi()

const list = (query: Record<string, string | number | undefined> = {}) => call<InvoiceListResponse>('/apps/invoice', { query })
const newestFirst = [...seedInvoices].sort((a, b) => b.issuedDate.localeCompare(a.issuedDate) || b.id - a.id)

describe('GET /api/apps/invoice/clients', () => {
  it('answers the first 5 distinct clients', async () => {
    const res = await call<InvoiceClient[]>('/apps/invoice/clients')
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(5)
    expect(res.body).toEqual(seedInvoices.slice(0, 5).map((i) => i.client))
  })
})

describe('GET /api/apps/invoice', () => {
  it('answers 10 invoices, newest first, with the total, in the exact wire shape', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(invoiceListResponse.strict().parse(res.body)).toBeTruthy()
    expect(res.body.totalInvoices).toBe(50)
    expect(res.body.invoices.map((i) => i.id)).toEqual(newestFirst.slice(0, 10).map((i) => i.id))
    expectSorted(res.body.invoices, (i) => i.issuedDate, 'desc')
  })

  it('searches the client name, the company email or the id', async () => {
    const target = seedInvoices[12]!
    const byName = await list({ q: target.client.name.toLowerCase(), itemsPerPage: -1 })
    expect(byName.body.totalInvoices).toBe(seedInvoices.filter((i) => i.client.name === target.client.name).length)
    const byEmail = await list({ q: target.client.companyEmail.toUpperCase(), itemsPerPage: -1 })
    byEmail.body.invoices.forEach((i) => expect(i.client.companyEmail).toBe(target.client.companyEmail))
    expect(byEmail.body.totalInvoices).toBeGreaterThan(0)
    const byId = await list({ q: String(target.id) })
    expect(byId.body.invoices.map((i) => i.id)).toEqual([target.id])
    const byService = await list({ q: 'Software Development' })
    expect(byService.body.totalInvoices).toBe(0)
  })

  it('filters by status', async () => {
    const res = await list({ status: 'Paid', itemsPerPage: -1 })
    expect(res.body.totalInvoices).toBe(seedInvoices.filter((i) => i.invoiceStatus === 'Paid').length)
    res.body.invoices.forEach((i) => expect(i.invoiceStatus).toBe('Paid'))
  })

  const inRange = (start: string, end: string) =>
    seedInvoices
      .filter((i) => i.issuedDate >= start && i.issuedDate <= end)
      .map((i) => i.id)
      .sort()
  it.each([
    ['JSON', { selectedDateRange: JSON.stringify({ start: '2025-03-01', end: '2025-04-30' }) }],
    ['brackets', { 'selectedDateRange[start]': '2025-03-01', 'selectedDateRange[end]': '2025-04-30' }],
    ['plain start/end', { start: '2025-03-01', end: '2025-04-30T23:59:59.000Z' }],
  ])('filters by an issued-date range sent as %s (inclusive)', async (_form, query) => {
    const res = await list({ ...query, itemsPerPage: -1 })
    const expected = inRange('2025-03-01', '2025-04-30')
    expect(expected.length).toBeGreaterThan(3)
    expect(res.body.invoices.map((i) => i.id).sort()).toEqual(expected)
  })

  it('takes an open-ended range and ignores a malformed one', async () => {
    const from = await list({ start: '2025-08-01', itemsPerPage: -1 })
    expect(from.body.totalInvoices).toBe(seedInvoices.filter((i) => i.issuedDate >= '2025-08-01').length)
    const junk = await list({ selectedDateRange: '{oops', itemsPerPage: -1 })
    expect(junk.body.totalInvoices).toBe(50)
  })

  const field: Record<InvoiceSortKey, (i: Invoice) => string | number> = {
    client: (i) => i.client.name,
    total: (i) => i.total,
    id: (i) => i.id,
    date: (i) => i.issuedDate,
    balance: (i) => i.balance,
  }
  for (const sortBy of INVOICE_SORT_KEYS) {
    it.each(['asc', 'desc'] as const)(`sorts by ${sortBy} %s`, async (orderBy) => {
      const res = await list({ sortBy, orderBy, itemsPerPage: -1 })
      expect(res.body.invoices).toHaveLength(50)
      expectSorted(res.body.invoices, field[sortBy], orderBy)
    })
  }

  it('pages: page 5 is the last, beyond is empty, non-numeric values fall back, -1 is all', async () => {
    expect((await list({ page: 5 })).body.invoices.map((i) => i.id)).toEqual(newestFirst.slice(40).map((i) => i.id))
    expect((await list({ page: 6 })).body).toEqual({ invoices: [], totalInvoices: 50 })
    expect((await list({ itemsPerPage: 'ten' })).body.invoices).toHaveLength(10)
    expect((await list({ page: 'two', itemsPerPage: 5 })).body.invoices[0]!.id).toBe(newestFirst[0]!.id)
    expect((await list({ itemsPerPage: -1 })).body.invoices).toHaveLength(50)
  })
})

describe('GET /api/apps/invoice/{id}', () => {
  it('answers the invoice with its payment details', async () => {
    const res = await call<InvoiceDetailResponse>('/apps/invoice/5003')
    expect(res.status).toBe(200)
    expect(invoiceDetailResponse.strict().parse(res.body)).toBeTruthy()
    expect(res.body.invoice).toEqual(seedInvoices[2])
    expect(res.body.paymentDetails.totalDue).toBe(seedInvoices[2]!.balance)
  })

  it.each(['4000', 'nope'])('answers 404 "No invoice found with this id" for %s', async (id) => {
    const res = await call(`/apps/invoice/${id}`)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'No invoice found with this id' })
  })
})

describe('DELETE /api/apps/invoice/{id}', () => {
  it('answers 204, and the invoice is gone for good', async () => {
    expect((await call('/apps/invoice/5010', { method: 'DELETE' })).status).toBe(204)
    expect((await call('/apps/invoice/5010')).status).toBe(404)
    expect(await reopenDb().invoices.get(5010)).toBeUndefined()
    expect((await list()).body.totalInvoices).toBe(49)
  })

  it('answers 404 {error: "Something went wrong"} for an unknown id', async () => {
    const res = await call('/apps/invoice/1', { method: 'DELETE' })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: 'Something went wrong' })
    expect(await reopenDb().invoices.count()).toBe(50)
  })
})

const draft = {
  issuedDate: '2025-10-01',
  dueDate: '2025-10-31',
  client: {
    name: 'Mei Okafor',
    company: 'Fjord Design',
    companyEmail: 'Mei@FjordDesign.example',
    address: '4 rue du Moulin, 44000 Nantes',
    country: 'fr',
    contact: '+33 6 10 20 30 40',
  },
  service: 'App Design',
  total: 1250.5,
}

describe('POST /api/apps/invoice', () => {
  it('creates a Draft invoice with id = highest + 1 and balance = total, persistently', async () => {
    const res = await call<Invoice>('/apps/invoice', { method: 'POST', body: draft })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      id: 5051,
      invoiceStatus: 'Draft',
      balance: 1250.5,
      avatar: null,
      client: { companyEmail: 'mei@fjorddesign.example', country: 'FR' },
    })
    expect(await reopenDb().invoices.get(5051)).toEqual(res.body)
    expect((await list()).body.invoices[0]!.id).toBe(5051)
  })

  it('answers 400 with field errors and writes nothing', async () => {
    const empty = await call<{ errors: Record<string, string[]> }>('/apps/invoice', { method: 'POST', body: {} })
    expect(empty.status).toBe(400)
    expect(Object.keys(empty.body.errors).sort()).toEqual(['client', 'dueDate', 'issuedDate', 'service', 'total'])
    const bad = await call<{ errors: Record<string, string[]> }>('/apps/invoice', {
      method: 'POST',
      body: { ...draft, dueDate: '2025-09-01', balance: 2000, total: 10.123, client: { ...draft.client, companyEmail: 'nope' } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({ total: ['validation.maxTwoDecimals'], 'client.companyEmail': ['validation.email'] })
    const order = await call<{ errors: Record<string, string[]> }>('/apps/invoice', {
      method: 'POST',
      body: { ...draft, dueDate: '2025-09-01', balance: 2000 },
    })
    expect(order.body.errors).toEqual({ dueDate: ['validation.endBeforeStart'], balance: ['validation.balanceAboveTotal'] })
    expect(await reopenDb().invoices.count()).toBe(50)
  })
})

describe('PUT /api/apps/invoice/{id}', () => {
  it('replaces the invoice, keeping its id, persistently', async () => {
    const res = await call<Invoice>('/apps/invoice/5002', { method: 'PUT', body: { ...draft, invoiceStatus: 'Paid', balance: 0 } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 5002, invoiceStatus: 'Paid', balance: 0, service: 'App Design' })
    expect(await reopenDb().invoices.get(5002)).toEqual(res.body)
  })

  it('answers 404 for an unknown invoice and 400 for a bad body, writing nothing', async () => {
    const unknown = await call('/apps/invoice/42', { method: 'PUT', body: draft })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ message: 'No invoice found with this id' })
    const bad = await call('/apps/invoice/5002', { method: 'PUT', body: { ...draft, invoiceStatus: 'Lost' } })
    expect(bad.status).toBe(400)
    expect(await reopenDb().invoices.get(5002)).toEqual(seedInvoices[1])
  })
})

// Issue #8: the list answers from cached key lists and projections; every write must show at once.
describe('the list after a write (no stale cache)', () => {
  it('finds, counts and orders a created, edited then deleted invoice at once', async () => {
    // Warm the caches: the search projection, the folded-client order, the date and total indexes.
    expect((await list({ q: 'orrery' })).body.totalInvoices).toBe(0)
    await list({ sortBy: 'client', orderBy: 'asc' })
    await list({ sortBy: 'total', orderBy: 'desc' })
    await list()

    const created = await call<Invoice>('/apps/invoice', {
      method: 'POST',
      body: {
        ...draft,
        client: { ...draft.client, companyEmail: 'billing@orrery.example' },
        issuedDate: '2030-01-01',
        dueDate: '2030-01-31',
        total: 999_999,
      },
    })
    expect(created.status).toBe(201)
    const id = created.body.id
    expect((await list({ q: 'ORRERY' })).body).toMatchObject({ totalInvoices: 1, invoices: [{ id }] })
    const newest = await list()
    expect(newest.body.totalInvoices).toBe(51)
    expect(newest.body.invoices[0]!.id).toBe(id) // newest first
    expect((await list({ sortBy: 'total', orderBy: 'desc' })).body.invoices[0]!.id).toBe(id)
    expect((await list({ start: '2030-01-01' })).body.invoices.map((i) => i.id)).toEqual([id])

    // Renamed: À sorts with A, before every seeded client (Aaliyah…), not after Z.
    const edited = await call<Invoice>(`/apps/invoice/${id}`, {
      method: 'PUT',
      body: {
        ...draft,
        client: { ...draft.client, companyEmail: 'billing@orrery.example', name: 'Àabid Karimi' },
        issuedDate: '2024-01-01',
        dueDate: '2024-01-31',
      },
    })
    expect(edited.status).toBe(200)
    const byClient = await list({ sortBy: 'client', orderBy: 'asc' })
    expect(byClient.body.totalInvoices).toBe(51)
    expect(byClient.body.invoices[0]).toMatchObject({ id, client: { name: 'Àabid Karimi' } })
    expect((await list({ q: 'karimi' })).body.invoices.map((i) => i.id)).toEqual([id])
    expect((await list()).body.invoices.map((i) => i.id)).not.toContain(id) // no longer the newest
    expect((await list({ start: '2030-01-01' })).body.totalInvoices).toBe(0)

    expect((await call(`/apps/invoice/${id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await list({ q: 'karimi' })).body).toEqual({ invoices: [], totalInvoices: 0 })
    const after = await list({ sortBy: 'client', orderBy: 'asc', itemsPerPage: -1 })
    expect(after.body.totalInvoices).toBe(50)
    expect(after.body.invoices.map((i) => i.id)).not.toContain(id)
  })
})

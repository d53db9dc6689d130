import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import { invoiceCatalogueResponse } from '@/api/contracts/invoice-items'
import type { Invoice, InvoiceDetailResponse } from '@/api/contracts/invoices'
import seedInvoices from '@seed/invoices.json'

setupMockApi()

type Errors = { message: string; errors: Record<string, string[]> }

const body = {
  issuedDate: '2026-11-02',
  dueDate: '2026-12-02',
  client: {
    name: 'Mei Okafor',
    company: 'Fjord Design',
    companyEmail: 'mei@fjorddesign.example',
    address: '4 rue du Moulin, 44000 Nantes',
    country: 'FR',
    contact: '+33 6 10 20 30 40',
  },
  service: 'Logo',
  items: [{ title: 'Logo', cost: 100, qty: 2 }],
}
const options = { acceptPaymentsVia: 'Paypal', paymentTerms: false, clientNotes: true, paymentStub: true } as const

describe('the add / edit side options (accept payments via, terms, client notes, payment stub)', () => {
  it('stores them on POST and PUT and answers them in the detail', async () => {
    const created = await call<Invoice>('/apps/invoice', { method: 'POST', body: { ...body, ...options } })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject(options)
    expect(await reopenDb().invoices.get(created.body.id)).toMatchObject(options)

    const changed = { acceptPaymentsVia: 'Cash', paymentTerms: true, clientNotes: false, paymentStub: false } as const
    const put = await call<Invoice>(`/apps/invoice/${created.body.id}`, { method: 'PUT', body: { ...body, ...changed } })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject(changed)
    const detail = await call<InvoiceDetailResponse>(`/apps/invoice/${created.body.id}`)
    expect(detail.body.invoice).toMatchObject(changed)
  })

  it('leaves them out when not sent (a template invoice has none)', async () => {
    const created = await call<Invoice>('/apps/invoice', { method: 'POST', body })
    expect(Object.keys(created.body)).not.toContain('paymentStub')
    expect(Object.keys((await reopenDb().invoices.get(created.body.id))!)).not.toContain('acceptPaymentsVia')
  })

  it('refuses an unknown method or a non-boolean switch with 400 field errors, storing nothing', async () => {
    const res = await call<Errors>('/apps/invoice', {
      method: 'POST',
      body: { ...body, acceptPaymentsVia: 'Cheque', paymentTerms: 'yes', paymentStub: 1 },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      acceptPaymentsVia: ['validation.invalidChoice'],
      paymentTerms: ['validation.invalid'],
      paymentStub: ['validation.invalid'],
    })
    expect(await reopenDb().invoices.count()).toBe(50)
  })
})

describe('POST /api/apps/invoice/{id}/download', () => {
  const download = (id: number | string) => call<InvoiceDetailResponse>(`/apps/invoice/${id}/download`, { method: 'POST' })

  it('marks a draft Downloaded, persistently, and answers the detail', async () => {
    const draft = seedInvoices.find((i) => i.invoiceStatus === 'Draft')!
    const res = await download(draft.id)
    expect(res.status).toBe(200)
    expect(res.body.invoice).toMatchObject({ id: draft.id, invoiceStatus: 'Downloaded', balance: draft.balance })
    expect(res.body.paymentDetails.totalDue).toBe(draft.balance)
    expect((await reopenDb().invoices.get(draft.id))!.invoiceStatus).toBe('Downloaded')
    const list = await call<{ invoices: Invoice[] }>('/apps/invoice', { query: { status: 'Downloaded', itemsPerPage: -1 } })
    expect(list.body.invoices.map((i) => i.id)).toContain(draft.id)
  })

  it.each(['Sent', 'Paid', 'Partial Payment', 'Past Due'] as const)('keeps a %s invoice as it is', async (status) => {
    const seeded = seedInvoices.find((i) => i.invoiceStatus === status)!
    const res = await download(seeded.id)
    expect(res.status).toBe(200)
    expect(res.body.invoice.invoiceStatus).toBe(status)
    expect(await reopenDb().invoices.get(seeded.id)).toEqual(seeded)
  })

  it('answers 404 for an unknown invoice', async () => {
    for (const id of ['4000', 'abc']) {
      expect(await download(id)).toMatchObject({ status: 404, body: { message: 'No invoice found with this id' } })
    }
  })
})

describe('GET /api/apps/invoice/items', () => {
  it('answers the item catalogue (title, description, cost), not an invoice id', async () => {
    const res = await call<unknown>('/apps/invoice/items')
    expect(res.status).toBe(200)
    const items = invoiceCatalogueResponse.parse(res.body)
    expect(items.length).toBeGreaterThanOrEqual(5)
    expect(items.map((i) => i.title)).toContain('App Design')
    for (const i of items) {
      expect(i.cost).toBeGreaterThan(0)
      expect(i.description.length).toBeGreaterThan(0)
    }
    expect(new Set(items.map((i) => i.title)).size).toBe(items.length)
  })
})

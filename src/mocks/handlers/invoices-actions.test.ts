import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import { invoiceTotals, type Invoice, type InvoiceDetailResponse, type InvoiceStatsResponse } from '@/api/contracts/invoices'
import seedInvoices from '@seed/invoices.json'

setupMockApi()

type Errors = { message: string; errors: Record<string, string[]> }

const client = {
  name: 'Mei Okafor',
  company: 'Fjord Design',
  companyEmail: 'mei@fjorddesign.example',
  address: '4 rue du Moulin, 44000 Nantes',
  country: 'FR',
  contact: '+33 6 10 20 30 40',
}
/** 3 x 100.10 + 2 x 49.99 = 400.28; -10 % = 360.25 (360.252); +20 % tax = 432.30. */
const withItems = {
  issuedDate: '2026-11-02',
  dueDate: '2026-12-02',
  client,
  service: 'Brand identity',
  items: [
    { title: 'Logo', description: 'Three proposals', cost: 100.1, hours: 12, qty: 3 },
    { title: 'Cards', cost: 49.99, qty: 2 },
  ],
  discountRate: 10,
  taxRate: 20,
  note: 'Merci !',
  salesperson: 'Lina Haddad',
}

const create = (body: unknown = withItems) => call<Invoice>('/apps/invoice', { method: 'POST', body })
const pay = (id: number, body: unknown) => call<InvoiceDetailResponse & Errors>(`/apps/invoice/${id}/payments`, { method: 'POST', body })
const payment = { amount: 100, date: '2026-11-10', method: 'Bank Transfer', note: 'Acompte' }

describe('invoiceTotals', () => {
  it('computes subtotal, discount, tax and total in cents, never below 0', () => {
    expect(invoiceTotals(withItems.items, 10, 20)).toEqual({ subtotal: 400.28, discount: 40.03, tax: 72.05, total: 432.3 })
    expect(invoiceTotals([{ cost: 0.1, qty: 3 }])).toEqual({ subtotal: 0.3, discount: 0, tax: 0, total: 0.3 })
    expect(invoiceTotals([{ cost: 10, qty: 1 }], 100, 50).total).toBe(0)
    expect(
      invoiceTotals([
        { cost: Number.NaN, qty: 2 },
        { cost: -5, qty: 1 },
        { cost: 5, qty: Number.NaN },
      ]).total,
    ).toBe(0)
  })
})

describe('POST /api/apps/invoice with lines', () => {
  it('computes the total from the lines and rates (a total sent along is ignored) and keeps lines and terms', async () => {
    const res = await create({ ...withItems, total: 1 })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      id: 5051,
      total: 432.3,
      balance: 432.3,
      invoiceStatus: 'Draft',
      discountRate: 10,
      taxRate: 20,
      note: 'Merci !',
      salesperson: 'Lina Haddad',
      items: [
        { title: 'Logo', description: 'Three proposals', cost: 100.1, hours: 12, qty: 3 },
        { title: 'Cards', description: '', cost: 49.99, hours: 0, qty: 2 },
      ],
    })
    expect(await reopenDb().invoices.get(5051)).toEqual(res.body)
    const detail = await call<InvoiceDetailResponse>('/apps/invoice/5051')
    expect(detail.body.invoice.total).toBe(432.3)
    expect(detail.body.paymentDetails.totalDue).toBe(432.3)
  })

  it.each([
    ['no line', { items: [] }, { items: ['invoices:validation.itemsRequired'] }],
    ['a negative cost', { items: [{ title: 'Logo', cost: -1, qty: 1 }] }, { 'items.0.cost': ['validation.number'] }],
    ['a quantity of 0', { items: [{ title: 'Logo', cost: 10, qty: 0 }] }, { 'items.0.qty': ['invoices:validation.qtyMin'] }],
    ['a line without title', { items: [{ title: ' ', cost: 10, qty: 1 }] }, { 'items.0.title': ['validation.required'] }],
    ['a discount over 100 %', { discountRate: 101 }, { discountRate: ['invoices:validation.rate'] }],
    ['a negative tax', { taxRate: -5 }, { taxRate: ['invoices:validation.rate'] }],
    ['a balance above the computed total', { balance: 500 }, { balance: ['validation.balanceAboveTotal'] }],
  ])('answers 400 with the field errors for %s, writing nothing', async (_case, change, errors) => {
    const res = await call<Errors>('/apps/invoice', { method: 'POST', body: { ...withItems, ...change } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual(errors)
    expect(await reopenDb().invoices.count()).toBe(50)
  })
})

describe('POST /api/apps/invoice/{id}/payments', () => {
  it('lowers the balance: Partial Payment, then Paid at 0, kept in the database with the payments', async () => {
    const { body: invoice } = await create()
    const first = await pay(invoice.id, payment)
    expect(first.status).toBe(201)
    expect(first.body.invoice).toMatchObject({ balance: 332.3, invoiceStatus: 'Partial Payment', total: 432.3 })
    expect(first.body.paymentDetails.totalDue).toBe(332.3)
    const rest = await pay(invoice.id, { ...payment, amount: 332.3, method: 'Cash', note: undefined })
    expect(rest.status).toBe(201)
    expect(rest.body.invoice).toMatchObject({ balance: 0, invoiceStatus: 'Paid' })
    const stored = await reopenDb().invoices.get(invoice.id)
    expect(stored).toMatchObject({ balance: 0, invoiceStatus: 'Paid' })
    expect(stored!.payments).toEqual([payment, { ...payment, amount: 332.3, method: 'Cash', note: '' }])
  })

  it('pays a seeded invoice (no lines) down to its balance', async () => {
    const seeded = seedInvoices.find((i) => i.balance > 100 && i.invoiceStatus !== 'Paid')!
    const res = await pay(seeded.id, { ...payment, amount: seeded.balance })
    expect(res.status).toBe(201)
    expect(res.body.invoice).toMatchObject({ id: seeded.id, balance: 0, invoiceStatus: 'Paid', total: seeded.total })
  })

  it.each([
    ['0', { amount: 0 }, 'invoices:validation.amountPositive'],
    ['a negative amount', { amount: -10 }, 'invoices:validation.amountPositive'],
    ['more than the balance', { amount: 432.31 }, 'invoices:validation.amountAboveBalance'],
    ['three decimals', { amount: 1.005 }, 'validation.maxTwoDecimals'],
  ])('refuses %s with 400 on amount, writing nothing', async (_case, change, message) => {
    const { body: invoice } = await create()
    const res = await pay(invoice.id, { ...payment, ...change })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ amount: [message] })
    expect(await reopenDb().invoices.get(invoice.id)).toEqual(invoice)
  })

  it('refuses any payment on a paid invoice, a bad method or date (400) and an unknown invoice (404)', async () => {
    const paid = seedInvoices.find((i) => i.balance === 0)!
    expect((await pay(paid.id, { ...payment, amount: 0.01 })).body.errors).toEqual({ amount: ['invoices:validation.amountAboveBalance'] })
    const bad = await pay(5001, { ...payment, method: 'Cheque', date: '2026-02-30' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ method: ['validation.invalidChoice'], date: ['validation.date'] })
    for (const id of ['4000', 'abc']) {
      const missing = await call(`/apps/invoice/${id}/payments`, { method: 'POST', body: payment })
      expect(missing).toMatchObject({ status: 404, body: { message: 'No invoice found with this id' } })
    }
    expect(await reopenDb().invoices.get(5001)).toEqual(seedInvoices[0])
  })
})

describe('PUT /api/apps/invoice/{id} after payments', () => {
  it('keeps what was paid: the balance is the new total less it, the status follows', async () => {
    const { body: invoice } = await create()
    await pay(invoice.id, payment)
    const { id: _id, total: _t, balance: _b, invoiceStatus: _s, payments: _p, ...editable } = invoice
    // One more Logo: 4 x 100.10 + 2 x 49.99 = 500.38; -10 % = 450.34; +20 % = 540.41.
    const more = await call<Invoice>(`/apps/invoice/${invoice.id}`, {
      method: 'PUT',
      body: { ...editable, items: [{ ...withItems.items[0], qty: 4 }, withItems.items[1]] },
    })
    expect(more.status).toBe(200)
    expect(more.body).toMatchObject({ total: 540.41, balance: 440.41, invoiceStatus: 'Partial Payment' })
    expect(more.body.payments).toHaveLength(1)
    const less = await call<Invoice>(`/apps/invoice/${invoice.id}`, {
      method: 'PUT',
      body: { ...editable, items: [{ title: 'Logo', cost: 50, qty: 1 }], discountRate: 0, taxRate: 0 },
    })
    expect(less.body).toMatchObject({ total: 50, balance: 0, invoiceStatus: 'Paid' })
    expect(await reopenDb().invoices.get(invoice.id)).toEqual(less.body)
  })

  it('keeps the stored status when none is sent', async () => {
    const sent = seedInvoices.find((i) => i.invoiceStatus === 'Sent' && i.balance === i.total)!
    const res = await call<Invoice>(`/apps/invoice/${sent.id}`, { method: 'PUT', body: withItems })
    expect(res.body).toMatchObject({ invoiceStatus: 'Sent', total: 432.3, balance: 432.3 })
  })
})

describe('POST /api/apps/invoice/{id}/send', () => {
  const mail = { from: 'factures@vermilion.example', to: 'mei@fjorddesign.example', subject: 'Facture', message: 'Bonjour' }

  it('marks a draft Sent, persistently; a paid invoice stays Paid', async () => {
    const { body: invoice } = await create()
    const res = await call<InvoiceDetailResponse>(`/apps/invoice/${invoice.id}/send`, { method: 'POST', body: mail })
    expect(res.status).toBe(200)
    expect(res.body.invoice.invoiceStatus).toBe('Sent')
    expect((await reopenDb().invoices.get(invoice.id))!.invoiceStatus).toBe('Sent')
    const paid = seedInvoices.find((i) => i.invoiceStatus === 'Paid')!
    const again = await call<InvoiceDetailResponse>(`/apps/invoice/${paid.id}/send`, { method: 'POST', body: mail })
    expect(again.body.invoice.invoiceStatus).toBe('Paid')
  })

  it('answers 400 with field errors and 404 for an unknown invoice, writing nothing', async () => {
    const bad = await call<Errors>('/apps/invoice/5002/send', { method: 'POST', body: { ...mail, to: 'nope', subject: '' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ to: ['validation.email'], subject: ['validation.required'] })
    expect(await reopenDb().invoices.get(5002)).toEqual(seedInvoices[1])
    const missing = await call('/apps/invoice/4000/send', { method: 'POST', body: mail })
    expect(missing).toMatchObject({ status: 404, body: { message: 'No invoice found with this id' } })
  })
})

describe('GET /api/apps/invoice/stats', () => {
  const cents = (n: number) => Math.round(n * 100)
  it('answers distinct clients, invoices, paid and unpaid amounts, following payments and deletions', async () => {
    const stats = async () => (await call<InvoiceStatsResponse>('/apps/invoice/stats')).body
    const before = await stats()
    expect(before).toEqual({
      clients: new Set(seedInvoices.map((i) => i.client.companyEmail)).size,
      invoices: 50,
      paid: seedInvoices.reduce((s, i) => s + cents(i.total - i.balance), 0) / 100,
      unpaid: seedInvoices.reduce((s, i) => s + cents(i.balance), 0) / 100,
    })
    expect(before.clients).toBeGreaterThan(5)
    const target = seedInvoices.find((i) => i.balance > 100)!
    expect((await pay(target.id, { ...payment, amount: 100 })).status).toBe(201)
    const after = await stats()
    expect([cents(after.paid) - cents(before.paid), cents(before.unpaid) - cents(after.unpaid)]).toEqual([10000, 10000])
    expect((await call(`/apps/invoice/${target.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await stats()).invoices).toBe(49)
  })
})

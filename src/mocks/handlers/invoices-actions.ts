import { http } from '../lib/http'
import { db } from '../db'
import { pathRecord, recordOr404 } from '../lib/ids'
import { created, json } from '../lib/respond'
import { readBody } from '../lib/body'
import { fieldErrors } from '../lib/field-errors'
import {
  invoicePaymentInput,
  invoiceSendInput,
  type Invoice,
  type InvoiceCatalogueResponse,
  type InvoiceDetailResponse,
  type InvoiceStatus,
  type PaymentDetails,
} from '@/api/contracts/invoices'

const BASE = '*/api/apps/invoice'
const NOT_FOUND = 'No invoice found with this id'

/** The bank details shown on an invoice (fictional); the amount due is the invoice's balance. */
export function paymentDetailsOf(invoice: Invoice): PaymentDetails {
  return {
    totalDue: invoice.balance,
    bankName: 'Banque Vermeil',
    country: 'FR',
    iban: 'FR76 3000 4000 0500 0012 3456 789',
    swiftCode: 'VRMLFRPP',
  }
}

const detailOf = (invoice: Invoice): InvoiceDetailResponse => ({ invoice, paymentDetails: paymentDetailsOf(invoice) })

/** The status once something was paid: Paid when nothing is left, else Partial Payment. */
export const settledStatus = (balance: number): InvoiceStatus => (balance === 0 ? 'Paid' : 'Partial Payment')

/** Statuses that sending does not change: they say where the payment stands (or that it is late). */
const KEPT_ON_SEND: readonly InvoiceStatus[] = ['Paid', 'Partial Payment', 'Past Due']

/** The items a line is picked from (fictional services, the seeded invoices' own among them). */
const CATALOGUE: InvoiceCatalogueResponse = [
  { title: 'App Design', description: 'Screens and prototype for iOS and Android', cost: 2400 },
  { title: 'Software Development', description: 'Development by the day', cost: 650 },
  { title: 'SEO Audit', description: 'Technical and content audit with a report', cost: 1200 },
  { title: 'Template Customization', description: 'Theme colours, fonts and pages', cost: 480 },
  { title: 'UI/UX Design', description: 'User research, wireframes and mock-ups', cost: 1800 },
  { title: 'Unlimited Extended License', description: 'One product, unlimited end users', cost: 899 },
  { title: 'Website Maintenance', description: 'Updates, backups and monitoring, per month', cost: 150 },
]

/** Changes one stored invoice in a transaction (404 when it is gone); `change` answers null to keep it as it is. */
async function update(id: number, change: (invoice: Invoice) => Invoice | null) {
  return db.transaction('rw', db.invoices, async () => {
    const invoice = await recordOr404(db.invoices, id, NOT_FOUND)
    const next = change(invoice)
    if (next) await db.invoices.put(next)
    return detailOf(next ?? invoice)
  })
}

/** Statuses a download keeps: only a Draft becomes Downloaded (the others say more). */
const downloadable = (i: Invoice): Invoice | null => (i.invoiceStatus === 'Draft' ? { ...i, invoiceStatus: 'Downloaded' } : null)

/** DECISIONS section 9: the preview's "Add payment" and "Send invoice" drawers, "Download", the item catalogue. */
export const invoiceActionHandlers = [
  http.get(`${BASE}/items`, () => json(CATALOGUE)),

  // 200 with the invoice: the PDF is the browser's print; a Draft becomes Downloaded.
  http.post(`${BASE}/:id/download`, async ({ params }) => {
    const { id } = await pathRecord(db.invoices, params.id, NOT_FOUND)
    return json(await update(id, downloadable))
  }),

  // 201 with the invoice and its payment details. The amount is more than 0 (contract) and at
  // most the balance (400 on `amount`, nothing written); the balance drops by it, never below 0.
  http.post(`${BASE}/:id/payments`, async ({ request, params }) => {
    const { id } = await pathRecord(db.invoices, params.id, NOT_FOUND)
    const payment = await readBody(request, invoicePaymentInput)
    const saved = await update(id, (invoice) => {
      const balanceCents = Math.round(invoice.balance * 100)
      const amountCents = Math.round(payment.amount * 100)
      if (amountCents > balanceCents) fieldErrors({ amount: ['invoices:validation.amountAboveBalance'] })
      const balance = (balanceCents - amountCents) / 100
      return { ...invoice, balance, invoiceStatus: settledStatus(balance), payments: [...(invoice.payments ?? []), payment] }
    })
    return created(saved)
  }),

  // 200 with the invoice: a Draft or Downloaded invoice becomes Sent (nothing leaves the browser).
  http.post(`${BASE}/:id/send`, async ({ request, params }) => {
    const { id } = await pathRecord(db.invoices, params.id, NOT_FOUND)
    await readBody(request, invoiceSendInput)
    return json(await update(id, (i) => (KEPT_ON_SEND.includes(i.invoiceStatus) ? null : { ...i, invoiceStatus: 'Sent' })))
  }),
]

import type { HttpResponseResolver, PathParams } from 'msw'
import { db } from '../db'
import { pathRecord, recordOr404 } from '../lib/ids'
import { created, json } from '../lib/respond'
import { readBody } from '../lib/body'
import { fieldErrors } from '../lib/field-errors'
import type { InvoiceCatalogueResponse } from '@/api/contracts/invoice-items'
import { invoicePaymentInput, invoiceSendInput, type Invoice, type InvoiceStatus } from '@/api/contracts/invoices'
import { paymentDetailsOf, settledStatus } from './invoices-details'

/*
 * The bodies of the invoice actions (invoices-actions.ts registers their routes): a chunk of its
 * own, loaded with the first action, so the mock layer's first load stays lean.
 */

const NOT_FOUND = 'No invoice found with this id'
type Resolver = HttpResponseResolver<PathParams<'id'>>

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

/** Statuses that sending does not change: they say where the payment stands (or that it is late). */
const KEPT_ON_SEND: readonly InvoiceStatus[] = ['Paid', 'Partial Payment', 'Past Due']

/** Changes one stored invoice in a transaction (404 when it is gone); `change` answers null to keep it as it is. */
async function update(id: number, change: (invoice: Invoice) => Invoice | null) {
  return db.transaction('rw', db.invoices, async () => {
    const invoice = await recordOr404(db.invoices, id, NOT_FOUND)
    const next = change(invoice) ?? invoice
    if (next !== invoice) await db.invoices.put(next)
    return { invoice: next, paymentDetails: paymentDetailsOf(next) }
  })
}

export const items: Resolver = () => json(CATALOGUE)

/** 200 with the invoice: the PDF is the browser's print; a Draft becomes Downloaded (the other statuses say more). */
export const download: Resolver = async ({ params }) => {
  const { id } = await pathRecord(db.invoices, params.id, NOT_FOUND)
  return json(await update(id, (i) => (i.invoiceStatus === 'Draft' ? { ...i, invoiceStatus: 'Downloaded' } : null)))
}

/**
 * 201 with the invoice and its payment details. The amount is more than 0 (contract) and at most
 * the balance (400 on `amount`, nothing written); the balance drops by it, never below 0.
 */
export const payments: Resolver = async ({ request, params }) => {
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
}

/** 200 with the invoice: a Draft or Downloaded invoice becomes Sent (nothing leaves the browser). */
export const send: Resolver = async ({ request, params }) => {
  const { id } = await pathRecord(db.invoices, params.id, NOT_FOUND)
  await readBody(request, invoiceSendInput)
  return json(await update(id, (i) => (KEPT_ON_SEND.includes(i.invoiceStatus) ? null : { ...i, invoiceStatus: 'Sent' })))
}

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

/** DECISIONS section 9: the preview's "Add payment" and "Send invoice" drawers. */
export const invoiceActionHandlers = [
  // 201 with the invoice and its payment details. The amount is more than 0 (contract) and at
  // most the balance (400 on `amount`, nothing written); the balance drops by it, never below 0.
  http.post(`${BASE}/:id/payments`, async ({ request, params }) => {
    const { id } = await pathRecord(db.invoices, params.id, NOT_FOUND)
    const payment = await readBody(request, invoicePaymentInput)
    const saved = await db.transaction('rw', db.invoices, async () => {
      const invoice = await recordOr404(db.invoices, id, NOT_FOUND)
      const balanceCents = Math.round(invoice.balance * 100)
      const amountCents = Math.round(payment.amount * 100)
      if (amountCents > balanceCents) fieldErrors({ amount: ['invoices:validation.amountAboveBalance'] })
      const balance = (balanceCents - amountCents) / 100
      const next: Invoice = {
        ...invoice,
        balance,
        invoiceStatus: settledStatus(balance),
        payments: [...(invoice.payments ?? []), payment],
      }
      await db.invoices.put(next)
      return next
    })
    return created(detailOf(saved))
  }),

  // 200 with the invoice: a Draft or Downloaded invoice becomes Sent (nothing leaves the browser).
  http.post(`${BASE}/:id/send`, async ({ request, params }) => {
    const { id } = await pathRecord(db.invoices, params.id, NOT_FOUND)
    await readBody(request, invoiceSendInput)
    const saved = await db.transaction('rw', db.invoices, async () => {
      const invoice = await recordOr404(db.invoices, id, NOT_FOUND)
      if (KEPT_ON_SEND.includes(invoice.invoiceStatus)) return invoice
      const next: Invoice = { ...invoice, invoiceStatus: 'Sent' }
      await db.invoices.put(next)
      return next
    })
    return json(detailOf(saved))
  }),
]

import type { TFunction } from 'i18next'
import type { Invoice, InvoiceItem, InvoicePaymentMethod } from '@/api/contracts/invoices'
import type { I18nSubKey } from '@/i18n/i18n-keys'

/** The `t` of the invoice screens: the invoices namespace, then common. */
export type InvoiceT = TFunction<readonly ['invoices', 'common']>

/** Label key of a payment method (`payment.methods.<key>`). */
export const PAYMENT_METHOD_KEY: Record<InvoicePaymentMethod, I18nSubKey<'invoices', 'payment.methods'>> = {
  'Bank Transfer': 'bankTransfer',
  Cash: 'cash',
  'Debit Card': 'debitCard',
  'Credit Card': 'creditCard',
  Paypal: 'paypal',
}

/** The side options of an invoice that has none stored (a template invoice, a new one). */
export const optionsOf = (invoice?: Invoice) => ({
  acceptPaymentsVia: invoice?.acceptPaymentsVia ?? ('Bank Transfer' as InvoicePaymentMethod),
  paymentTerms: invoice?.paymentTerms ?? true,
  clientNotes: invoice?.clientNotes ?? true,
  paymentStub: invoice?.paymentStub ?? false,
})

/** Days from one ISO day to another (the payment terms: issued to due). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/** Today as `YYYY-MM-DD` in the local calendar. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A day `days` after an ISO day (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** An ISO day shown in the active language (read as UTC: no shift by the time zone). */
export const DAY = { dateStyle: 'medium', timeZone: 'UTC' } as const

/** The lines of an invoice; a template invoice without lines shows its service as one line. */
export function linesOf(invoice: Invoice): InvoiceItem[] {
  return invoice.items ?? [{ title: invoice.service, description: '', cost: invoice.total, hours: 0, qty: 1 }]
}

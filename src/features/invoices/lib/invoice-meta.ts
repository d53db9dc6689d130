import type { TFunction } from 'i18next'
import { AlertCircle, CheckCircle2, Download, PieChart, Save, Send, type LucideIcon } from 'lucide-react'
import type { Invoice, InvoiceItem, InvoicePaymentMethod, InvoiceStatus } from '@/api/contracts/invoices'
import type { I18nSubKey } from '@/i18n/i18n-keys'
import type { Tone } from '@/ui/tone'

/** The `t` of the invoice screens: the invoices namespace, then common. */
export type InvoiceT = TFunction<readonly ['invoices', 'common']>

/** Each status's tone, icon and label key (`status.<key>`). */
export const INVOICE_STATUS_META: Record<InvoiceStatus, { tone: Tone; icon: LucideIcon; key: I18nSubKey<'invoices', 'status'> }> = {
  Paid: { tone: 'success', icon: CheckCircle2, key: 'paid' },
  Downloaded: { tone: 'info', icon: Download, key: 'downloaded' },
  Sent: { tone: 'secondary', icon: Send, key: 'sent' },
  Draft: { tone: 'primary', icon: Save, key: 'draft' },
  'Partial Payment': { tone: 'warning', icon: PieChart, key: 'partialPayment' },
  'Past Due': { tone: 'error', icon: AlertCircle, key: 'pastDue' },
}

/** Label key of a payment method (`payment.methods.<key>`). */
export const PAYMENT_METHOD_KEY: Record<InvoicePaymentMethod, I18nSubKey<'invoices', 'payment.methods'>> = {
  'Bank Transfer': 'bankTransfer',
  Cash: 'cash',
  'Debit Card': 'debitCard',
  'Credit Card': 'creditCard',
  Paypal: 'paypal',
}

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

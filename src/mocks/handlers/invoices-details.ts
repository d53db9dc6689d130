import type { Invoice, InvoiceStatus, PaymentDetails } from '@/api/contracts/invoices'

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

/** The status once something was paid: Paid when nothing is left, else Partial Payment. */
export const settledStatus = (balance: number): InvoiceStatus => (balance === 0 ? 'Paid' : 'Partial Payment')

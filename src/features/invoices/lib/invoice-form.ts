import { z } from 'zod'
import { isoDate } from '@/api/contracts/common'
import {
  dueAfterIssue,
  invoiceClientInput,
  invoiceOptions,
  invoiceTerms,
  type Invoice,
  type InvoiceClient,
  type InvoiceInput,
} from '@/api/contracts/invoices'
import { addDays, linesOf, optionsOf, today } from './invoice-meta'

/**
 * The add / edit form: the contract's own field rules (client, lines, rates, note, salesperson,
 * the side options, the due date not before the issue date); the status, total and balance are
 * the API's business.
 */
export const invoiceForm = z
  .object({ issuedDate: isoDate(), dueDate: isoDate(), client: invoiceClientInput, ...invoiceTerms, ...invoiceOptions })
  .superRefine(dueAfterIssue)
export type InvoiceFormValues = z.input<typeof invoiceForm>
export type InvoiceFormOutput = z.output<typeof invoiceForm>

export const blankItem = () => ({ title: '', description: '', cost: 0, hours: 0, qty: 1 })

/** The form's values: the stored invoice's (a template invoice's service becomes its one line), or a new one dated today. */
export function formValues(invoice?: Invoice): InvoiceFormValues {
  if (!invoice) {
    const issued = today()
    return {
      issuedDate: issued,
      dueDate: addDays(issued, 30),
      client: undefined as unknown as InvoiceClient,
      items: [blankItem()],
      discountRate: 0,
      taxRate: 0,
      note: '',
      salesperson: '',
      ...optionsOf(),
    }
  }
  return {
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    client: invoice.client,
    items: linesOf(invoice),
    discountRate: invoice.discountRate ?? 0,
    taxRate: invoice.taxRate ?? 0,
    note: invoice.note ?? '',
    salesperson: invoice.salesperson ?? '',
    ...optionsOf(invoice),
  }
}

/** The API body: the service is the first line's title; an edit keeps the stored picture (the status is kept by the API). */
export function toInput(values: InvoiceFormOutput, invoice?: Invoice): InvoiceInput {
  return { ...values, service: values.items[0]?.title ?? '', avatar: invoice?.avatar ?? null }
}

/** The body that duplicates an invoice: the same client, dates, lines and options; a new Draft, nothing paid. */
export function copyOf({ id: _id, total, balance: _b, invoiceStatus: _s, payments: _p, items, ...rest }: Invoice): InvoiceInput {
  return items ? { ...rest, items } : { ...rest, total }
}

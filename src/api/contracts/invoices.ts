import { z } from 'zod'
import { isoDate as realDay, listQuery } from './common'

/** SPEC section 4. */
export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
export const INVOICE_SORT_KEYS = ['client', 'total', 'id', 'date', 'balance'] as const
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number]
export const INVOICE_CLIENTS_COUNT = 5

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** `country` is an ISO 3166 alpha-2 code, named by the UI in the active language. */
export const invoiceClient = z.object({
  name: z.string().min(1),
  company: z.string(),
  companyEmail: z.string().email(),
  address: z.string(),
  country: z.string().regex(/^[A-Z]{2}$/),
  contact: z.string(),
})
export type InvoiceClient = z.infer<typeof invoiceClient>

export const INVOICE_PAYMENT_METHODS = ['Bank Transfer', 'Cash', 'Debit Card', 'Credit Card', 'Paypal'] as const
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number]

const required = { error: 'validation.required' }
const day = realDay()
const amount = z.number({ error: 'validation.number' }).min(0, 'validation.number').multipleOf(0.01, 'validation.maxTwoDecimals')
/** A percentage (discount, tax): 0 to 100, so a total never goes negative. */
const rate = z
  .number({ error: 'validation.number' })
  .min(0, 'invoices:validation.rate')
  .max(100, 'invoices:validation.rate')
  .multipleOf(0.01, 'validation.maxTwoDecimals')

/** One line of an invoice (DECISIONS section 9): its amount is cost x qty; hours are informative. */
export const invoiceItem = z.object({
  title: z.string(required).trim().min(1, 'validation.required').max(100, 'validation.max100'),
  description: z.string().trim().max(200, 'validation.tooLong').default(''),
  cost: amount.max(1_000_000, 'invoices:validation.costMax'),
  hours: z.number({ error: 'validation.number' }).min(0, 'validation.number').max(10_000, 'validation.number').default(0),
  qty: z
    .number({ error: 'validation.number' })
    .int('validation.number')
    .min(1, 'invoices:validation.qtyMin')
    .max(10_000, 'validation.number'),
})
export type InvoiceItem = z.infer<typeof invoiceItem>

/**
 * The add / edit screen's side options (SCREENS "Invoice add / edit"): how the client may pay, and
 * what the document shows: the payment terms (due within N days), the note ("Client notes"), a
 * detachable payment stub. Stored with the invoice; a template invoice has none (then: terms and
 * note shown, no stub, bank transfer).
 */
export const invoiceOptions = {
  acceptPaymentsVia: z.enum(INVOICE_PAYMENT_METHODS, { error: 'validation.invalidChoice' }),
  paymentTerms: z.boolean({ error: 'validation.invalid' }),
  clientNotes: z.boolean({ error: 'validation.invalid' }),
  paymentStub: z.boolean({ error: 'validation.invalid' }),
}
const optionalOptions = z.object(invoiceOptions).partial().shape

/** A payment recorded on an invoice (POST /api/apps/invoice/{id}/payments). */
export const invoicePayment = z.object({
  amount: z.number(),
  date: isoDate,
  method: z.enum(INVOICE_PAYMENT_METHODS),
  note: z.string(),
})

/**
 * Invoice (SPEC section 3). Dates are `YYYY-MM-DD`; amounts are numbers in euros. The lines,
 * rates, note, salesperson and payments are those of invoices written by the add / edit screens
 * (DECISIONS section 9); the seeded template invoices have none.
 */
export const invoice = z.object({
  id: z.number().int().positive(),
  issuedDate: isoDate,
  dueDate: isoDate,
  client: invoiceClient,
  service: z.string(),
  total: z.number().min(0),
  balance: z.number().min(0),
  avatar: z.string().nullable(),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  items: z.array(invoiceItem).optional(),
  discountRate: z.number().optional(),
  taxRate: z.number().optional(),
  note: z.string().optional(),
  salesperson: z.string().optional(),
  payments: z.array(invoicePayment).optional(),
  ...optionalOptions,
})
export type Invoice = z.infer<typeof invoice>

const cents = (euros: number) => (Number.isFinite(euros) ? Math.round(euros * 100) : 0)
const count = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0)

/**
 * The figures of an invoice from its lines: subtotal = sum of cost x qty, the discount rate off
 * the subtotal, the tax rate on what remains. Computed in cents (no float drift), the same way by
 * the handler (what is stored) and the form (the totals shown while typing); unfinished input
 * (empty or NaN) counts as 0, so nothing is ever negative.
 */
export function invoiceTotals(items: readonly Pick<InvoiceItem, 'cost' | 'qty'>[], discountRate = 0, taxRate = 0) {
  const clamp = (r: number) => Math.min(100, count(r))
  const subtotal = items.reduce((sum, i) => sum + Math.max(0, cents(i.cost)) * Math.round(count(i.qty)), 0)
  const discount = Math.round((subtotal * clamp(discountRate)) / 100)
  const tax = Math.round(((subtotal - discount) * clamp(taxRate)) / 100)
  return { subtotal: subtotal / 100, discount: discount / 100, tax: tax / 100, total: (subtotal - discount + tax) / 100 }
}

export const paymentDetails = z.object({
  totalDue: z.number().min(0),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
})
export type PaymentDetails = z.infer<typeof paymentDetails>

/**
 * GET /api/apps/invoice. The date range filters on `issuedDate` (inclusive) and may be sent
 * three ways: `selectedDateRange={"start":"2025-01-01","end":"2025-03-31"}` (JSON),
 * `selectedDateRange[start]=…&selectedDateRange[end]=…`, or plain `start=…&end=…`.
 * Either bound may be left out.
 */
export const invoiceListQuery = listQuery.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  sortBy: z.enum(INVOICE_SORT_KEYS).optional(),
  start: isoDate.optional(),
  end: isoDate.optional(),
})
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>

export const invoiceListResponse = z.object({ invoices: z.array(invoice), totalInvoices: z.number().int() })
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>

/** GET /api/apps/invoice/{id}. */
export const invoiceDetailResponse = z.object({ invoice, paymentDetails })
export type InvoiceDetailResponse = z.infer<typeof invoiceDetailResponse>

/** GET /api/apps/invoice/clients: the first 5 distinct clients. */
export const invoiceClientsResponse = z.array(invoiceClient)
export type InvoiceClientsResponse = z.infer<typeof invoiceClientsResponse>

/** GET /api/apps/invoice/stats: the list's stat strip (distinct clients by e-mail, invoices, amounts paid and unpaid in euros). */
export const invoiceStatsResponse = z.object({
  clients: z.number().int().min(0),
  invoices: z.number().int().min(0),
  paid: z.number().min(0),
  unpaid: z.number().min(0),
})
export type InvoiceStatsResponse = z.infer<typeof invoiceStatsResponse>

/** 404 of DELETE /api/apps/invoice/{id} (SPEC section 8 keeps this shape). */
export const invoiceDeleteError = z.object({ error: z.literal('Something went wrong') })

/** The client of an invoice, as the add / edit screens send it. */
export const invoiceClientInput = z.object(
  {
    name: z.string(required).trim().min(1, 'validation.required').max(100, 'validation.max100'),
    company: z.string().trim().max(100, 'validation.max100').default(''),
    companyEmail: z
      .string(required)
      .trim()
      .min(1, 'validation.required')
      .email('validation.email')
      .transform((v) => v.toLowerCase()),
    address: z.string().trim().max(200, 'validation.tooLong').default(''),
    country: z
      .string(required)
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'validation.country')
      .transform((v) => v.toUpperCase()),
    contact: z
      .string(required)
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'validation.phone'),
  },
  required,
)

/** The fields of an invoice's lines and terms (the add / edit form uses them as they are). */
export const invoiceTerms = {
  items: z.array(invoiceItem, required).min(1, 'invoices:validation.itemsRequired').max(50, 'invoices:validation.itemsMax'),
  discountRate: rate.default(0),
  taxRate: rate.default(0),
  note: z.string().trim().max(500, 'validation.tooLong').default(''),
  salesperson: z.string().trim().max(100, 'validation.max100').default(''),
}

/** The due date may not come before the issue date. */
export const dueAfterIssue = (v: { issuedDate: string; dueDate: string }, ctx: z.RefinementCtx) => {
  if (v.dueDate < v.issuedDate) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'validation.endBeforeStart' })
}

/**
 * Body of POST /api/apps/invoice (201 with the invoice, id = highest + 1) and
 * PUT /api/apps/invoice/{id} (200 with the invoice) for the add and edit screens. Messages are
 * i18n keys (common:validation.*, invoices:validation.*). With `items`, the total is computed
 * from the lines and rates (`invoiceTotals`; a `total` sent along is ignored); without lines (the
 * template's shape) `total` is required. The balance, when not sent, is the total on a creation
 * and, on an edit, the new total less what was already paid (never below 0). The status defaults
 * to Draft on a creation and is kept on an edit (then Paid / Partial Payment follow the payments).
 */
export const invoiceInput = z
  .object({
    issuedDate: day,
    dueDate: day,
    client: invoiceClientInput,
    service: z.string(required).trim().min(1, 'validation.required').max(100, 'validation.max100'),
    total: amount.optional(),
    balance: amount.optional(),
    invoiceStatus: z.enum(INVOICE_STATUSES, { error: 'validation.invalidChoice' }).optional(),
    avatar: z
      .string()
      .regex(/^\/images\//, 'validation.invalid')
      .nullable()
      .default(null),
    items: invoiceTerms.items.optional(),
    discountRate: invoiceTerms.discountRate,
    taxRate: invoiceTerms.taxRate,
    note: invoiceTerms.note,
    salesperson: invoiceTerms.salesperson,
    ...optionalOptions,
  })
  .refine((v) => v.items !== undefined || v.total !== undefined, {
    path: ['total'],
    message: 'validation.required',
    // Also when other fields failed (an empty body names `total` too), but only on an object.
    when: (p) =>
      typeof p.value === 'object' &&
      p.value !== null &&
      !p.issues.some((i) => !i.path?.length || i.path[0] === 'total' || i.path[0] === 'items'),
  })
  .superRefine((v, ctx) => {
    dueAfterIssue(v, ctx)
    const total = v.items ? invoiceTotals(v.items, v.discountRate, v.taxRate).total : (v.total ?? 0)
    if (v.balance !== undefined && v.balance > total)
      ctx.addIssue({ code: 'custom', path: ['balance'], message: 'validation.balanceAboveTotal' })
  })
  .transform(({ items, discountRate, taxRate, note, salesperson, total, ...v }) =>
    items
      ? { ...v, total: invoiceTotals(items, discountRate, taxRate).total, items, discountRate, taxRate, note, salesperson }
      : { ...v, total: total ?? 0, ...(note ? { note } : {}), ...(salesperson ? { salesperson } : {}) },
  )
export type InvoiceInput = z.input<typeof invoiceInput>

/** Body of POST /api/apps/invoice/{id}/payments: more than 0, at most the balance (checked by the handler). */
export const invoicePaymentInput = z.object({
  amount: z
    .number({ error: 'validation.number' })
    .positive('invoices:validation.amountPositive')
    .multipleOf(0.01, 'validation.maxTwoDecimals'),
  date: day,
  method: z.enum(INVOICE_PAYMENT_METHODS, { error: 'validation.invalidChoice' }),
  note: z.string().trim().max(500, 'validation.tooLong').default(''),
})
export type InvoicePaymentInput = z.input<typeof invoicePaymentInput>

/** Body of POST /api/apps/invoice/{id}/send: the e-mail (not sent anywhere: the status becomes Sent). */
export const invoiceSendInput = z.object({
  from: z.string(required).trim().email('validation.email'),
  to: z.string(required).trim().min(1, 'validation.required').email('validation.email'),
  subject: z.string(required).trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  message: z.string().trim().max(2000, 'validation.tooLong').default(''),
})
export type InvoiceSendInput = z.input<typeof invoiceSendInput>

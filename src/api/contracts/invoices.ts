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

/** Invoice (SPEC section 3). Dates are `YYYY-MM-DD`; amounts are numbers in euros. */
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
})
export type Invoice = z.infer<typeof invoice>

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

/** 404 of DELETE /api/apps/invoice/{id} (SPEC section 8 keeps this shape). */
export const invoiceDeleteError = z.object({ error: z.literal('Something went wrong') })

const required = { error: 'validation.required' }
const day = realDay()
const amount = z.number({ error: 'validation.number' }).min(0, 'validation.number').multipleOf(0.01, 'validation.maxTwoDecimals')

/**
 * Body of POST /api/apps/invoice (201 with the invoice, id = highest + 1) and
 * PUT /api/apps/invoice/{id} (200 with the invoice) for the add and edit screens. Messages are
 * i18n keys (common:validation.*). The balance defaults to the total; the status to Draft.
 */
export const invoiceInput = z
  .object({
    issuedDate: day,
    dueDate: day,
    client: z.object(
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
    ),
    service: z.string(required).trim().min(1, 'validation.required').max(100, 'validation.max100'),
    total: amount,
    balance: amount.optional(),
    invoiceStatus: z.enum(INVOICE_STATUSES, { error: 'validation.invalidChoice' }).default('Draft'),
    avatar: z
      .string()
      .regex(/^\/images\//, 'validation.invalid')
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    if (v.dueDate < v.issuedDate) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'validation.endBeforeStart' })
    if (v.balance !== undefined && v.balance > v.total)
      ctx.addIssue({ code: 'custom', path: ['balance'], message: 'validation.balanceAboveTotal' })
  })
  .transform(({ balance, ...v }) => ({ ...v, balance: balance ?? v.total }))
export type InvoiceInput = z.input<typeof invoiceInput>

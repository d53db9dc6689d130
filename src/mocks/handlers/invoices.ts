import { HttpResponse } from 'msw'
import { http } from '../lib/http'
import { db } from '../db'
import { nextId, pathId, pathRecord, recordOr404 } from '../lib/ids'
import { fold, haystack, listPage, type Order } from '../lib/list-index'
import { param, parseListQuery } from '../lib/list-index'
import { created, json, noContent } from '../lib/respond'
import { readBody } from '../lib/body'
import {
  INVOICE_CLIENTS_COUNT,
  INVOICE_SORT_KEYS,
  invoiceInput,
  type Invoice,
  type InvoiceClient,
  type InvoiceClientsResponse,
  type InvoiceDetailResponse,
  type InvoiceListResponse,
  type InvoiceSortKey,
  type InvoiceStatsResponse,
} from '@/api/contracts/invoices'
import { invoiceActionHandlers } from './invoices-actions'
import { paymentDetailsOf, settledStatus } from './invoices-details'

const BASE = '*/api/apps/invoice'
const NOT_FOUND = 'No invoice found with this id'
/** SPEC section 8 keeps this error's own shape for a delete: 404 `{ error: 'Something went wrong' }`. */
const DELETE_404 = () => HttpResponse.json({ error: 'Something went wrong' }, { status: 404 })

/** What the list keeps in memory per invoice: the searched text, the day (range filter), the folded client name. */
interface Projected {
  text: string
  day: string
  client: string | null
}
const project = (i: Invoice): Projected => ({
  text: haystack(i.client.name, i.client.companyEmail, i.id),
  day: i.issuedDate,
  client: fold(i.client.name),
})

/** The order of each sort key: an index of the invoices table (ISO dates, amounts), or the folded client name. */
const SORT: Record<InvoiceSortKey, Order<Projected>> = {
  client: { id: 'client', key: (p) => p.client },
  total: { index: 'total' },
  id: { index: null },
  date: { index: 'issuedDate' },
  balance: { index: 'balance' },
}
/** The default order: newest first, then the highest id (IndexedDB walks equal dates by descending key). */
const NEWEST_FIRST: Order<Projected> = { index: 'issuedDate', desc: true }

/** A `YYYY-MM-DD` day from a date or date-time text; anything else is ignored. */
function day(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const d = value.slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d)) ? d : undefined
}

/**
 * The date range, accepted three ways (see invoiceListQuery): `selectedDateRange` as JSON
 * `{"start","end"}`, `selectedDateRange[start]` / `selectedDateRange[end]`, or `start` / `end`.
 */
export function dateRange(params: URLSearchParams): { start?: string; end?: string } {
  const raw = params.get('selectedDateRange')
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as { start?: unknown; end?: unknown } | null
      if (parsed && typeof parsed === 'object') return { start: day(parsed.start), end: day(parsed.end) }
    } catch {
      // not JSON: fall through to the bracket and plain forms
    }
  }
  return {
    start: day(params.get('selectedDateRange[start]') ?? params.get('start')),
    end: day(params.get('selectedDateRange[end]') ?? params.get('end')),
  }
}

export const invoiceHandlers = [
  // Before `/:id`, which would otherwise take "clients" for an id.
  http.get(`${BASE}/clients`, async () => {
    const clients: InvoiceClient[] = []
    // A cursor that stops at the 5th client: the table is not read past it.
    await db.invoices
      .toCollection()
      .until(() => clients.length === INVOICE_CLIENTS_COUNT)
      .each((invoice) => {
        if (!clients.some((c) => c.name === invoice.client.name)) clients.push(invoice.client)
      })
    return json(clients satisfies InvoiceClientsResponse)
  }),

  // The list's stat strip, in cents (no float drift); before `/:id` too.
  http.get(`${BASE}/stats`, async () => {
    const clients = new Set<string>()
    let paid = 0
    let unpaid = 0
    let invoices = 0
    await db.invoices.each((i) => {
      invoices++
      clients.add(i.client.companyEmail.toLowerCase())
      paid += Math.round((i.total - i.balance) * 100)
      unpaid += Math.round(i.balance * 100)
    })
    return json({ clients: clients.size, invoices, paid: paid / 100, unpaid: unpaid / 100 } satisfies InvoiceStatsResponse)
  }),

  // SPEC section 7: search client name, company email or id; newest first by default.
  http.get(BASE, async ({ request }) => {
    const query = parseListQuery(request.url, INVOICE_SORT_KEYS)
    const { q } = query
    const { start, end } = dateRange(query.params)
    const { rows, total } = await listPage({
      table: db.invoices,
      where: [['invoiceStatus', param(query.params, 'status')]],
      projection: { id: 'list', project },
      test: q || start || end ? (p) => (!q || p.text.includes(q)) && (!start || p.day >= start) && (!end || p.day <= end) : undefined,
      order: query.sortBy ? { ...SORT[query.sortBy], desc: query.orderBy === 'desc' } : NEWEST_FIRST,
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    })
    return json({ invoices: rows, totalInvoices: total } satisfies InvoiceListResponse)
  }),

  // Add screen: 201 with the invoice; its id is the highest + 1.
  http.post(BASE, async ({ request }) => {
    const body = await readBody(request, invoiceInput)
    const { balance, invoiceStatus, ...rest } = body
    const saved = await db.transaction('rw', db.invoices, async () => {
      const invoice: Invoice = {
        id: await nextId(db.invoices),
        ...rest,
        balance: balance ?? rest.total,
        invoiceStatus: invoiceStatus ?? 'Draft',
      }
      await db.invoices.add(invoice)
      return invoice
    })
    return created(saved satisfies Invoice)
  }),

  // Edit screen: the whole invoice, validated like an addition. Without a balance, what was
  // already paid (total - balance) stays paid: the balance is the new total less it (never below
  // 0), and the status follows (Paid, Partial Payment); the status is kept unless sent.
  http.put(`${BASE}/:id`, async ({ request, params }) => {
    const { id } = await pathRecord(db.invoices, params.id, NOT_FOUND)
    const { balance, invoiceStatus, ...body } = await readBody(request, invoiceInput)
    const invoice = await db.transaction('rw', db.invoices, async () => {
      const stored = await recordOr404(db.invoices, id, NOT_FOUND)
      const paid = Math.max(0, stored.total - stored.balance)
      const status = invoiceStatus ?? stored.invoiceStatus
      const next: Invoice =
        balance !== undefined
          ? { id, ...body, balance, invoiceStatus: status }
          : (() => {
              const left = Math.max(0, Math.round((body.total - paid) * 100) / 100)
              return { id, ...body, balance: left, invoiceStatus: paid > 0 ? settledStatus(left) : status }
            })()
      if (stored.payments) next.payments = stored.payments
      await db.invoices.put(next)
      return next
    })
    return json(invoice satisfies Invoice)
  }),

  ...invoiceActionHandlers,

  http.get(`${BASE}/:id`, async ({ params }) => {
    const invoice = await pathRecord(db.invoices, params.id, NOT_FOUND)
    return json({ invoice, paymentDetails: paymentDetailsOf(invoice) } satisfies InvoiceDetailResponse)
  }),

  // SPEC section 8 keeps this error's own shape: 404 `{ error: 'Something went wrong' }`.
  http.delete(`${BASE}/:id`, async ({ params }) => {
    const id = pathId(params.id, DELETE_404)
    await db.transaction('rw', db.invoices, async () => {
      await recordOr404(db.invoices, id, DELETE_404)
      await db.invoices.delete(id)
    })
    return noContent()
  }),
]

import { http } from '../lib/http'
import type * as Impl from './invoices-actions-impl'

const BASE = '*/api/apps/invoice'

/** A route whose body (invoices-actions-impl.ts) loads with the first call: the first visit stays lean. */
const lazy =
  (action: keyof typeof Impl) =>
  async (...args: Parameters<(typeof Impl)[keyof typeof Impl]>) =>
    (await import('./invoices-actions-impl'))[action](...args)

/** DECISIONS section 9: the preview's "Add payment" and "Send invoice" drawers, "Download", the item catalogue. */
export const invoiceActionHandlers = [
  http.get(`${BASE}/items`, lazy('items')),
  http.post(`${BASE}/:id/download`, lazy('download')),
  http.post(`${BASE}/:id/payments`, lazy('payments')),
  http.post(`${BASE}/:id/send`, lazy('send')),
]

import { useQuery, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import {
  invoice,
  invoiceClientsResponse,
  invoiceDetailResponse,
  invoiceListResponse,
  invoiceStatsResponse,
  type InvoiceDetailResponse,
  type InvoiceInput,
  type InvoicePaymentInput,
  type InvoiceSendInput,
} from '@/api/contracts/invoices'
import { invoiceCatalogueResponse } from '@/api/contracts/invoice-items'
import { defineResource, mutation } from './define-resource'
import type { ListParams } from './list-params'

const BASE = '/apps/invoice'

/** The list's filters: status and the issued-date range (`start`, `end`, inclusive days). */
export const INVOICE_FILTERS = ['status', 'start', 'end'] as const
export type InvoiceListParams = ListParams<(typeof INVOICE_FILTERS)[number]>

/** An action's answer is the invoice's detail: the preview shows it at once. */
const storeDetail = (client: QueryClient, saved: InvoiceDetailResponse) =>
  client.setQueryData(invoices.keys.detail(saved.invoice.id), saved)

/**
 * Invoices: the list (and the e-commerce dashboard's table, same root key), one invoice with its
 * payment details, the add / edit form, payments and sending (DECISIONS section 9).
 */
export const invoices = defineResource({
  key: ['invoices'],
  list: (params: InvoiceListParams, signal) =>
    api
      .get(BASE, { params: { ...params }, schema: invoiceListResponse, signal })
      .then((r) => ({ rows: r.invoices, total: r.totalInvoices })),
  detail: (id: number, signal) => api.get(`${BASE}/${id}`, { schema: invoiceDetailResponse, signal }),
  mutations: {
    create: mutation((body: InvoiceInput) => api.post(BASE, body, { schema: invoice })),
    update: mutation(({ id, body }: { id: number; body: InvoiceInput }) => api.put(`${BASE}/${id}`, body, { schema: invoice })),
    remove: mutation((id: number) => api.delete(`${BASE}/${id}`)),
    addPayment: mutation(
      ({ id, body }: { id: number; body: InvoicePaymentInput }) =>
        api.post(`${BASE}/${id}/payments`, body, { schema: invoiceDetailResponse }),
      { onSuccess: storeDetail },
    ),
    send: mutation(
      ({ id, body }: { id: number; body: InvoiceSendInput }) => api.post(`${BASE}/${id}/send`, body, { schema: invoiceDetailResponse }),
      { onSuccess: storeDetail },
    ),
    /** "Download": the browser's print makes the PDF; the API records it (a Draft becomes Downloaded). */
    download: mutation((id: number) => api.post(`${BASE}/${id}/download`, undefined, { schema: invoiceDetailResponse }), {
      onSuccess: storeDetail,
    }),
  },
})

/** The clients offered by the add / edit form (GET /api/apps/invoice/clients: the first five). */
export function useInvoiceClients() {
  return useQuery({
    queryKey: invoices.keys.of('clients'),
    queryFn: ({ signal }) => api.get(`${BASE}/clients`, { schema: invoiceClientsResponse, signal }),
  })
}

/** The list's stat strip (GET /api/apps/invoice/stats), refreshed with the list after any change. */
export function useInvoiceStats() {
  return useQuery({
    queryKey: invoices.keys.of('stats'),
    queryFn: ({ signal }) => api.get(`${BASE}/stats`, { schema: invoiceStatsResponse, signal }),
  })
}

/** The item catalogue of the form's lines (GET /api/apps/invoice/items). */
export function useInvoiceCatalogue() {
  return useQuery({
    queryKey: invoices.keys.of('items'),
    queryFn: ({ signal }) => api.get(`${BASE}/items`, { schema: invoiceCatalogueResponse, signal }),
    staleTime: Infinity,
  })
}

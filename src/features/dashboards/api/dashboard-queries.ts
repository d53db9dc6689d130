import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/api/client'
import { projectListResponse } from '@/api/contracts/analytics'
import { accountsDashboard } from '@/api/contracts/dashboard'
import { invoiceListResponse } from '@/api/contracts/invoices'
import { defineResource, mutation, type ListParams } from '@/api/resources'

/**
 * The dashboards' live data on the resource factory. Roots are the resource names shared with the
 * other screens (`analyticsProjects`, `invoices`), so an invoice deleted here refreshes the invoice
 * list and back. The accounts figures are read again whenever the dashboard is opened.
 */
export const analyticsProjects = defineResource({
  key: ['analyticsProjects'],
  list: (params: ListParams, signal?: AbortSignal) =>
    api
      .get('/dashboard/analytics/projects', { params, schema: projectListResponse, signal })
      .then((r) => ({ rows: r.projects, total: r.totalProjects })),
})

export const INVOICE_FILTERS = ['status'] as const

export const invoices = defineResource({
  key: ['invoices'],
  list: (params: ListParams<(typeof INVOICE_FILTERS)[number]>, signal?: AbortSignal) =>
    api.get('/apps/invoice', { params, schema: invoiceListResponse, signal }).then((r) => ({ rows: r.invoices, total: r.totalInvoices })),
  mutations: { remove: mutation((id: number) => api.delete(`/apps/invoice/${id}`)) },
})

export const accountsDashboardQuery = queryOptions({
  queryKey: ['dashboard', 'accounts'],
  queryFn: ({ signal }) => api.get('/dashboard/accounts', { schema: accountsDashboard, signal }),
})

export const useAccountsDashboard = () => useQuery(accountsDashboardQuery)

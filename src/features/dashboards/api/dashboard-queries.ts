import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { projectListResponse, type AnalyticsProject } from '@/api/contracts/analytics'
import type { Page } from '@/api/contracts/common'
import { accountsDashboard } from '@/api/contracts/dashboard'
import { invoiceListResponse, type Invoice } from '@/api/contracts/invoices'
import type { TableQueryWith } from '@/ui/data-table'

/**
 * The dashboards' live data. Keys are rooted at the resource names shared with the other screens
 * (`invoices`, `analyticsProjects`), so an invoice deleted here refreshes the invoice list and
 * back; the accounts dashboard is refreshed by any change to the accounts or OTP orders.
 */
export const projectsQuery = (params: TableQueryWith<never>) =>
  queryOptions({
    queryKey: ['analyticsProjects', 'list', params],
    queryFn: ({ signal }): Promise<Page<AnalyticsProject>> =>
      api
        .get('/dashboard/analytics/projects', { params: { ...params }, schema: projectListResponse, signal })
        .then((r) => ({ rows: r.projects, total: r.totalProjects })),
    placeholderData: keepPreviousData,
  })

export const INVOICE_FILTERS = ['status'] as const
export const invoicesQuery = (params: TableQueryWith<'status'>) =>
  queryOptions({
    queryKey: ['invoices', 'list', params],
    queryFn: ({ signal }): Promise<Page<Invoice>> =>
      api
        .get('/apps/invoice', { params: { ...params }, schema: invoiceListResponse, signal })
        .then((r) => ({ rows: r.invoices, total: r.totalInvoices })),
    placeholderData: keepPreviousData,
  })

export function useDeleteInvoice() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: ['invoices', 'remove'],
    mutationFn: (id: number) => api.delete(`/apps/invoice/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: ['invoices'] }),
  })
}

export const accountsDashboardQuery = queryOptions({
  queryKey: ['dashboard', 'accounts'],
  queryFn: ({ signal }) => api.get('/dashboard/accounts', { schema: accountsDashboard, signal }),
})

export const useAccountsDashboard = () => useQuery(accountsDashboardQuery)

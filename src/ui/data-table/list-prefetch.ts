import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query'
import type { PagePrefetch } from '@/api/resources'
import { tableQuery, type TableQueryWith, type TableStateOptions } from './use-table-state'

/**
 * A list page's `prefetch` (api/resources/prefetch.ts): the query its table sends for the URL
 * (`useTableState(table).query`, read by `tableQuery`), asked for while the page's code loads.
 * Give it the options the table's `useTableState` gets, and the resource's `listQuery`.
 *
 * ```ts
 * export const prefetchOrders = listPrefetch(ORDERS_TABLE, orders.listQuery)
 * ```
 */
export const listPrefetch =
  <const F extends string, TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    table: TableStateOptions<F>,
    query: (
      params: TableQueryWith<F>,
      props: Readonly<Record<string, unknown>>,
    ) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  ): PagePrefetch =>
  ({ client, search, props }) =>
    client.prefetchQuery(query(tableQuery(search, table), props))

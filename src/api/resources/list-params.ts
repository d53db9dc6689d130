import type { ListQuery } from '@/api/contracts/common'

/**
 * THE list-parameter type of every list resource: the contract's list query (q, sortBy, orderBy,
 * page, itemsPerPage) plus the resource's own filter keys. Filters come from the URL as text;
 * a few are numbers (ids) when set by code.
 */
export type ListParams<F extends string = never> = ListQuery & { [K in F]?: string | number | boolean }

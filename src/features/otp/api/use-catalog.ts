import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/api/client'
import { catalogResponse } from '@/api/contracts/otp'
import type { Page } from '@/api/contracts/common'
import type { CatalogEntry } from '@/api/contracts/otp'
import { otpKeys, type CatalogParams } from './otp-keys'

export const catalogQuery = (params: CatalogParams) =>
  queryOptions({
    queryKey: otpKeys.catalog(params),
    queryFn: ({ signal }): Promise<Page<CatalogEntry>> =>
      api.get('/otp/catalog', { params, schema: catalogResponse, signal }).then((r) => ({ rows: r.catalog, total: r.total })),
    placeholderData: keepPreviousData,
  })

/** One page of the catalog (the numbers table). */
export const useCatalog = (params: CatalogParams) => useQuery(catalogQuery(params))

/** The whole catalog (the order form's service and country choices). */
export const useFullCatalog = () => useQuery(catalogQuery({ itemsPerPage: -1 }))

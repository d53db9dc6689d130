import { otpCatalog, type CatalogParams } from '@/api/resources/otp'

export const catalogQuery = otpCatalog.listQuery

/** One page of the catalog (the numbers table). */
export const useCatalog = (params: CatalogParams) => otpCatalog.useList(params)

/** The whole catalog (the order form's service and country choices). */
export const useFullCatalog = () => otpCatalog.useList({ itemsPerPage: -1 })

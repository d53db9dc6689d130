import { otpCatalog } from '@/api/resources/otp'

const FULL_CATALOG = { itemsPerPage: -1 }

/** The whole catalog (the order form's service and country choices). */
export const useFullCatalog = () => otpCatalog.useList(FULL_CATALOG)

/** Its query, for a page's prefetch. */
export const fullCatalogQuery = () => otpCatalog.listQuery(FULL_CATALOG)

import { otpCatalog } from '@/api/resources/otp'

/** The whole catalog (the order form's service and country choices). */
export const useFullCatalog = () => otpCatalog.useList({ itemsPerPage: -1 })

import { catalogHandlers } from './catalog'
import { orderHandlers } from './orders'

/** OTP area (DECISIONS section 6): catalog, balance and settings, then the orders. */
export const otpHandlers = [...catalogHandlers, ...orderHandlers]

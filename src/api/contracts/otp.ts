import { z } from 'zod'

/**
 * OTP area (DECISIONS section 6): a catalog of fictional phone numbers per service and country,
 * a per-user EUR balance, and orders whose SMS code "arrives" after a simulated delay.
 * Shared by the mock handlers and the UI. Validation messages are i18n keys (common:validation.*).
 */

export const OTP_SERVICES = ['tinder', 'fruitz', 'other'] as const
export const otpService = z.enum(OTP_SERVICES, { error: 'validation.invalidChoice' })
export type OtpService = z.infer<typeof otpService>

export const OTP_STATUSES = ['waiting', 'received', 'finished', 'cancelled', 'expired'] as const
export const otpStatus = z.enum(OTP_STATUSES)
export type OtpStatus = z.infer<typeof otpStatus>

/** ISO 3166-1 alpha-2, upper case on the wire (flags are /images/flags/<lower>.svg). */
export const countryCode = z.string({ error: 'validation.required' }).regex(/^[A-Z]{2}$/, 'validation.invalidChoice')

/** An order lives 20 minutes; a code not received by then expires and is refunded. */
export const OTP_ORDER_TTL_MS = 20 * 60 * 1000
export const TOP_UP_MIN = 1
export const TOP_UP_MAX = 500

/** Country calling codes of the catalog's countries (E.164 prefixes without '+'). */
export const DIAL_CODES: Record<string, string> = {
  FR: '33',
  BE: '32',
  CH: '41',
  CA: '1',
  US: '1',
  GB: '44',
  DE: '49',
  ES: '34',
  IT: '39',
  PT: '351',
  NL: '31',
  MA: '212',
  DZ: '213',
  TN: '216',
  SN: '221',
  CI: '225',
  BR: '55',
  MX: '52',
  IN: '91',
  JP: '81',
  AU: '61',
  PL: '48',
  SE: '46',
  AE: '971',
  SA: '966',
  EG: '20',
}

const money = z.number()
const isoDate = z.string()

export const catalogEntry = z.object({
  /** `${service}-${country}`, e.g. `tinder-FR`. */
  id: z.string(),
  service: otpService,
  country: countryCode,
  /** EUR, 2 decimals. */
  price: money,
  stock: z.number().int().min(0),
})
export type CatalogEntry = z.infer<typeof catalogEntry>

/** GET /api/otp/catalog?q&service&country&inStock&sortBy(service|country|price|stock)&orderBy&page&itemsPerPage */
export const catalogResponse = z.object({ catalog: z.array(catalogEntry), total: z.number().int() })
export type CatalogResponse = z.infer<typeof catalogResponse>
export const CATALOG_SORT_KEYS = ['service', 'country', 'price', 'stock'] as const

export const balanceResponse = z.object({ balance: money })
export type BalanceResponse = z.infer<typeof balanceResponse>

/** At most two decimals (cents), checked without floating-point surprises. */
const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6

export const topUpRequest = z.object({
  amount: z
    .number({ error: 'validation.amountRange' })
    .min(TOP_UP_MIN, 'validation.amountRange')
    .max(TOP_UP_MAX, 'validation.amountRange')
    .refine(hasCents, 'validation.maxTwoDecimals'),
})
export type TopUpRequest = z.infer<typeof topUpRequest>

export const newOrderRequest = z.object({ service: otpService, country: countryCode })
export type NewOrderRequest = z.infer<typeof newOrderRequest>

export const otpOrder = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  service: otpService,
  country: countryCode,
  /** Fictional E.164 (reserved drama ranges, or a national part starting 00 that no plan allocates). */
  phone: z.string(),
  price: money,
  status: otpStatus,
  /** 6 digits, only once received. */
  code: z.string().nullable(),
  createdAt: isoDate,
  /** createdAt + 20 min. */
  expiresAt: isoDate,
  receivedAt: isoDate.nullable(),
  finishedAt: isoDate.nullable(),
  /** Set when a cancel or an expiry gave the price back. */
  refundedAt: isoDate.nullable(),
})
export type OtpOrder = z.infer<typeof otpOrder>

export const orderUser = z.object({ id: z.number().int(), fullName: z.string(), email: z.string(), avatar: z.string().nullable() })
export type OrderUser = z.infer<typeof orderUser>
export const adminOrder = otpOrder.extend({ user: orderUser.nullable() })
export type AdminOrder = z.infer<typeof adminOrder>

/** Over every order matching the filters (all pages): spent = debited, refunded = given back, net = spent - refunded. */
export const orderTotals = z.object({ count: z.number().int(), spent: money, refunded: money, net: money })
export type OrderTotals = z.infer<typeof orderTotals>

/**
 * GET /api/otp/orders (own) and /api/otp/orders/all (admin):
 * q (id, phone, code, service, country), status (one or comma-separated), service, country,
 * dateFrom/dateTo (YYYY-MM-DD, inclusive, local day), userId (admin list only),
 * sortBy (createdAt|price|status|service|country|phone|expiresAt), orderBy, page, itemsPerPage (-1 = all).
 * Newest first when no sortBy.
 */
export const ORDER_SORT_KEYS = ['id', 'createdAt', 'price', 'status', 'service', 'country', 'phone', 'expiresAt', 'user'] as const
export const orderListResponse = z.object({ orders: z.array(otpOrder), total: z.number().int(), totals: orderTotals })
export type OrderListResponse = z.infer<typeof orderListResponse>
/** `people`: everyone who has orders (the user filter's choices), whatever the filters. */
export const adminOrderListResponse = z.object({
  orders: z.array(adminOrder),
  total: z.number().int(),
  totals: orderTotals,
  people: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
})
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>

export type OrderFilters = {
  q?: string
  status?: string
  service?: string
  country?: string
  dateFrom?: string
  dateTo?: string
  userId?: number | string
}

/** PUT /api/otp/settings (admin): the SMS delay in ms; null = random 5-30 s. */
export const OTP_MAX_DELAY_MS = 24 * 60 * 60 * 1000
export const otpSettings = z.object({ codeDelayMs: z.number().int().min(0).max(OTP_MAX_DELAY_MS).nullable() })
export type OtpSettings = z.infer<typeof otpSettings>

/** Exact error messages of the OTP endpoints. */
export const OTP_MESSAGES = {
  insufficientBalance: 'Insufficient balance',
  outOfStock: 'Out of stock',
  notFound: 'Order not found',
  cannotCancel: 'Only a waiting order can be cancelled',
  cannotFinish: 'Only a received order can be finished',
} as const

/** Money is kept in euros with 2 decimals; arithmetic goes through cents. */
export const toCents = (eur: number) => Math.round(eur * 100)
export const fromCents = (cents: number) => cents / 100

/** Stored forms (mock database only): `arrivesAt` is when the simulated SMS lands; never sent on the wire. */
export type OtpOrderRecord = OtpOrder & { arrivesAt: string }
export interface OtpBalanceRecord {
  userId: number
  balance: number
}

import { z } from 'zod'
import { sanitizedHtml } from './html'

/** A product picture: a static file under /images/, or an uploaded Blob served by the API. */
export const PRODUCT_IMAGE_PATH = /^(\/images\/[\w/.-]+|\/api\/apps\/ecommerce\/images\/[\w-]+)$/

// ---------------------------------------------------------------- products
export const PRODUCT_CATEGORIES = ['Accessories', 'Home Decor', 'Electronics', 'Shoes', 'Office', 'Games'] as const
export const PRODUCT_STATUSES = ['Published', 'Scheduled', 'Inactive'] as const
export const PRODUCT_SORT_KEYS = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const

/** Product (SPEC section 3); price is text with the currency sign, e.g. '$999' or '$24.99'. */
export const product = z.object({
  id: z.number().int(),
  productName: z.string(),
  productBrand: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  stock: z.boolean(),
  sku: z.number().int(),
  price: z.string().regex(/^\$\d+(\.\d{1,2})?$/),
  qty: z.number().int().min(0),
  status: z.enum(PRODUCT_STATUSES),
  image: z.string(),
  /** Sanitised HTML from the add/edit form (seeded products have none). */
  description: z.string().optional(),
})
export type Product = z.infer<typeof product>

/** GET /api/apps/ecommerce/products query; stock is 'true' or 'false'. */
export type ProductListQuery = {
  q?: string
  stock?: boolean
  category?: (typeof PRODUCT_CATEGORIES)[number]
  status?: (typeof PRODUCT_STATUSES)[number]
  sortBy?: (typeof PRODUCT_SORT_KEYS)[number]
  orderBy?: 'asc' | 'desc'
  itemsPerPage?: number
  page?: number
}
export const productListResponse = z.object({ products: z.array(product), total: z.number().int() })
export type ProductListResponse = z.infer<typeof productListResponse>

/**
 * POST /api/apps/ecommerce/products (add-product page). price is a number in dollars, stored as
 * text ('$24.99'); image is a local /images/ path (a picture of the category when omitted).
 */
export const productInput = z.object({
  productName: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.max100'),
  productBrand: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.max100'),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'validation.invalidChoice' }),
  stock: z.boolean({ error: 'validation.invalid' }).default(true),
  sku: z.number({ error: 'validation.number' }).int('validation.number').min(1, 'validation.number').max(99_999_999, 'validation.number'),
  price: z.number({ error: 'validation.number' }).min(0, 'validation.number').max(1_000_000, 'validation.number').multipleOf(0.01, 'validation.number'),
  qty: z.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.number').max(1_000_000, 'validation.number'),
  status: z.enum(PRODUCT_STATUSES, { error: 'validation.invalidChoice' }),
  image: z.string().regex(PRODUCT_IMAGE_PATH, 'validation.invalid').optional(),
  description: sanitizedHtml(20_000).optional(),
})
export type ProductInput = z.input<typeof productInput>

// ---------------------------------------------------------------- orders
export const ORDER_STATUSES = ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'] as const
export const PAYMENT_METHODS = ['paypalLogo', 'mastercard'] as const
export const ORDER_SORT_KEYS = ['order', 'customers', 'date', 'status', 'spent'] as const

/** Order (SPEC section 3): payment is a code 1-4; date is month/day/year, time like '2:11 AM'. */
export const order = z.object({
  id: z.number().int(),
  order: z.number().int(),
  customer: z.string(),
  email: z.string(),
  avatar: z.string(),
  payment: z.number().int().min(1).max(4),
  status: z.enum(ORDER_STATUSES),
  spent: z.number(),
  method: z.enum(PAYMENT_METHODS),
  date: z.string().regex(/^\d{1,2}\/\d{1,2}\/\d{4}$/),
  time: z.string(),
  methodNumber: z.number().int(),
})
export type Order = z.infer<typeof order>

export type OrderListQuery = {
  q?: string
  sortBy?: (typeof ORDER_SORT_KEYS)[number]
  orderBy?: 'asc' | 'desc'
  itemsPerPage?: number
  page?: number
}
export const orderListResponse = z.object({ orders: z.array(order), total: z.number().int() })
export type OrderListResponse = z.infer<typeof orderListResponse>

// ---------------------------------------------------------------- customers
export const CUSTOMER_SORT_KEYS = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const
/** The contact every customer detail answers with (SPEC section 7: "a fixed contact"). */
export const CUSTOMER_CONTACT = '+33 1 84 88 00 00'

/** Customer (SPEC section 3); countryCode is ISO 3166-1 alpha-2, lowercase. */
export const customer = z.object({
  id: z.number().int(),
  customer: z.string(),
  customerId: z.number().int(),
  email: z.string(),
  country: z.string(),
  countryFlag: z.string(),
  countryCode: z.string().regex(/^[a-z]{2}$/),
  order: z.number().int(),
  totalSpent: z.number(),
  avatar: z.string(),
})
export type Customer = z.infer<typeof customer>

export const customerDetails = customer.extend({ status: z.literal('Active'), contact: z.string() })
export type CustomerDetails = z.infer<typeof customerDetails>

export type CustomerListQuery = {
  q?: string
  sortBy?: (typeof CUSTOMER_SORT_KEYS)[number]
  orderBy?: 'asc' | 'desc'
  itemsPerPage?: number
  page?: number
}
export const customerListResponse = z.object({ customers: z.array(customer), total: z.number().int() })
export type CustomerListResponse = z.infer<typeof customerListResponse>

// ---------------------------------------------------------------- reviews
export const REVIEW_STATUSES = ['Published', 'Pending'] as const
export const REVIEW_SORT_KEYS = ['product', 'reviewer', 'date', 'status'] as const

/** Review (SPEC section 3): date is month/day/year; review is the rating 1-5. */
export const review = z.object({
  id: z.number().int(),
  product: z.string(),
  companyName: z.string(),
  productImage: z.string(),
  reviewer: z.string(),
  email: z.string(),
  avatar: z.string(),
  date: z.string().regex(/^\d{1,2}\/\d{1,2}\/\d{4}$/),
  status: z.enum(REVIEW_STATUSES),
  review: z.number().int().min(1).max(5),
  head: z.string(),
  para: z.string(),
})
export type Review = z.infer<typeof review>

/** status 'All' (or none) means every status. */
export type ReviewListQuery = {
  q?: string
  status?: (typeof REVIEW_STATUSES)[number] | 'All'
  sortBy?: (typeof REVIEW_SORT_KEYS)[number]
  orderBy?: 'asc' | 'desc'
  itemsPerPage?: number
  page?: number
}
export const reviewListResponse = z.object({ reviews: z.array(review), total: z.number().int() })
export type ReviewListResponse = z.infer<typeof reviewListResponse>

// ---------------------------------------------------------------- referrals
export const REFERRAL_STATUSES = ['Paid', 'Unpaid', 'Rejected'] as const
export const REFERRAL_SORT_KEYS = ['users', 'referred-id', 'earning', 'value', 'status'] as const

/** Referral (SPEC section 3): value and earning are currency text like '$8,473'. */
export const referral = z.object({
  id: z.number().int(),
  user: z.string(),
  email: z.string(),
  avatar: z.string(),
  referredId: z.number().int(),
  status: z.enum(REFERRAL_STATUSES),
  value: z.string(),
  earning: z.string(),
})
export type Referral = z.infer<typeof referral>

export type ReferralListQuery = {
  sortBy?: (typeof REFERRAL_SORT_KEYS)[number]
  orderBy?: 'asc' | 'desc'
  itemsPerPage?: number
  page?: number
}
export const referralListResponse = z.object({ referrals: z.array(referral), total: z.number().int() })
export type ReferralListResponse = z.infer<typeof referralListResponse>

/** '$8,473.50' -> 8473.5 (sorting and totals of currency text). */
export function parseMoney(text: string): number {
  const n = Number(text.replace(/[^0-9.-]/g, ''))
  return Number.isFinite(n) ? n : 0
}

/** 'm/d/yyyy' -> epoch ms (UTC), for sorting by date. */
export function parseMdy(text: string): number {
  const [m, d, y] = text.split('/').map(Number)
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}

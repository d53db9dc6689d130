import { z } from 'zod'
import { requiredText } from './common'
import { sanitizedHtml } from './html'
import { DISCOUNT_BELOW_PRICE, productExtras } from './ecommerce-products'

/** A product picture: a static file under /images/, or an uploaded Blob served by the API. */
export const PRODUCT_IMAGE_PATH = /^(\/images\/[\w/.-]+|\/api\/apps\/ecommerce\/images\/[\w-]+)$/

// ---------------------------------------------------------------- products
/** The seeded categories (translated names); a shop adds its own (ecommerce-categories.ts). */
export const PRODUCT_CATEGORIES = ['Accessories', 'Home Decor', 'Electronics', 'Shoes', 'Office', 'Games'] as const
export const PRODUCT_STATUSES = ['Published', 'Scheduled', 'Inactive'] as const
export const PRODUCT_SORT_KEYS = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const

/** Product (SPEC section 3); price is text with the currency sign, e.g. '$999' or '$24.99'. */
export const product = z.object({
  id: z.number().int(),
  productName: z.string(),
  productBrand: z.string(),
  /** The title of a category of GET /api/apps/ecommerce/categories. */
  category: z.string(),
  stock: z.boolean(),
  sku: z.number().int(),
  price: z.string().regex(/^\$\d+(\.\d{1,2})?$/),
  qty: z.number().int().min(0),
  status: z.enum(PRODUCT_STATUSES),
  image: z.string(),
  /** Sanitised HTML from the add/edit form (seeded products have none). */
  description: z.string().optional(),
  ...productExtras,
})
export type Product = z.infer<typeof product>

/** GET /api/apps/ecommerce/products query; stock is 'true' or 'false'. */
export type ProductListQuery = {
  q?: string
  stock?: boolean
  category?: string
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
export const productInput = z
  .object({
    productName: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.max100'),
    productBrand: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.max100'),
    /** A category's title; the handler refuses one that does not exist (`validation.invalidChoice`). */
    category: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(60, 'validation.max60'),
    stock: z.boolean({ error: 'validation.invalid' }).default(true),
    sku: z.number({ error: 'validation.number' }).int('validation.number').min(1, 'validation.number').max(99_999_999, 'validation.number'),
    price: z
      .number({ error: 'validation.number' })
      .min(0, 'validation.number')
      .max(1_000_000, 'validation.number')
      .multipleOf(0.01, 'validation.number'),
    qty: z.number({ error: 'validation.number' }).int('validation.number').min(0, 'validation.number').max(1_000_000, 'validation.number'),
    status: z.enum(PRODUCT_STATUSES, { error: 'validation.invalidChoice' }),
    image: z.string().regex(PRODUCT_IMAGE_PATH, 'validation.invalid').optional(),
    description: sanitizedHtml(20_000).optional(),
    ...productExtras,
  })
  .superRefine((p, ctx) => {
    if (p.discountedPrice !== undefined && p.discountedPrice >= p.price)
      ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: DISCOUNT_BELOW_PRICE })
  })
export type ProductInput = z.input<typeof productInput>

// ---------------------------------------------------------------- orders
export const ORDER_STATUSES = ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'] as const
/** How an order was paid; cashOnDelivery and giftCard come from the front-page checkout. */
export const PAYMENT_METHODS = ['paypalLogo', 'mastercard', 'cashOnDelivery', 'giftCard'] as const
export const ORDER_SORT_KEYS = ['order', 'customers', 'date', 'status', 'spent'] as const

const storedAddress = z.object({ line: z.string(), city: z.string(), postcode: z.string(), country: z.string() })

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
  /** What the front checkout ordered (its orders only; the details page makes lines up for the others). */
  lines: z.array(z.object({ name: z.string(), price: z.number(), qty: z.number().int() })).optional(),
  /** Where the front checkout's order goes (country: ISO alpha-2, upper case); edited on the details page. */
  address: storedAddress.optional(),
  /** Set by the details page's edit dialogs (else the shipping address and the shop's contact). */
  billingAddress: storedAddress.optional(),
  contact: z.string().optional(),
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

/** Delivery speeds of the checkout and what each costs (euros). */
export const DELIVERY_SPEEDS = ['standard', 'express', 'overnight'] as const
export type DeliverySpeed = (typeof DELIVERY_SPEEDS)[number]
export const DELIVERY_FEES: Record<DeliverySpeed, number> = { standard: 0, express: 10, overnight: 15 }
export const CHECKOUT_PAYMENTS = ['card', 'cashOnDelivery', 'giftCard'] as const
/** The checkout's coupon: 10 % off the bag. */
export const CHECKOUT_COUPON = { code: 'VERMILION10', rate: 0.1 } as const
export const GIFT_WRAP_FEE = 5

const required = { error: 'validation.required' }
const text = requiredText

/**
 * POST /api/apps/ecommerce/orders (front-page checkout, DECISIONS section 9): the cart lines,
 * the address, the delivery speed and how it is paid (a card gives only its last four digits).
 * The handler computes the amount (lines − coupon + gift wrap + delivery), numbers the order
 * and answers 201 with the stored order.
 */
export const orderInput = z
  .object({
    customer: text(100),
    email: z.string(required).trim().min(1, 'validation.required').email('validation.email').max(100, 'validation.max100'),
    lines: z
      .array(
        z.object({
          name: text(100),
          price: z
            .number({ error: 'validation.number' })
            .min(0, 'validation.number')
            .max(100_000, 'validation.number')
            .multipleOf(0.01, 'validation.number'),
          qty: z.number({ error: 'validation.number' }).int('validation.number').min(1, 'validation.number').max(99, 'validation.number'),
        }),
        required,
      )
      .min(1, 'validation.required')
      .max(50, 'validation.tooLong'),
    address: z.object({
      line: text(100),
      city: text(60),
      postcode: text(20),
      country: z.string(required).regex(/^[A-Z]{2}$/, 'validation.country'),
    }),
    delivery: z.enum(DELIVERY_SPEEDS, { error: 'validation.invalidChoice' }),
    giftWrap: z.boolean({ error: 'validation.invalid' }).default(false),
    coupon: z.string().trim().max(30, 'validation.invalid').optional(),
    payment: z.enum(CHECKOUT_PAYMENTS, { error: 'validation.invalidChoice' }),
    cardLast4: z
      .string()
      .regex(/^\d{4}$/, 'validation.invalid')
      .optional(),
  })
  .superRefine((o, ctx) => {
    if (o.payment === 'card' && !o.cardLast4) ctx.addIssue({ code: 'custom', path: ['cardLast4'], message: 'validation.required' })
    if (o.coupon && o.coupon.toUpperCase() !== CHECKOUT_COUPON.code)
      ctx.addIssue({ code: 'custom', path: ['coupon'], message: 'validation.invalid' })
  })
export type OrderInput = z.input<typeof orderInput>

/**
 * What an order of the checkout costs: the bag (lines), the coupon's discount, gift wrap and
 * delivery, and the total. The handler stores the total; the cart shows the same figures.
 */
export function orderTotals(o: {
  lines: readonly { price: number; qty: number }[]
  delivery: DeliverySpeed
  giftWrap?: boolean
  coupon?: boolean | string
}) {
  const cents = (n: number) => Math.round(n * 100) / 100
  const bag = cents(o.lines.reduce((sum, l) => sum + l.price * l.qty, 0))
  const discount = o.coupon ? cents(bag * CHECKOUT_COUPON.rate) : 0
  const giftWrap = o.giftWrap ? GIFT_WRAP_FEE : 0
  const delivery = DELIVERY_FEES[o.delivery]
  return { bag, discount, giftWrap, delivery, total: cents(bag - discount + giftWrap + delivery) }
}

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

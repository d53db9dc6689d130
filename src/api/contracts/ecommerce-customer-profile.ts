import { z } from 'zod'
import { requiredText } from './common'
import { FLAG_COUNTRIES } from '@/lib/display-names'
import { customerFields } from './ecommerce-customers'

const required = { error: 'validation.required' }
const text = requiredText
const optionalText = (max: 60 | 100) => text(max).or(z.literal('')).default('')
const flag = z.boolean({ error: 'validation.invalid' })
const localId = z.string(required).regex(/^[\w-]{1,40}$/, 'validation.invalid')
/** A country with a local flag, ISO alpha-2 upper case. */
const flagCountry = z
  .string(required)
  .toUpperCase()
  .refine((c) => (FLAG_COUNTRIES as readonly string[]).includes(c), 'validation.country')

export const CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const
export const CUSTOMER_PLANS = ['basic', 'standard', 'premium'] as const
export const CUSTOMER_LANGUAGES = ['fr', 'en', 'ar'] as const
export const CUSTOMER_NOTIFICATIONS = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const
export const CUSTOMER_CHANNELS = ['email', 'browser', 'app'] as const

/** An address of the customer's address book (the add-customer drawer's address is the first). */
export const customerAddress = z.object({
  id: localId,
  label: text(60),
  line1: text(100),
  line2: optionalText(100),
  town: text(60),
  state: optionalText(60),
  postcode: text(60),
  country: flagCountry,
})
export type CustomerAddress = z.infer<typeof customerAddress>
export type CustomerAddressInput = z.input<typeof customerAddress>

/** A saved card: only its brand, holder, last four digits and expiry (MM/YY) are kept. */
export const customerCard = z.object({
  id: localId,
  brand: z.enum(CARD_BRANDS, { error: 'validation.invalidChoice' }),
  holder: text(100),
  last4: z.string(required).regex(/^\d{4}$/, 'validation.invalid'),
  expiry: z
    .string(required)
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'validation.date'),
})
export type CustomerCard = z.infer<typeof customerCard>

const channels = z.object({ email: flag, browser: flag, app: flag })

/** The parts of a customer's profile that PUT /customers/{id}/profile saves, one object each. */
export const customerProfileSections = {
  addresses: z.array(customerAddress).max(10, 'validation.tooLong'),
  /** The id of the address used for billing (one of `addresses`), or null. */
  billingAddressId: localId.nullable(),
  cards: z.array(customerCard).max(10, 'validation.tooLong'),
  notifications: z.object(
    Object.fromEntries(CUSTOMER_NOTIFICATIONS.map((n) => [n, channels])) as Record<
      (typeof CUSTOMER_NOTIFICATIONS)[number],
      typeof channels
    >,
  ),
  /** Two-step verification by SMS: the phone is required when it is on. */
  twoFactor: z
    .object({
      enabled: flag,
      phone: z
        .string()
        .trim()
        .regex(/^(\+?[0-9 ()-]{6,20})?$/, 'validation.phone'),
    })
    .refine((v) => !v.enabled || v.phone !== '', { path: ['phone'], message: 'validation.required' }),
  plan: z.enum(CUSTOMER_PLANS, { error: 'validation.invalidChoice' }),
}

/**
 * PUT /api/apps/ecommerce/customers/{id}/profile: the sections to save (each form sends its own,
 * whole); the others stay as stored. `billingAddressId` must name one of the addresses.
 */
export const customerProfileUpdate = z
  .strictObject(customerProfileSections)
  .partial()
  .superRefine((v, ctx) => {
    if (v.billingAddressId && v.addresses && !v.addresses.some((a) => a.id === v.billingAddressId))
      ctx.addIssue({ code: 'custom', path: ['billingAddressId'], message: 'validation.invalidChoice' })
  })
export type CustomerProfileUpdate = z.input<typeof customerProfileUpdate>

/**
 * GET /api/apps/ecommerce/customers/{id}/profile: the stored sections, the details of the edit
 * dialog, when the password last changed, and the overview cards' figures, computed by the
 * handler from the customer's record: balance = 5 % of what was spent (store credit), one
 * loyalty point per unit spent (tiers at 1,000 / 3,000 / 6,000), one coupon per 5 orders, and
 * the number of products in the wishlist.
 */
export const customerProfile = z.object({
  ...customerProfileSections,
  username: z.string(),
  taxId: z.string(),
  language: z.enum(CUSTOMER_LANGUAGES),
  passwordChangedAt: z.string().nullable(),
  overview: z.object({
    balance: z.number(),
    points: z.number().int(),
    tier: z.enum(['bronze', 'silver', 'gold', 'platinum']),
    toNextTier: z.number().int(),
    wishlist: z.number().int(),
    coupons: z.number().int(),
  }),
})
export type CustomerProfile = z.infer<typeof customerProfile>

/**
 * PUT /api/apps/ecommerce/customers/{id} (the "Edit details" dialog): the add form's fields plus
 * username, tax id and language; an email used by another customer is `validation.emailTaken`.
 */
export const customerDetailsInput = customerFields.extend({
  username: z
    .string(required)
    .trim()
    .regex(/^[\w.-]{3,30}$/, 'validation.username'),
  taxId: z
    .string()
    .trim()
    .regex(/^[A-Z0-9 -]{0,30}$/i, 'validation.invalid')
    .default(''),
  language: z.enum(CUSTOMER_LANGUAGES, { error: 'validation.invalidChoice' }),
})
export type CustomerDetailsInput = z.input<typeof customerDetailsInput>

/** POST /api/apps/ecommerce/customers/{id}/password: 8+ characters, a letter and a digit, confirmed. */
export const customerPassword = z
  .object({
    password: z
      .string(required)
      .min(8, 'validation.min8')
      .max(100, 'validation.max100')
      .regex(/[a-z]/i, 'validation.passwordLetter')
      .regex(/\d/, 'validation.passwordDigit'),
    confirm: z.string(required).min(1, 'validation.required'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'validation.passwordMatch' })
export type CustomerPassword = z.input<typeof customerPassword>

import { z } from 'zod'
import { requiredText } from './common'

const required = { error: 'validation.required' }
const text = requiredText
const optionalText = (max: 60 | 100) =>
  z
    .string()
    .trim()
    .max(max, max === 60 ? 'validation.max60' : 'validation.max100')
    .default('')
const email = z.string(required).trim().min(1, 'validation.required').email('validation.email').max(100, 'validation.max100')
const phone = z
  .string(required)
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'validation.phone')
const country = z.string(required).regex(/^[A-Z]{2}$/, 'validation.country')
const flag = z.boolean({ error: 'validation.invalid' })
const money = z
  .number({ error: 'validation.number' })
  .min(0, 'validation.number')
  .max(10_000, 'validation.number')
  .multipleOf(0.01, 'validation.number')
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.invalidChoice' })

export const TIME_ZONES = ['Europe/Paris', 'Europe/London', 'America/New_York', 'Asia/Dubai', 'Africa/Casablanca', 'Asia/Tokyo'] as const
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const
export const WEIGHT_UNITS = ['kg', 'g', 'lb', 'oz'] as const
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'adyen', 'mollie'] as const
export const CARD_METHODS = ['visa', 'mastercard', 'amex', 'paypal'] as const
export const MANUAL_METHODS = ['cashOnDelivery', 'bankTransfer', 'moneyOrder'] as const
export const CONTACT_METHODS = ['phone', 'email'] as const
export const FULL_NAME_RULES = ['lastOnly', 'firstAndLast'] as const
export const FIELD_RULES = ['hidden', 'optional', 'required'] as const
export const SHIPPING_ZONES = ['domestic', 'international'] as const
export const SHIPPING_RATES = ['standard', 'express'] as const
export const NOTIFICATION_GROUPS = {
  customer: ['orderConfirmation', 'orderCancelled', 'orderInvoice', 'giftCard'],
  orders: ['newOrder', 'refundRequest', 'paymentFailed'],
  shipping: ['pickedUp', 'outForDelivery', 'delivered'],
} as const
export const NOTIFICATION_CHANNELS = ['email', 'app'] as const

const record = <K extends readonly [string, ...string[]], V extends z.ZodType>(keys: K, value: V) =>
  z.object(Object.fromEntries(keys.map((k) => [k, value])) as { [P in K[number]]: V })
const channels = record(NOTIFICATION_CHANNELS, flag)

/** The six tabs of the shop settings (SCREENS.md "Settings"), one object each. */
export const shopSettingsSections = {
  store: z.object({
    storeName: text(60),
    phone,
    contactEmail: email,
    senderEmail: email,
    legalName: text(100),
    billingAddress: text(100),
    billingCity: text(60),
    billingPostcode: text(60),
    billingCountry: country,
    timeZone: choice(TIME_ZONES),
    unitSystem: choice(UNIT_SYSTEMS),
    weightUnit: choice(WEIGHT_UNITS),
  }),
  payments: z.object({
    provider: choice(PAYMENT_PROVIDERS),
    methods: record(CARD_METHODS, flag),
    manual: record(MANUAL_METHODS, flag),
  }),
  checkout: z.object({
    contactMethod: choice(CONTACT_METHODS),
    fullName: choice(FULL_NAME_RULES),
    companyName: choice(FIELD_RULES),
    addressLine2: choice(FIELD_RULES),
    shippingPhone: choice(FIELD_RULES),
  }),
  shipping: record(SHIPPING_ZONES, record(SHIPPING_RATES, money)),
  location: z.object({
    name: text(60),
    isDefault: flag,
    address: text(100),
    apartment: optionalText(100),
    city: text(60),
    postcode: text(60),
    country,
  }),
  notifications: z.object({
    customer: record(NOTIFICATION_GROUPS.customer, channels),
    orders: record(NOTIFICATION_GROUPS.orders, channels),
    shipping: record(NOTIFICATION_GROUPS.shipping, channels),
  }),
}
export type ShopSettingsSection = keyof typeof shopSettingsSections
export const SHOP_SETTINGS_SECTIONS = Object.keys(shopSettingsSections) as ShopSettingsSection[]

/** GET /api/apps/ecommerce/settings: every tab. */
export const shopSettings = z.object(shopSettingsSections)
export type ShopSettings = z.infer<typeof shopSettings>

/**
 * PUT /api/apps/ecommerce/settings: the tabs to save (each tab's Save sends its own section, whole);
 * the others stay as stored. Answers every tab.
 */
export const shopSettingsUpdate = z.strictObject(shopSettingsSections).partial()
export type ShopSettingsUpdate = z.input<typeof shopSettingsUpdate>

import { z } from 'zod'

/** What an image upload answers: the URL to put in a product's `image`. */
export const productImageUploaded = z.object({ url: z.string() })
export type ProductImageUploaded = z.infer<typeof productImageUploaded>

export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024
/** The multipart field of POST /api/apps/ecommerce/images. */
export const PRODUCT_IMAGE_FIELD = 'file'

/** Why an uploaded picture is refused (an i18n key), or null when it is fine. */
export function productImageError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'ecommerce:validation.imageType'
  if (file.size > MAX_PRODUCT_IMAGE_BYTES) return 'ecommerce:validation.imageSize'
  if (file.size === 0) return 'ecommerce:validation.imageEmpty'
  return null
}

// ---------------------------------------------------------------- add/edit form: the other cards
/** Variants card: the option a value is for. */
export const VARIANT_OPTIONS = ['size', 'color', 'weight', 'smell'] as const
/** Inventory tabs: who ships, where it goes, what it is, how it is identified. */
export const SHIPPING_TYPES = ['seller', 'company'] as const
export const DELIVERY_TYPES = ['worldwide', 'selected', 'local'] as const
export const PRODUCT_ATTRIBUTES = ['fragile', 'biodegradable', 'frozen', 'expiry'] as const
export const PRODUCT_ID_TYPES = ['isbn', 'upc', 'ean', 'jan'] as const
/** Organise card: the collection a product is shown in. */
export const PRODUCT_COLLECTIONS = ['men', 'women', 'kids'] as const
/** The message of a discounted price that is not below the price (form and handler). */
export const DISCOUNT_BELOW_PRICE = 'ecommerce:products.discountBelowPrice'

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.invalidChoice' })
const count = z
  .number({ error: 'validation.number' })
  .int('validation.number')
  .min(0, 'validation.number')
  .max(1_000_000, 'validation.number')

export const productVariant = z.object({
  option: choice(VARIANT_OPTIONS),
  value: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(60, 'validation.max60'),
})

export const productInventory = z
  .object({
    restockQty: count,
    shipping: choice(SHIPPING_TYPES),
    delivery: choice(DELIVERY_TYPES),
    attributes: z.array(choice(PRODUCT_ATTRIBUTES)).max(PRODUCT_ATTRIBUTES.length, 'validation.tooLong'),
    /** yyyy-mm-dd, required with the `expiry` attribute. */
    expiryDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
      .optional(),
    idType: choice(PRODUCT_ID_TYPES),
    productId: z
      .string()
      .trim()
      .max(30, 'validation.max30')
      .regex(/^[\w-]*$/, 'validation.invalid'),
  })
  .superRefine((i, ctx) => {
    if (i.attributes.includes('expiry') && !i.expiryDate)
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'validation.required' })
  })
export type ProductInventory = z.infer<typeof productInventory>

/** What the add/edit form stores besides the list's columns (optional: the seeded products have none). */
export const productExtras = {
  barcode: z
    .string()
    .trim()
    .max(30, 'validation.max30')
    .regex(/^[\w-]*$/, 'validation.invalid')
    .optional(),
  variants: z.array(productVariant).max(10, 'validation.tooLong').optional(),
  inventory: productInventory.optional(),
  /** Dollars, below `price`. */
  discountedPrice: z
    .number({ error: 'validation.number' })
    .min(0, 'validation.number')
    .max(1_000_000, 'validation.number')
    .multipleOf(0.01, 'validation.number')
    .optional(),
  chargeTax: z.boolean({ error: 'validation.invalid' }).optional(),
  collection: choice(PRODUCT_COLLECTIONS).optional(),
  tags: z.array(z.string().trim().min(1, 'validation.required').max(30, 'validation.max30')).max(10, 'validation.tooLong').optional(),
}

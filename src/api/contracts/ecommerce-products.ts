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

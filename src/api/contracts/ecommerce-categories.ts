import { z } from 'zod'
import { sanitizedHtml } from './html'
import { PRODUCT_IMAGE_PATH, PRODUCT_STATUSES } from './ecommerce'

export const CATEGORY_STATUSES = PRODUCT_STATUSES
export const CATEGORY_SORT_KEYS = ['title', 'status'] as const

/**
 * A product category (DECISIONS section 9). Products name their category by its `title`; renaming
 * a category renames it in its products (one transaction). `description` is sanitised HTML.
 */
export const category = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string(),
  parentId: z.number().int().nullable(),
  description: z.string(),
  status: z.enum(CATEGORY_STATUSES),
})
export type Category = z.infer<typeof category>

/**
 * A row of the categories list: the category with its figures, computed by the handler:
 * how many products use it and what they are worth (Σ price × quantity of its products).
 */
export const categoryRow = category.extend({ totalProducts: z.number().int(), totalEarning: z.number() })
export type CategoryRow = z.infer<typeof categoryRow>

export const categoryListResponse = z.object({ categories: z.array(categoryRow), total: z.number().int() })
export type CategoryListResponse = z.infer<typeof categoryListResponse>

/** 409 answer of DELETE while products use the category. */
export const categoryInUse = z.object({ message: z.string(), count: z.number().int() })

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * POST / PUT /api/apps/ecommerce/categories[/{id}] (the add/edit drawer). Title and slug must be
 * free (`validation.nameTaken`, `ecommerce:validation.slugTaken`); the parent must exist and not
 * be the category itself (`validation.invalidChoice`); the picture is one uploaded through
 * POST /api/apps/ecommerce/images (or a static /images/ path), a default one when omitted.
 */
export const categoryInput = z.object({
  title: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(60, 'validation.max60'),
  slug: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(60, 'validation.max60')
    .regex(SLUG, 'ecommerce:validation.slug'),
  image: z.string().regex(PRODUCT_IMAGE_PATH, 'validation.invalid').optional(),
  parentId: z
    .number({ error: 'validation.invalidChoice' })
    .int('validation.invalidChoice')
    .positive('validation.invalidChoice')
    .nullable()
    .default(null),
  description: sanitizedHtml(10_000).default(''),
  status: z.enum(CATEGORY_STATUSES, { error: 'validation.invalidChoice' }),
})
export type CategoryInput = z.input<typeof categoryInput>

/** 'Home Décor & Garden' -> 'home-decor-garden' (the drawer proposes the slug from the title). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
}

import { Gamepad2, Headphones, Home, Laptop, ShoppingBag, Footprints, Tag, type LucideIcon } from 'lucide-react'
import type { Product } from '@/api/contracts/ecommerce'
import { PRODUCT_CATEGORIES, parseMoney } from '@/api/contracts/ecommerce'
import type { Tone } from '@/ui/tone'
import type { ShopT } from './shop-t'

/** The shop's prices are in US dollars (the seed's currency text). */
export const SHOP_CURRENCY = 'USD'

export const PRODUCT_STATUS_TONE: Record<Product['status'], Tone> = { Published: 'success', Scheduled: 'warning', Inactive: 'error' }

type SeededCategory = (typeof PRODUCT_CATEGORIES)[number]
const isSeeded = (title: string): title is SeededCategory => (PRODUCT_CATEGORIES as readonly string[]).includes(title)

const CATEGORY_META: Record<SeededCategory, { icon: LucideIcon; tone: Tone }> = {
  Accessories: { icon: Headphones, tone: 'warning' },
  'Home Decor': { icon: Home, tone: 'error' },
  Electronics: { icon: Laptop, tone: 'info' },
  Shoes: { icon: Footprints, tone: 'success' },
  Office: { icon: ShoppingBag, tone: 'primary' },
  Games: { icon: Gamepad2, tone: 'secondary' },
}

/** The product's price as a number (the API keeps it as '$24.99'). */
export const productPrice = (p: Product) => parseMoney(p.price)

/** A category's icon and tone: the seeded ones have their own, a category the shop added a tag. */
export const categoryMeta = (title: string): { icon: LucideIcon; tone: Tone } =>
  isSeeded(title) ? CATEGORY_META[title] : { icon: Tag, tone: 'secondary' }

/** A category's name in the active language: the seeded ones are translated, others shown as typed. */
export const categoryLabel = (t: ShopT, title: string): string => (isSeeded(title) ? t(`ecommerce:categories.${title}`) : title)

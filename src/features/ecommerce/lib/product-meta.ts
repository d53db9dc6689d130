import { Gamepad2, Headphones, Home, Laptop, ShoppingBag, Footprints, type LucideIcon } from 'lucide-react'
import type { Product } from '@/api/contracts/ecommerce'
import { parseMoney } from '@/api/contracts/ecommerce'
import type { Tone } from '@/ui/tone'

/** The shop's prices are in US dollars (the seed's currency text). */
export const SHOP_CURRENCY = 'USD'

export const PRODUCT_STATUS_TONE: Record<Product['status'], Tone> = { Published: 'success', Scheduled: 'warning', Inactive: 'error' }

export const CATEGORY_META: Record<Product['category'], { icon: LucideIcon; tone: Tone }> = {
  Accessories: { icon: Headphones, tone: 'warning' },
  'Home Decor': { icon: Home, tone: 'error' },
  Electronics: { icon: Laptop, tone: 'info' },
  Shoes: { icon: Footprints, tone: 'success' },
  Office: { icon: ShoppingBag, tone: 'primary' },
  Games: { icon: Gamepad2, tone: 'secondary' },
}

/** The product's price as a number (the API keeps it as '$24.99'). */
export const productPrice = (p: Product) => parseMoney(p.price)

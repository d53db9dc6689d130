/** The demo cart of the checkout (static, SCREENS "Front pages"): local product pictures. */
export interface CartItem {
  id: string
  /** Product names are brand names: not translated. */
  name: string
  seller: string
  image: string
  rating: number
  inStock: boolean
  price: number
  qty: number
}

export const INITIAL_CART: readonly CartItem[] = [
  {
    id: 'headphones',
    name: 'Peony & Co Flex Headphones',
    seller: 'Peony & Co',
    image: '/images/products/headphones.svg',
    rating: 4,
    inStock: true,
    price: 149,
    qty: 1,
  },
  {
    id: 'keyboard',
    name: 'Nordlys Compact Keyboard',
    seller: 'Nordlys',
    image: '/images/products/keyboard.svg',
    rating: 5,
    inStock: true,
    price: 89.5,
    qty: 2,
  },
  {
    id: 'lamp',
    name: 'Atelier Brume Desk Lamp',
    seller: 'Atelier Brume',
    image: '/images/products/lamp.svg',
    rating: 3.5,
    inStock: true,
    price: 39.9,
    qty: 1,
  },
]

export const MAX_QTY = 10

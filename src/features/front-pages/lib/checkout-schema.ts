import { z } from 'zod'
import { CHECKOUT_PAYMENTS, DELIVERY_SPEEDS, type OrderInput } from '@/api/contracts/ecommerce'
import { cardDigits, cardInput, EMPTY_CARD } from './card-validation'
import { INITIAL_CART } from './cart'

/** The saved addresses the checkout offers (fictional), and "new address". */
export const SAVED_ADDRESSES = {
  home: {
    name: 'Nadia Benali',
    email: 'nadia.benali@example.com',
    line: '12 rue des Lilas',
    city: 'Lyon',
    postcode: '69001',
    country: 'FR',
  },
  office: {
    name: 'Nadia Benali',
    email: 'nadia.benali@example.com',
    line: '8 avenue de la Gare',
    city: 'Villeurbanne',
    postcode: '69100',
    country: 'FR',
  },
} as const
export const ADDRESS_CHOICES = ['home', 'office', 'new'] as const

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(max, max <= 60 ? 'validation.max60' : 'validation.max100')

const item = z.object({
  id: z.string(),
  name: z.string(),
  seller: z.string(),
  image: z.string(),
  rating: z.number(),
  inStock: z.boolean(),
  price: z.number(),
  qty: z.number().int().min(1).max(99),
})

/**
 * The checkout wizard's one form: cart (items, coupon, gift wrap), address and delivery speed,
 * payment (card checked like the payment page, or a gift-card code, or cash on delivery).
 */
export function checkoutInput(now: () => Date = () => new Date()) {
  const card = cardInput(now)
  return z
    .object({
      items: z.array(item).min(1, 'front:validation.emptyCart'),
      coupon: z.boolean(),
      giftWrap: z.boolean(),
      address: z.object({
        choice: z.enum(ADDRESS_CHOICES),
        name: required(100),
        email: z.string().trim().min(1, 'validation.required').email('validation.email'),
        line: required(100),
        city: required(60),
        postcode: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'front:validation.postcode'),
        country: z.string().regex(/^[A-Z]{2}$/, 'validation.country'),
      }),
      delivery: z.enum(DELIVERY_SPEEDS),
      payment: z.enum(CHECKOUT_PAYMENTS),
      card: z.object({ number: z.string(), name: z.string(), expiry: z.string(), cvv: z.string() }),
      giftCode: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.payment === 'card') {
        const result = card.safeParse(v.card)
        if (!result.success)
          for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['card', ...issue.path] })
      }
      if (v.payment === 'giftCard' && !/^[A-Z0-9]{4}(-?[A-Z0-9]{4}){3}$/i.test(v.giftCode.trim()))
        ctx.addIssue({ code: 'custom', path: ['giftCode'], message: 'front:validation.giftCode' })
    })
}
export type CheckoutValues = z.input<ReturnType<typeof checkoutInput>>

export const EMPTY_CHECKOUT: CheckoutValues = {
  items: INITIAL_CART.map((i) => ({ ...i })),
  coupon: false,
  giftWrap: false,
  address: { choice: 'home', ...SAVED_ADDRESSES.home },
  delivery: 'standard',
  payment: 'card',
  card: EMPTY_CARD,
  giftCode: '',
}

/** The body of POST /api/apps/ecommerce/orders for the checkout's values. */
export function toOrder(v: CheckoutValues, couponCode: string): OrderInput {
  const { choice: _choice, name, email, ...address } = v.address
  return {
    customer: name.trim(),
    email: email.trim(),
    lines: v.items.map((i) => ({ name: i.name, price: i.price, qty: i.qty })),
    address: { line: address.line.trim(), city: address.city.trim(), postcode: address.postcode.trim(), country: address.country },
    delivery: v.delivery,
    giftWrap: v.giftWrap,
    coupon: v.coupon ? couponCode : undefined,
    payment: v.payment,
    cardLast4: v.payment === 'card' ? cardDigits(v.card.number).slice(-4) : undefined,
  }
}

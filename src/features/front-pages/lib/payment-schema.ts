import { z } from 'zod'
import { cardInput, EMPTY_CARD } from './card-validation'

export const PAYMENT_METHODS = ['card', 'paypal'] as const

/** Billing details of the payment page (account e-mail and password, country, postcode). */
const billingInput = z.object({
  email: z.string().trim().min(1, 'validation.required').email('validation.email'),
  password: z.string().min(8, 'validation.min8').max(100, 'validation.max100'),
  country: z.string().regex(/^[A-Z]{2}$/, 'validation.country'),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'front:validation.postcode'),
})

/**
 * The payment page's form: the card is checked (Luhn, expiry in the future, CVV) only when the
 * card is the chosen method. `now` is the clock (tests).
 */
export function paymentInput(now: () => Date = () => new Date()) {
  const card = cardInput(now)
  return z
    .object({
      method: z.enum(PAYMENT_METHODS),
      billing: billingInput,
      card: z.object({ number: z.string(), name: z.string(), expiry: z.string(), cvv: z.string() }),
    })
    .superRefine((v, ctx) => {
      if (v.method !== 'card') return
      const result = card.safeParse(v.card)
      if (!result.success)
        for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['card', ...issue.path] })
    })
}
export type PaymentInput = z.input<ReturnType<typeof paymentInput>>

export const EMPTY_PAYMENT: PaymentInput = {
  method: 'card',
  billing: { email: '', password: '', country: 'FR', postcode: '' },
  card: EMPTY_CARD,
}

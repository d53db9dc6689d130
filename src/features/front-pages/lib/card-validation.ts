import { z } from 'zod'

/** Card number as typed (spaces and dashes allowed) → its digits. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '')

/** The Luhn checksum (ISO/IEC 7812): every card number ends with its check digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** American Express numbers start with 34 or 37 and take a 4-digit security code. */
export const isAmex = (digits: string) => /^3[47]/.test(digits)

/** "4242424242424242" → "4242 4242 4242 4242" (groups of four, as printed on the card). */
export const formatCardNumber = (value: string) =>
  cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** "MM/YY" → { month, year } (four-digit year), or null when it is not a month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value)
  if (!m) return null
  const month = Number(m[1])
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2])
  return month >= 1 && month <= 12 ? { month, year } : null
}

/** A card is valid until the last day of its expiry month, included. */
export function expiryInFuture(value: string, now: Date = new Date()): boolean {
  const e = parseExpiry(value)
  if (!e) return false
  return e.year > now.getFullYear() || (e.year === now.getFullYear() && e.month >= now.getMonth() + 1)
}

/** Keeps "MM/YY" as it is typed: digits only, the slash added after the month. */
export function formatExpiry(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 4)
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d
}

const REQUIRED = 'validation.required'

/**
 * The card fields (payment page, checkout): number with its Luhn checksum, holder name, expiry
 * in the future, CVV of 3 digits (4 for American Express). `now` is the clock (tests).
 */
export function cardInput(now: () => Date = () => new Date()) {
  return z
    .object({
      number: z.string().trim().min(1, REQUIRED),
      name: z.string().trim().min(1, REQUIRED).max(60, 'validation.max60'),
      expiry: z.string().trim().min(1, REQUIRED),
      cvv: z.string().trim().min(1, REQUIRED),
    })
    .superRefine((card, ctx) => {
      const digits = cardDigits(card.number)
      if (card.number && (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)))
        ctx.addIssue({ code: 'custom', path: ['number'], message: 'front:validation.cardNumber' })
      if (card.expiry && !parseExpiry(card.expiry))
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'front:validation.expiryFormat' })
      else if (card.expiry && !expiryInFuture(card.expiry, now()))
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'front:validation.expiryPast' })
      const cvvLength = isAmex(digits) ? 4 : 3
      if (card.cvv && !new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv))
        ctx.addIssue({ code: 'custom', path: ['cvv'], message: cvvLength === 4 ? 'front:validation.cvv4' : 'front:validation.cvv' })
    })
}
export type CardInput = z.input<ReturnType<typeof cardInput>>

export const EMPTY_CARD: CardInput = { number: '', name: '', expiry: '', cvv: '' }

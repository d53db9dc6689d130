import { z } from 'zod'

/* The order details' Edit dialogs (own module: the mock layer loads it with the handler, on first use). */

const line = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, max <= 60 ? 'validation.max60' : 'validation.max100')

/** An address of the details page's dialogs; country is ISO alpha-2 (stored upper case). */
export const addressInput = z.object({
  line: line(100),
  city: line(60),
  postcode: line(20),
  country: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'validation.country')
    .toUpperCase(),
})
export type AddressInput = z.input<typeof addressInput>

/** The customer-info dialog: the order's customer name, email and phone. */
export const orderCustomerInput = z.object({
  customer: line(100),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .email('validation.email')
    .max(100, 'validation.max100'),
  contact: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'validation.phone'),
})
export type OrderCustomerInput = z.input<typeof orderCustomerInput>

/**
 * PUT /api/apps/ecommerce/orders/{id}/contact: what the details page's "Edit" dialogs change —
 * the customer info, the shipping address, the billing address, or several; at least one.
 */
export const orderContactInput = orderCustomerInput
  .partial()
  .extend({ shippingAddress: addressInput.optional(), billingAddress: addressInput.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'validation.required', path: ['_'] })
export type OrderContactInput = z.input<typeof orderContactInput>

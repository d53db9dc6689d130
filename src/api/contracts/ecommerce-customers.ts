import { z } from 'zod'
import { FLAG_COUNTRIES } from '@/lib/display-names'

const required = { error: 'validation.required' }

/** A customer's own fields (the add drawer and the "Edit details" dialog). */
export const customerFields = z.object({
  customer: z.string(required).trim().min(1, 'validation.required').max(100, 'validation.max100'),
  email: z
    .string(required)
    .trim()
    .min(1, 'validation.required')
    .email('validation.email')
    .transform((v) => v.toLowerCase()),
  countryCode: z
    .string(required)
    .trim()
    .toUpperCase()
    .refine((c) => (FLAG_COUNTRIES as readonly string[]).includes(c), 'validation.country')
    .transform((c) => c.toLowerCase()),
  contact: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ()-]{6,20})?$/, 'validation.phone')
    .default(''),
})

const optional = (max: 60 | 100) =>
  z
    .string()
    .trim()
    .max(max, max === 60 ? 'validation.max60' : 'validation.max100')
    .default('')

/**
 * POST /api/apps/ecommerce/customers (the "Add customer" drawer). The country is one with a local
 * flag; the handler refuses an email already used (`validation.emailTaken`) and numbers the
 * customer (customerId = highest + 1), with no orders yet. The shipping address is optional (a
 * line 1 needs its town and postcode); it becomes the first address of the customer's address
 * book (in the customer's country), and their billing address with `useAsBilling`.
 */
export const customerInput = customerFields
  .extend({
    line1: optional(100),
    line2: optional(100),
    town: optional(60),
    state: optional(60),
    postcode: optional(60),
    useAsBilling: z.boolean({ error: 'validation.invalid' }).default(false),
  })
  .superRefine((v, ctx) => {
    const anyAddress = v.line1 || v.line2 || v.town || v.state || v.postcode
    for (const field of ['line1', 'town', 'postcode'] as const)
      if (anyAddress && !v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' })
  })
export type CustomerInput = z.input<typeof customerInput>

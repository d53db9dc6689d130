import { z } from 'zod'
import { FLAG_COUNTRIES } from '@/lib/display-names'

const required = { error: 'validation.required' }

/**
 * POST /api/apps/ecommerce/customers (the "Add customer" drawer). The country is one with a local
 * flag; the handler refuses an email already used (`validation.emailTaken`) and numbers the
 * customer (customerId = highest + 1), with no orders yet.
 */
export const customerInput = z.object({
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
export type CustomerInput = z.input<typeof customerInput>

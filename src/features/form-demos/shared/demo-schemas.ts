import { z } from 'zod'

/**
 * The zod rules the demos share. Messages are keys of the form-demos namespace (`v.*`), shown
 * through `useDemoT().err`. Parameterised messages carry their numbers in the key's default
 * (see the locale files: `v.min8`, `v.between10and20`, `v.length5`).
 */
export const required = z.string().trim().min(1, 'v.required')
export const email = required.pipe(z.email('v.email'))
export const password = required.pipe(z.string().min(8, 'v.min8'))
export const url = required.pipe(z.url({ message: 'v.url', protocol: /^https?$/ }))
export const optionalUrl = z.union([z.literal(''), z.url({ message: 'v.url', protocol: /^https?$/ })])
export const alphaDash = required.pipe(z.string().regex(/^[\p{L}\p{N}_-]+$/u, 'v.alphaDash'))
export const alpha = required.pipe(z.string().regex(/^\p{L}+$/u, 'v.alpha'))
export const chosen = z.string('v.required').min(1, 'v.required')

/** Password and its confirmation: the mismatch is reported on the confirmation. */
export function withConfirmation<S extends z.ZodObject<{ password: z.ZodType<string>; confirmPassword: z.ZodType<string> }>>(schema: S) {
  return schema.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'v.passwordMismatch',
    // Checked as soon as both are typed, even while other fields (later steps) are still invalid.
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown }
      return typeof v.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== ''
    },
  })
}

/** Validation types demo (SCREENS.md form-validation): one rule per field. */
export const validationTypes = withConfirmation(
  z.object({
    required,
    email,
    password,
    confirmPassword: required,
    between: required.refine((v) => /^-?\d+(\.\d+)?$/.test(v) && Number(v) >= 10 && Number(v) <= 20, 'v.between10and20'),
    integer: required.pipe(z.string().regex(/^-?\d+$/, 'v.integer')),
    regex: required.pipe(z.string().regex(/^[A-Z]{3}-\d{3}$/, 'v.regex')),
    alpha,
    url,
    length: required.pipe(z.string().length(5, 'v.length5')),
    alphaDash,
  }),
)
export type ValidationTypes = z.input<typeof validationTypes>

/** A phone number: digits, spaces, dots and dashes, an optional leading +, 8 to 20 characters. */
export const phone = required.pipe(z.string().regex(/^\+?[\d\s.-]{8,20}$/, 'v.phone'))
/** Optional fields of the layouts: any text (the demo shows where they go). */
export const optional = z.string()

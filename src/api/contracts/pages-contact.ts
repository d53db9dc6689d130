import { z } from 'zod'

/**
 * POST /api/pages/contact: the landing page's "Contact us" form. The message lands in the
 * back-office e-mail inbox (an unread e-mail from the visitor); the answer is its id.
 */
export const contactRequest = z.object({
  name: z.string().trim().min(2, 'validation.min2').max(60, 'validation.max60'),
  email: z.string().trim().min(1, 'validation.required').email('validation.email').max(254, 'validation.tooLong'),
  message: z.string().trim().min(10, 'front:validation.messageMin').max(1000, 'validation.tooLong'),
})
export type ContactRequest = z.infer<typeof contactRequest>
export const contactResponse = z.object({ id: z.number().int().positive() })

/** POST /api/pages/newsletter: subscribes an address (again: 200, nothing added). */
export const newsletterRequest = z.object({
  email: z.string().trim().min(1, 'validation.required').email('validation.email').max(254, 'validation.tooLong'),
})
export type NewsletterRequest = z.infer<typeof newsletterRequest>
export const newsletterResponse = z.object({ email: z.string(), subscribedAt: z.string() })
export type NewsletterResponse = z.infer<typeof newsletterResponse>

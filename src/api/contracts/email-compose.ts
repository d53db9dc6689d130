import { z } from 'zod'
import { sanitizedHtml } from './html'

/** Most addresses in one field (To, Cc or Bcc). */
export const MAX_RECIPIENTS = 50
export const MAX_SUBJECT = 200
const MAX_MESSAGE = 100_000

/** One address of To / Cc / Bcc: trimmed, lowercased, a valid e-mail. */
export const emailAddress = z
  .string({ error: 'validation.email' })
  .trim()
  .max(254, 'validation.email')
  .pipe(z.email('validation.email'))
  .transform((v) => v.toLowerCase())

const addresses = z.array(emailAddress, { error: 'validation.invalid' }).max(MAX_RECIPIENTS, 'validation.tooLong')

/** The text of an HTML fragment (tags dropped): what tells an empty editor ('<p></p>') from a message. */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim()

const draftId = z.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid')

/**
 * A draft (POST /api/apps/email/drafts, PUT /api/apps/email/drafts/{id}): everything may still be
 * empty, but what is there must be valid (each address an e-mail). The message is sanitised HTML.
 */
export const emailDraftInput = z
  .object({
    to: addresses.default([]),
    cc: addresses.default([]),
    bcc: addresses.default([]),
    subject: z.string({ error: 'validation.invalid' }).trim().max(MAX_SUBJECT, 'validation.tooLong').default(''),
    message: sanitizedHtml(MAX_MESSAGE).default(''),
  })
  .strict()
export type EmailDraftInput = z.input<typeof emailDraftInput>

/**
 * POST /api/apps/email/send: at least one recipient in To and a subject; stored in `sent`. With
 * `draftId`, the draft it was written from is removed (404 when there is no such draft).
 */
export const emailSendInput = emailDraftInput
  .extend({
    to: addresses.min(1, 'validation.required'),
    subject: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(MAX_SUBJECT, 'validation.tooLong'),
    draftId: draftId.optional(),
  })
  .strict()
export type EmailSendInput = z.input<typeof emailSendInput>

/** POST /api/apps/email/{id}/reply: the reply's HTML (sanitised), not empty. Appended to the thread. */
export const emailReplyInput = z
  .object({
    message: sanitizedHtml(MAX_MESSAGE).refine((html) => htmlText(html).length > 0, 'validation.required'),
  })
  .strict()
export type EmailReplyInput = z.input<typeof emailReplyInput>

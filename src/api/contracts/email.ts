import { z } from 'zod'

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam'] as const
export const EMAIL_LABELS = ['private', 'company', 'personal', 'important'] as const
/** GET filter: a folder, or 'starred' / 'trashed'. Default 'inbox'. */
export const EMAIL_FILTERS = [...EMAIL_FOLDERS, 'starred', 'trashed'] as const
export type EmailFolder = (typeof EMAIL_FOLDERS)[number]
export type EmailLabel = (typeof EMAIL_LABELS)[number]
export type EmailFilter = (typeof EMAIL_FILTERS)[number]

export const emailAttachment = z.object({
  fileName: z.string(),
  thumbnail: z.string(),
  url: z.string(),
  /** Text like '5mb'. */
  size: z.string(),
})

/** Email without its thread (SPEC section 3). `message` is HTML: sanitise before rendering. */
export const emailBase = z.object({
  id: z.number().int(),
  to: z.array(z.object({ email: z.string(), name: z.string() })),
  from: z.object({ email: z.string(), name: z.string(), avatar: z.string() }),
  subject: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  message: z.string(),
  attachments: z.array(emailAttachment),
  isStarred: z.boolean(),
  labels: z.array(z.enum(EMAIL_LABELS)),
  /** ISO date-time. */
  time: z.string(),
  folder: z.enum(EMAIL_FOLDERS),
  isRead: z.boolean(),
  isDeleted: z.boolean(),
})
export type EmailReply = z.infer<typeof emailBase>

/** Email with its replies (nested e-mails, oldest first). */
export const email = emailBase.extend({ replies: z.array(emailBase) })
export type Email = z.infer<typeof email>

export type EmailListQuery = {
  q?: string
  filter?: EmailFilter
  label?: EmailLabel
}

/** inbox and spam count unread messages; draft counts drafts; star counts starred messages. */
export const emailsMeta = z.object({
  inbox: z.number().int(),
  draft: z.number().int(),
  spam: z.number().int(),
  star: z.number().int(),
})
/** `total`: every match (the list is one page of it when `page`/`itemsPerPage` are sent). */
export const emailListResponse = z.object({ emails: z.array(email), total: z.number().int(), emailsMeta })
export type EmailListResponse = z.infer<typeof emailListResponse>

/** The fields a POST without `label` may merge into the listed e-mails. */
export const emailPatch = z
  .object({
    isRead: z.boolean({ error: 'validation.invalid' }),
    isStarred: z.boolean({ error: 'validation.invalid' }),
    folder: z.enum(EMAIL_FOLDERS, { error: 'validation.invalidChoice' }),
    isDeleted: z.boolean({ error: 'validation.invalid' }),
    labels: z.array(z.enum(EMAIL_LABELS, { error: 'validation.invalidChoice' })).max(EMAIL_LABELS.length, 'validation.invalid'),
  })
  .partial()
  .strict()

/**
 * POST /api/apps/email: with `label`, toggles that label on each listed e-mail (added when absent,
 * removed when present); without it, merges `data` into each listed e-mail. Either way 201.
 */
export const emailUpdateRequest = z
  .object({
    ids: z
      .array(z.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid'), {
        error: 'validation.required',
      })
      .min(1, 'validation.required')
      .max(1000, 'validation.tooLong'),
    data: emailPatch.optional(),
    label: z.enum(EMAIL_LABELS, { error: 'validation.invalidChoice' }).optional(),
  })
  .refine((b) => b.label !== undefined || (b.data !== undefined && Object.keys(b.data).length > 0), {
    message: 'validation.required',
    path: ['data'],
  })
export type EmailUpdateRequest = z.infer<typeof emailUpdateRequest>

/** 201 answer: the listed e-mails after the change. */
export const emailUpdateResponse = z.object({ emails: z.array(email) })
export type EmailUpdateResponse = z.infer<typeof emailUpdateResponse>

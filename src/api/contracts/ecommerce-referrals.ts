import { z } from 'zod'

/** POST /api/apps/ecommerce/referrals/invites: a friend's e-mail (an address invited twice is `validation.emailTaken`). */
export const referralInviteInput = z.object({
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .email('validation.email')
    .max(100, 'validation.max100')
    .transform((v) => v.toLowerCase()),
})
export type ReferralInviteInput = z.input<typeof referralInviteInput>
export const referralInvite = z.object({ email: z.string(), invitedAt: z.string() })

/**
 * GET /api/apps/ecommerce/referrals/summary, computed from the referrals: earnings of the paid and
 * unpaid ones, unpaid earnings, sign-ups (every referral), conversion rate (paid / sign-ups, %)
 * and the invitations sent.
 */
export const referralSummary = z.object({
  totalEarning: z.number(),
  unpaidEarning: z.number(),
  signups: z.number().int(),
  conversionRate: z.number(),
  invites: z.number().int(),
})
export type ReferralSummary = z.infer<typeof referralSummary>

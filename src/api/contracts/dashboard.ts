import { z } from 'zod'
import { ACCOUNT_STATUSES } from './platform'
import { orderTotals, otpOrder } from './otp'

/**
 * GET /api/dashboard/accounts (DECISIONS section 9): Vermilion's business dashboard, real figures
 * from the database. Needs `access global`; each block is there only for the areas the token's
 * user may access (null otherwise). Series are per day over the last DASHBOARD_DAYS days (UTC
 * calendar days, oldest first, `days` names them).
 */
export const DASHBOARD_DAYS = 30
/** How many strategies, models and latest orders the dashboard lists. */
export const DASHBOARD_TOP = 5

const count = z.number().int().min(0)
const perDay = z.array(count)

/** A strategy or model and its number of accounts. */
export const rankedItem = z.object({ id: z.number().int(), name: z.string(), accounts: count })
export type RankedItem = z.infer<typeof rankedItem>

export const statusCounts = z.object(
  Object.fromEntries(ACCOUNT_STATUSES.map((s) => [s, count])) as Record<(typeof ACCOUNT_STATUSES)[number], typeof count>,
)

/**
 * One platform: accounts per status, created per day, banned per day (a banned account's last
 * activity is when it was banned), the top strategies by accounts.
 */
export const platformFigures = z.object({
  total: count,
  byStatus: statusCounts,
  created: perDay,
  banned: perDay,
  topStrategies: z.array(rankedItem),
})
export type PlatformFigures = z.infer<typeof platformFigures>

/** Models (rule access models): how many, and the top ones by accounts on the platforms the user may access. */
export const modelFigures = z.object({ total: count, top: z.array(rankedItem) })
export type ModelFigures = z.infer<typeof modelFigures>

/**
 * OTP (rule access OTP): an admin sees everyone's orders, an operator their own. Orders, spend
 * and refunds per day (EUR; a refund counts on the day it was made), totals over all time, the
 * latest orders.
 */
export const otpFigures = z.object({
  scope: z.enum(['all', 'own']),
  orders: perDay,
  spent: z.array(z.number()),
  refunded: z.array(z.number()),
  totals: orderTotals,
  latest: z.array(otpOrder),
})
export type OtpFigures = z.infer<typeof otpFigures>

export const accountsDashboard = z.object({
  days: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  tinder: platformFigures.nullable(),
  fruitz: platformFigures.nullable(),
  models: modelFigures.nullable(),
  otp: otpFigures.nullable(),
})
export type AccountsDashboard = z.infer<typeof accountsDashboard>

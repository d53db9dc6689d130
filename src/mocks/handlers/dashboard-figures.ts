import { db } from '../db'
import { countBy, listKeys, memoByTables, pageOfKeys, usageBy } from '../lib/list-index'
import { ACCOUNT_STATUSES, type Platform, type StoredAccount } from '@/api/contracts/platform'
import {
  DASHBOARD_DAYS,
  DASHBOARD_TOP,
  type ModelFigures,
  type OtpFigures,
  type PlatformFigures,
  type RankedItem,
} from '@/api/contracts/dashboard'
import { fromCents, toCents, type OtpOrderRecord } from '@/api/contracts/otp'
import { allWaiting, readSettled, toWire, waitingOf } from './otp/ledger'
import { tables } from './platform/shared'

/**
 * The figures of GET /api/dashboard/accounts, answered from indexes and in-memory projections
 * (list engine), never by reading whole tables per request: counts per status from the status
 * index, accounts created per day from the createdAt index (keys only), usage per strategy and
 * model from their indexes; what no index answers (ban days, OTP amounts) from a small
 * projection kept up to date on every write. Each block is cached until one of its tables is
 * written (memoByTables) or the day changes.
 */

const DAY_MS = 86_400_000

/** The last DASHBOARD_DAYS UTC days, oldest first, ending with today's. */
export function dashboardDays(now = Date.now()): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) => new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10))
}

/** Adds one to the day of an ISO date-time (or date) when it is one of `days`. */
function bucket(days: string[]): { counts: number[]; add: (iso: string | null | undefined, amount?: number) => void } {
  const at = new Map(days.map((d, i) => [d, i]))
  const counts = days.map(() => 0)
  return {
    counts,
    add: (iso, amount = 1) => {
      const i = iso ? at.get(iso.slice(0, 10)) : undefined
      if (i !== undefined) counts[i]! += amount
    },
  }
}

/** The top `DASHBOARD_TOP` ids by count, with their names from `table` (a handful of records). */
async function ranked(usage: Map<number, number>, table: typeof db.models | typeof db.tinderStrategies): Promise<RankedItem[]> {
  const top = [...usage]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, DASHBOARD_TOP)
  const rows = await table.bulkGet(top.map(([id]) => id))
  return top.flatMap(([id, accounts], i) => (rows[i] ? [{ id, name: rows[i].name, accounts }] : []))
}

/** A banned account's day of ban (its last activity), the only field the ban series needs. */
const banDay = (a: StoredAccount) => a.lastActiveAt?.slice(0, 10) ?? null

export function platformFigures(platform: Platform, days: string[]): Promise<PlatformFigures> {
  const { accounts, strategies } = tables(platform)
  return memoByTables(`dashboard|${platform}|${days[0]}`, [accounts, strategies], async () => {
    const byStatusMap = await countBy(accounts, 'status', ACCOUNT_STATUSES)
    const byStatus = Object.fromEntries(ACCOUNT_STATUSES.map((s) => [s, byStatusMap.get(s) ?? 0])) as PlatformFigures['byStatus']
    const created = bucket(days)
    for (const at of await accounts.where('createdAt').aboveOrEqual(days[0]!).keys()) created.add(String(at))
    const banned = bucket(days)
    await listKeys({
      table: accounts,
      where: [['status', 'banned']],
      projection: { id: 'dashboard-ban', project: banDay },
      test: (day) => {
        banned.add(day)
        return false
      },
      order: { index: null },
    })
    const topStrategies = await ranked(await usageBy(accounts, 'strategyId'), strategies)
    const total = ACCOUNT_STATUSES.reduce((n, s) => n + byStatus[s], 0)
    return { total, byStatus, created: created.counts, banned: banned.counts, topStrategies }
  })
}

/** Models and the top ones by accounts over the platforms given. */
export function modelFigures(platforms: readonly Platform[]): Promise<ModelFigures> {
  const accountTables = platforms.map((p) => tables(p).accounts)
  return memoByTables(`dashboard|models|${platforms.join(',')}`, [db.models, ...accountTables], async () => {
    const usage = new Map<number, number>()
    for (const t of accountTables) for (const [id, n] of await usageBy(t, 'modelId')) usage.set(id, (usage.get(id) ?? 0) + n)
    return { total: await db.models.count(), top: await ranked(usage, db.models) }
  })
}

/** What the OTP block keeps in memory per order. */
interface ProjectedOrder {
  userId: number
  createdAt: string
  refundedAt: string | null
  cents: number
}
const projectOrder = (o: OtpOrderRecord): ProjectedOrder => ({
  userId: o.userId,
  createdAt: o.createdAt,
  refundedAt: o.refundedAt,
  cents: toCents(o.price),
})

/** OTP figures: everyone's orders (`own` undefined: admin) or one user's. */
export async function otpFigures(own: number | undefined, days: string[]): Promise<OtpFigures> {
  // Orders whose code or expiry is due are brought up to date first, as the order lists do.
  await readSettled(own === undefined ? allWaiting : waitingOf(own))
  return memoByTables(`dashboard|otp|${own ?? 'all'}|${days[0]}`, [db.otpOrders], async () => {
    const orders = bucket(days)
    const spent = bucket(days)
    const refunded = bucket(days)
    const sum = { count: 0, spent: 0, refunded: 0 }
    await listKeys({
      table: db.otpOrders,
      where: [['userId', own]],
      projection: { id: 'dashboard', project: projectOrder },
      test: (o) => {
        sum.count += 1
        sum.spent += o.cents
        orders.add(o.createdAt)
        spent.add(o.createdAt, o.cents)
        if (o.refundedAt) {
          sum.refunded += o.cents
          refunded.add(o.refundedAt, o.cents)
        }
        return false
      },
      order: { index: null },
    })
    const newest = await listKeys({ table: db.otpOrders, where: [['userId', own]], order: { index: 'createdAt', desc: true } })
    const latest = (await pageOfKeys(db.otpOrders, newest, 1, DASHBOARD_TOP)).map(toWire)
    return {
      scope: own === undefined ? 'all' : 'own',
      orders: orders.counts,
      spent: spent.counts.map(fromCents),
      refunded: refunded.counts.map(fromCents),
      totals: {
        count: sum.count,
        spent: fromCents(sum.spent),
        refunded: fromCents(sum.refunded),
        net: fromCents(sum.spent - sum.refunded),
      },
      latest,
    }
  })
}

import { createMongoAbility } from '@casl/ability'
import { db } from '../../db'
import { smsCode } from '../../lib/otp-phone'
import type { LoginAccount } from '@/api/contracts/auth'
import { fromCents, toCents, type OtpOrder, type OtpOrderRecord } from '@/api/contracts/otp'

/**
 * OTP area (DECISIONS section 6). Time is always read from `Date.now()` (tests move it with
 * vi.setSystemTime). Nothing runs on a timer: a waiting order's state is worked out whenever it
 * is read — the code lands at its stored `arrivesAt`; one still waiting at `expiresAt` expires and
 * is refunded, once, inside a transaction that re-checks the status.
 */
export const ACCESS = { action: 'access', subject: 'OTP' }
export const ADMIN = { action: 'manage', subject: 'all' }
export const CODE_DELAY_KEY = 'otpCodeDelayMs'

export const isAdmin = (account: LoginAccount) => createMongoAbility(account.abilityRules as never).can('manage', 'all')
export const addEur = (a: number, b: number) => fromCents(toCents(a) + toCents(b))
export const toWire = ({ arrivesAt: _arrivesAt, ...order }: OtpOrderRecord): OtpOrder => order

export async function balanceOf(userId: number): Promise<number> {
  return (await db.otpBalances.get(userId))?.balance ?? 0
}

/** Gives an order's price back to its owner and its number back to the stock (call inside a transaction). */
export async function refund(order: OtpOrderRecord): Promise<void> {
  await db.otpBalances.put({ userId: order.userId, balance: addEur(await balanceOf(order.userId), order.price) })
  const entry = await db.otpCatalog.get(`${order.service}-${order.country}`)
  if (entry) await db.otpCatalog.update(entry.id, { stock: entry.stock + 1 })
}

const isDue = (o: OtpOrderRecord, now: number) =>
  o.status === 'waiting' && (now >= Date.parse(o.arrivesAt) || now >= Date.parse(o.expiresAt))

/** Brings waiting orders up to date at `Date.now()`; each change is re-checked inside the transaction. */
export async function settle(ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await db.transaction('rw', [db.otpOrders, db.otpBalances, db.otpCatalog], async () => {
    const now = Date.now()
    for (const id of ids) {
      const o = await db.otpOrders.get(id)
      if (!o || !isDue(o, now)) continue
      if (Date.parse(o.arrivesAt) < Date.parse(o.expiresAt) && now >= Date.parse(o.arrivesAt)) {
        await db.otpOrders.update(id, { status: 'received', code: smsCode(Math.random), receivedAt: o.arrivesAt })
      } else {
        await db.otpOrders.update(id, { status: 'expired', refundedAt: o.expiresAt })
        await refund(o)
      }
    }
  })
}

/** Reads orders, settling any that are due, and reads them again if something changed. */
export async function readSettled(read: () => Promise<OtpOrderRecord[]>): Promise<OtpOrderRecord[]> {
  const rows = await read()
  const now = Date.now()
  const due = rows.filter((o) => isDue(o, now)).map((o) => o.id)
  if (due.length === 0) return rows
  await settle(due)
  return read()
}

export const waitingOf = (userId: number) => () => db.otpOrders.where('[userId+status]').equals([userId, 'waiting']).toArray()
/** Every waiting order (only those can be due). */
export const allWaiting = () => db.otpOrders.where('status').equals('waiting').toArray()

export async function codeDelayMs(): Promise<number> {
  const value = (await db.meta.get(CODE_DELAY_KEY))?.value
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value
  return 5_000 + Math.floor(Math.random() * 25_001)
}

const displayNames = ['en', 'fr', 'ar'].map((lng) => new Intl.DisplayNames([lng], { type: 'region' }))
const namesByCode = new Map<string, string[]>()
/** Country names in the three languages, so a search for "Allemagne", "Germany" or "ألمانيا" finds DE. */
export function countryNames(code: string): string[] {
  let names = namesByCode.get(code)
  if (!names) namesByCode.set(code, (names = displayNames.map((d) => d.of(code) ?? '')))
  return names
}

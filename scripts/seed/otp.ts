/**
 * Generates the OTP sample data (seed/otp-catalog.json, seed/otp-orders.json, seed/otp-balances.json)
 * from a seeded PRNG, so the output is the same on every run. Run with Node >= 22.18 (type stripping):
 *   node_modules/.bin/node scripts/seed/otp.ts
 */
import { writeFileSync } from 'node:fs'
import { DIAL_CODES } from '../../src/api/contracts/otp.ts'
import { fictionalPhone, smsCode } from '../../src/mocks/lib/otp-phone.ts'
import { rng } from './lib.mjs'

const { next: rand, int: between } = rng(20261122)
const cents = (eur: number) => Math.round(eur * 100) / 100

/** Base price in EUR of an "other" number, by country. */
const BASE: Record<string, number> = {
  FR: 0.9,
  BE: 0.85,
  CH: 1.4,
  CA: 0.75,
  US: 0.55,
  GB: 0.8,
  DE: 1.1,
  ES: 0.7,
  IT: 0.75,
  PT: 0.6,
  NL: 0.95,
  MA: 0.35,
  DZ: 0.4,
  TN: 0.38,
  SN: 0.45,
  CI: 0.42,
  BR: 0.3,
  MX: 0.32,
  IN: 0.18,
  JP: 1.6,
  AU: 1.2,
  PL: 0.5,
  SE: 1.05,
  AE: 1.3,
  SA: 0.95,
  EG: 0.25,
}
const FACTOR = { tinder: 1.5, fruitz: 1.2, other: 1 } as const
/** Fruitz is offered in Europe and the francophone countries only. */
const FRUITZ = new Set(['FR', 'BE', 'CH', 'CA', 'GB', 'DE', 'ES', 'IT', 'PT', 'NL', 'MA', 'TN', 'SN', 'CI', 'PL', 'SE'])

const catalog: { id: string; service: keyof typeof FACTOR; country: string; price: number; stock: number }[] = []
for (const service of ['tinder', 'fruitz', 'other'] as const) {
  for (const country of Object.keys(BASE)) {
    if (service === 'fruitz' && !FRUITZ.has(country)) continue
    const roll = rand()
    const stock = roll < 0.1 ? 0 : roll < 0.25 ? between(1, 9) : between(12, 480)
    catalog.push({
      id: `${service}-${country}`,
      service,
      country,
      price: cents(BASE[country]! * FACTOR[service] * (0.92 + rand() * 0.16)),
      stock,
    })
  }
}
// The demo should always be able to order a French Tinder number.
const frTinder = catalog.find((c) => c.id === 'tinder-FR')!
frTinder.stock = Math.max(frTinder.stock, 120)

const MIN = 60_000
const TTL = 20 * MIN
const start = Date.parse('2026-08-24T07:00:00Z')
const end = Date.parse('2026-11-21T19:00:00Z')
/** user id -> number of orders: the OTP operator most, the admin and both other operators some. */
const USERS: [number, number][] = [
  [5, 46],
  [1, 16],
  [3, 10],
  [4, 10],
]

const rows = []
for (const [userId, count] of USERS) {
  for (let i = 0; i < count; i++) {
    const entry = catalog[Math.floor(rand() * catalog.length)]!
    // Working hours, on a random day of the period.
    const day = start + Math.floor(rand() * ((end - start) / 86_400_000)) * 86_400_000
    const created = day + between(0, 11 * 60) * MIN + between(0, 59) * 1000
    const roll = rand()
    const status = roll < 0.62 ? 'finished' : roll < 0.8 ? 'cancelled' : 'expired'
    const iso = (t: number) => new Date(t).toISOString()
    const arrived = created + between(5, 30) * 1000
    const base = {
      userId,
      service: entry.service,
      country: entry.country,
      phone: fictionalPhone(entry.country, DIAL_CODES[entry.country]!, rand),
      price: entry.price,
      status,
      createdAt: iso(created),
      expiresAt: iso(created + TTL),
    }
    if (status === 'finished' || status === 'received') {
      rows.push({
        ...base,
        code: smsCode(rand),
        receivedAt: iso(arrived),
        finishedAt: status === 'finished' ? iso(arrived + between(15, 300) * 1000) : null,
        refundedAt: null,
        arrivesAt: iso(arrived),
      })
    } else {
      const refunded = status === 'expired' ? created + TTL : created + between(30, 600) * 1000
      rows.push({ ...base, code: null, receivedAt: null, finishedAt: null, refundedAt: iso(refunded), arrivesAt: iso(created + TTL + MIN) })
    }
  }
}
rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
// A few recent orders got their code but were never marked finished.
for (const row of rows.slice(-12)) {
  if (row.status === 'finished' && rand() < 0.5) Object.assign(row, { status: 'received', finishedAt: null })
}
const orders = rows.map((r, i) => ({ id: i + 1, ...r }))

const balances = [
  { userId: 1, balance: 120 },
  { userId: 5, balance: 42.5 },
]

const out = (name: string, data: unknown) =>
  writeFileSync(new URL(`../../seed/${name}`, import.meta.url), `${JSON.stringify(data, null, 2)}\n`)
out('otp-catalog.json', catalog)
out('otp-orders.json', orders)
out('otp-balances.json', balances)
console.log(`otp seed: ${catalog.length} catalog entries, ${orders.length} orders, ${balances.length} balances`)

import { http } from '../../lib/http'
import { db } from '../../db'
import { fieldErrors } from '../../lib/field-errors'
import { pathId, recordOr404 } from '../../lib/ids'
import { json, noContent } from '../../lib/respond'
import { readBody } from '../../lib/body'
import { CUSTOMER_CONTACT, type Customer, type CustomerDetails } from '@/api/contracts/ecommerce'
import {
  CUSTOMER_NOTIFICATIONS,
  customerDetailsInput,
  customerPassword,
  customerProfileUpdate,
  type CustomerProfile,
} from '@/api/contracts/ecommerce-customer-profile'

const BASE = '*/api/apps/ecommerce/customers/:id'
export const CUSTOMER_NOT_FOUND = 'Customer not found'
const countryName = new Intl.DisplayNames(['en'], { type: 'region' })

/** What a customer's `meta` row keeps (no table of its own): the profile and the contact. */
type StoredProfile = Omit<CustomerProfile, 'overview'> & { contact: string }
export const profileKey = (id: number) => `ecommerce-customer:${id}`

const defaultCard = ({ id, customer }: Customer): CustomerProfile['cards'][number] => ({
  id: `card-${id}`,
  brand: (['visa', 'mastercard', 'amex'] as const)[id % 3]!,
  holder: customer.slice(0, 100),
  last4: String(1000 + ((id * 7919) % 9000)),
  expiry: `${String((id % 12) + 1).padStart(2, '0')}/${29 + (id % 4)}`,
})

/** A customer's stored profile over the defaults of one who never saved it. */
export async function readProfile(c: Customer): Promise<StoredProfile> {
  const stored = (await db.meta.get(profileKey(c.id)))?.value as Partial<StoredProfile> | undefined
  return {
    addresses: [],
    billingAddressId: null,
    // A customer who ordered has the card they paid with on file (fictional: brand and digits from the id).
    cards: c.order > 0 ? [defaultCard(c)] : [],
    notifications: Object.fromEntries(
      CUSTOMER_NOTIFICATIONS.map((n, i) => [n, { email: true, browser: i < 2, app: i === 0 }]),
    ) as StoredProfile['notifications'],
    twoFactor: { enabled: false, phone: '' },
    plan: 'basic',
    username: c.email
      .split('@')[0]!
      .replace(/[^\w.-]/g, '')
      .slice(0, 30),
    taxId: '',
    language: 'en',
    passwordChangedAt: null,
    contact: CUSTOMER_CONTACT,
    ...stored,
  }
}

const TIERS = [
  ['bronze', 1000],
  ['silver', 3000],
  ['gold', 6000],
  ['platinum', Infinity],
] as const

/** The profile as answered: the overview cards' figures come from the customer's record. */
function profileView(c: Customer, { contact: _contact, ...p }: StoredProfile): CustomerProfile {
  const points = Math.floor(c.totalSpent)
  const [tier, next] = TIERS.find(([, upTo]) => points < upTo)!
  return {
    ...p,
    overview: {
      balance: Math.round(c.totalSpent * 5) / 100,
      points,
      tier,
      toNextTier: next === Infinity ? 0 : next - points,
      wishlist: Math.ceil(c.order / 4),
      coupons: Math.floor(c.order / 5),
    },
  }
}

/** Reads, changes and stores a customer's profile in one transaction (404 for an unknown customer). */
async function changeProfile<T>(rawId: unknown, change: (c: Customer, p: StoredProfile) => Promise<T> | T) {
  const id = pathId(rawId, CUSTOMER_NOT_FOUND)
  return db.transaction('rw', db.ecommerceCustomers, db.meta, async () => {
    const c = await recordOr404(db.ecommerceCustomers, id, CUSTOMER_NOT_FOUND)
    const p = await readProfile(c)
    const answer = await change(c, p)
    await db.meta.put({ key: profileKey(id), value: p })
    return answer
  })
}

/** A customer's details page: profile, edit details, password (DECISIONS section 9, issue #18). */
export const customerProfileHandlers = [
  http.get(`${BASE}/profile`, async ({ params }) => {
    const c = await recordOr404(db.ecommerceCustomers, pathId(params.id, CUSTOMER_NOT_FOUND), CUSTOMER_NOT_FOUND)
    return json(profileView(c, await readProfile(c)))
  }),

  http.put(`${BASE}/profile`, async ({ params, request }) => {
    const update = await readBody(request, customerProfileUpdate)
    return json(
      await changeProfile(params.id, (c, p) => {
        Object.assign(p, update)
        if (!p.addresses.some((a) => a.id === p.billingAddressId)) p.billingAddressId = null
        return profileView(c, p)
      }),
    )
  }),

  http.put(BASE, async ({ params, request }) => {
    const { username, taxId, language, contact, ...body } = await readBody(request, customerDetailsInput)
    return json(
      await changeProfile(params.id, async (c, p): Promise<CustomerDetails> => {
        const owner = await db.ecommerceCustomers.where('email').equals(body.email).first()
        if (owner && owner.id !== c.id) fieldErrors({ email: ['validation.emailTaken'] })
        const country = countryName.of(body.countryCode.toUpperCase()) ?? body.countryCode
        const row: Customer = { ...c, ...body, country, countryFlag: `/images/flags/${body.countryCode}.svg` }
        await db.ecommerceCustomers.put(row)
        Object.assign(p, { username, taxId, language, contact: contact || CUSTOMER_CONTACT })
        return { ...row, status: 'Active', contact: p.contact }
      }),
    )
  }),

  // Only when it changed is kept: a fictional customer's password itself is not stored.
  http.post(`${BASE}/password`, async ({ params, request }) => {
    await readBody(request, customerPassword)
    await changeProfile(params.id, (_c, p) => void (p.passwordChangedAt = new Date().toISOString()))
    return noContent()
  }),
]

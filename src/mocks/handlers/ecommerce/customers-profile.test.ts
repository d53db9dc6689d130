import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import type { Customer, CustomerDetails } from '@/api/contracts/ecommerce'
import type { CustomerProfile } from '@/api/contracts/ecommerce-customer-profile'

setupMockApi()

type Errors = { errors: Record<string, string[]> }
const home = { id: 'h1', label: 'Home', line1: '12 rue des Lilas', line2: '', town: 'Lyon', state: '', postcode: '69003', country: 'fr' }
const profile = (id: number) => call<CustomerProfile>(`/apps/ecommerce/customers/${id}/profile`)

describe('GET /api/apps/ecommerce/customers/{id}/profile', () => {
  it("answers the defaults and the overview figures computed from the customer's record", async () => {
    const c = (await reopenDb().ecommerceCustomers.get(3))!
    const res = await profile(3)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ addresses: [], plan: 'basic', twoFactor: { enabled: false }, passwordChangedAt: null })
    // A customer who ordered has the card they paid with on file.
    expect(c.order).toBeGreaterThan(0)
    expect(res.body.cards).toEqual([
      { id: 'card-3', brand: 'visa', holder: c.customer, last4: expect.stringMatching(/^\d{4}$/), expiry: '04/32' },
    ])
    const points = Math.floor(c.totalSpent)
    expect(res.body.overview).toMatchObject({
      balance: Math.round(c.totalSpent * 5) / 100,
      points,
      coupons: Math.floor(c.order / 5),
      wishlist: Math.ceil(c.order / 4),
    })
    expect(res.body.overview.tier).toBe(points < 1000 ? 'bronze' : points < 3000 ? 'silver' : points < 6000 ? 'gold' : 'platinum')
  })

  it('answers 404 { message } for an unknown customer', async () => {
    const res = await call<{ message: string }>('/apps/ecommerce/customers/99999/profile')
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Customer not found')
  })
})

describe('PUT /api/apps/ecommerce/customers/{id}/profile', () => {
  it('stores the sections sent (addresses, billing, notifications, 2FA, plan), the others kept', async () => {
    const body = {
      addresses: [home],
      billingAddressId: 'h1',
      twoFactor: { enabled: true, phone: '+33 6 12 34 56 78' },
      plan: 'premium',
    }
    const res = await call<CustomerProfile>('/apps/ecommerce/customers/4/profile', { method: 'PUT', body })
    expect(res.status).toBe(200)
    expect(res.body.addresses).toEqual([{ ...home, country: 'FR' }])
    reopenDb()
    const again = (await profile(4)).body
    expect(again).toMatchObject({ billingAddressId: 'h1', plan: 'premium', twoFactor: { enabled: true } })
    expect(again.cards.map((c) => c.id)).toEqual(['card-4']) // not sent: the card on file is kept
    const emailOff = { ...again.notifications, newForYou: { email: false, browser: false, app: true } }
    await call('/apps/ecommerce/customers/4/profile', { method: 'PUT', body: { notifications: emailOff, addresses: [] } })
    const last = (await profile(4)).body
    expect(last.notifications.newForYou).toEqual({ email: false, browser: false, app: true })
    expect(last.billingAddressId).toBeNull()
    expect(last.plan).toBe('premium')
  })

  it.each([
    ['an address without its town', { addresses: [{ ...home, town: '' }] }, 'addresses.0.town'],
    ['a card with a bad expiry', { cards: [{ id: 'c1', brand: 'visa', holder: 'A B', last4: '4242', expiry: '13/30' }] }, 'cards.0.expiry'],
    ['2FA on without a phone', { twoFactor: { enabled: true, phone: '' } }, 'twoFactor.phone'],
    ['a billing address not in the book', { addresses: [home], billingAddressId: 'zz' }, 'billingAddressId'],
    ['an unknown section', { password: 'x' }, ''],
  ])('answers 400 for %s, storing nothing', async (_name, body, field) => {
    const before = (await profile(5)).body
    const res = await call<Errors>('/apps/ecommerce/customers/5/profile', { method: 'PUT', body })
    expect(res.status).toBe(400)
    if (field) expect(Object.keys(res.body.errors)).toEqual([field])
    expect((await profile(5)).body).toEqual(before)
  })

  it('answers 404 for an unknown customer', async () => {
    expect((await call('/apps/ecommerce/customers/99999/profile', { method: 'PUT', body: { plan: 'premium' } })).status).toBe(404)
  })
})

describe('PUT /api/apps/ecommerce/customers/{id} (edit details)', () => {
  const details = {
    customer: 'Ana Lima',
    email: 'ana.lima@example.com',
    countryCode: 'br',
    contact: '+55 11 5555 0000',
    username: 'ana.lima',
    taxId: 'BR 123',
    language: 'fr',
  }

  it('stores the customer (name, email, country and flag) and the profile fields, 200', async () => {
    const res = await call<CustomerDetails>('/apps/ecommerce/customers/6', { method: 'PUT', body: details })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      customer: 'Ana Lima',
      country: 'Brazil',
      countryFlag: '/images/flags/br.svg',
      contact: '+55 11 5555 0000',
    })
    const row = (await reopenDb().ecommerceCustomers.get(6))!
    expect(row).toMatchObject({ customer: 'Ana Lima', email: 'ana.lima@example.com', countryCode: 'br' })
    expect((await call<CustomerDetails>('/apps/ecommerce/customers/6')).body.contact).toBe('+55 11 5555 0000')
    expect((await profile(6)).body).toMatchObject({ username: 'ana.lima', taxId: 'BR 123', language: 'fr' })
  })

  it("answers 400 for another customer's email or a bad username, 404 for an unknown id", async () => {
    const other = (await reopenDb().ecommerceCustomers.get(1)) as Customer
    const taken = await call<Errors>('/apps/ecommerce/customers/7', { method: 'PUT', body: { ...details, email: other.email } })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({ email: ['validation.emailTaken'] })
    const bad = await call<Errors>('/apps/ecommerce/customers/7', { method: 'PUT', body: { ...details, username: 'a b' } })
    expect(Object.keys(bad.body.errors)).toEqual(['username'])
    expect((await reopenDb().ecommerceCustomers.get(7))!.email).not.toBe(details.email)
    expect((await call('/apps/ecommerce/customers/99999', { method: 'PUT', body: details })).status).toBe(404)
  })
})

describe('POST /api/apps/ecommerce/customers/{id}/password', () => {
  it('keeps when the password changed (204); 400 on rules and confirmation; 404 unknown', async () => {
    const weak = await call<Errors>('/apps/ecommerce/customers/8/password', {
      method: 'POST',
      body: { password: 'short1', confirm: 'short1' },
    })
    expect(weak.status).toBe(400)
    expect(weak.body.errors.password).toEqual(['validation.min8'])
    const mismatch = await call<Errors>('/apps/ecommerce/customers/8/password', {
      method: 'POST',
      body: { password: 'Secret123', confirm: 'Secret124' },
    })
    expect(mismatch.body.errors).toEqual({ confirm: ['validation.passwordMatch'] })
    expect((await profile(8)).body.passwordChangedAt).toBeNull()
    const ok = await call('/apps/ecommerce/customers/8/password', { method: 'POST', body: { password: 'Secret123', confirm: 'Secret123' } })
    expect(ok.status).toBe(204)
    expect((await profile(8)).body.passwordChangedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(
      (await call('/apps/ecommerce/customers/99999/password', { method: 'POST', body: { password: 'Secret123', confirm: 'Secret123' } }))
        .status,
    ).toBe(404)
  })
})

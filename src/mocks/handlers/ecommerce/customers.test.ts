import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { call, setupMockApi } from '@/testing/mock-api'
import { reopenDb } from '@/mocks/db'
import type { Customer, CustomerListResponse } from '@/api/contracts/ecommerce'
import type { CustomerProfile } from '@/api/contracts/ecommerce-customer-profile'

setupMockApi()

const body = { customer: 'Inès Zyvorak', email: 'Ines.Zyvorak@example.com', countryCode: 'fr', contact: '+33 6 12 34 56 78' }
type Errors = { errors: Record<string, string[]> }

describe('POST /api/apps/ecommerce/customers', () => {
  it('answers 201 with the stored customer (next customerId, country and flag, no orders), persisted and found', async () => {
    const db = reopenDb()
    const count = await db.ecommerceCustomers.count()
    const lastId = (await db.ecommerceCustomers.orderBy('customerId').last())!.customerId
    const res = await call<Customer>('/apps/ecommerce/customers', { method: 'POST', body })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      customer: 'Inès Zyvorak',
      email: 'ines.zyvorak@example.com',
      countryCode: 'fr',
      country: 'France',
      countryFlag: '/images/flags/fr.svg',
      order: 0,
      totalSpent: 0,
      customerId: lastId + 1,
    })
    expect(await reopenDb().ecommerceCustomers.count()).toBe(count + 1)
    const found = await call<CustomerListResponse>('/apps/ecommerce/customers', { query: { q: 'zyvorak' } })
    expect(found.body.customers.map((c) => c.id)).toEqual([res.body.id])
  })

  it.each([
    ['no name', { ...body, customer: ' ' }, 'customer'],
    ['a bad email', { ...body, email: 'nope' }, 'email'],
    ['a country without a flag', { ...body, countryCode: 'zz' }, 'countryCode'],
    ['a bad phone', { ...body, contact: 'call me' }, 'contact'],
  ])('answers 400 for %s, writing nothing', async (_name, input, field) => {
    const count = await reopenDb().ecommerceCustomers.count()
    const res = await call<Errors>('/apps/ecommerce/customers', { method: 'POST', body: input })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors)).toEqual([field])
    expect(await reopenDb().ecommerceCustomers.count()).toBe(count)
  })

  it("stores the drawer's address as the first of the address book, and the billing address with useAsBilling", async () => {
    const address = { line1: '3 quai Voltaire', line2: '', town: 'Paris', state: 'IDF', postcode: '75007', useAsBilling: true }
    const res = await call<Customer>('/apps/ecommerce/customers', {
      method: 'POST',
      body: { ...body, email: 'home@example.com', ...address },
    })
    expect(res.status).toBe(201)
    reopenDb()
    const profile = await call<CustomerProfile>(`/apps/ecommerce/customers/${res.body.id}/profile`)
    expect(profile.body.addresses).toEqual([
      { id: 'a1', label: 'Home', line1: '3 quai Voltaire', line2: '', town: 'Paris', state: 'IDF', postcode: '75007', country: 'FR' },
    ])
    expect(profile.body.billingAddressId).toBe('a1')
    expect((await call<{ contact: string }>(`/apps/ecommerce/customers/${res.body.id}`)).body.contact).toBe('+33 6 12 34 56 78')
    const half = await call<Errors>('/apps/ecommerce/customers', {
      method: 'POST',
      body: { ...body, email: 'half@example.com', line1: '3 quai Voltaire' },
    })
    expect(half.status).toBe(400)
    expect(Object.keys(half.body.errors).sort()).toEqual(['postcode', 'town'])
  })

  it('answers 400 emailTaken for an email already used', async () => {
    const first = (await reopenDb().ecommerceCustomers.get(1))!
    const res = await call<Errors>('/apps/ecommerce/customers', { method: 'POST', body: { ...body, email: first.email } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ email: ['validation.emailTaken'] })
  })
})

describe('DELETE /api/apps/ecommerce/customers/{id}', () => {
  it('deletes the customer once (204, then 404 { message }), persisted', async () => {
    expect((await call('/apps/ecommerce/customers/2', { method: 'DELETE' })).status).toBe(204)
    expect(await reopenDb().ecommerceCustomers.get(2)).toBeUndefined()
    const again = await call<{ message: string }>('/apps/ecommerce/customers/2', { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Customer not found')
    expect((await call('/apps/ecommerce/customers/0x2', { method: 'DELETE' })).status).toBe(404)
  })
})

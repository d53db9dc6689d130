import { http } from '../../lib/http'
import { db } from '../../db'
import { fieldErrors } from '../../lib/field-errors'
import { nextId, pathId, recordOr404 } from '../../lib/ids'
import { created, noContent } from '../../lib/respond'
import { readBody } from '../../lib/body'
import type { Customer } from '@/api/contracts/ecommerce'
import { customerInput } from '@/api/contracts/ecommerce-customers'
import { profileKey, readProfile } from './customers-profile'

const BASE = '*/api/apps/ecommerce'
const NOT_FOUND = 'Customer not found'
const countryName = new Intl.DisplayNames(['en'], { type: 'region' })

/** Add (with the drawer's address as the first of the address book) and delete customers (DECISIONS section 9). */
export const customerHandlers = [
  http.post(`${BASE}/customers`, async ({ request }) => {
    const { contact, line1, line2, town, state, postcode, useAsBilling, ...body } = await readBody(request, customerInput)
    const saved = await db.transaction('rw', db.ecommerceCustomers, db.meta, async () => {
      if (await db.ecommerceCustomers.where('email').equals(body.email).count()) fieldErrors({ email: ['validation.emailTaken'] })
      const last = (await db.ecommerceCustomers.orderBy('customerId').last())?.customerId ?? 0
      const row: Customer = {
        ...body,
        id: await nextId(db.ecommerceCustomers),
        customerId: last + 1,
        country: countryName.of(body.countryCode.toUpperCase()) ?? body.countryCode,
        countryFlag: `/images/flags/${body.countryCode}.svg`,
        order: 0,
        totalSpent: 0,
        avatar: '',
      }
      await db.ecommerceCustomers.add(row)
      const addresses = line1
        ? [{ id: 'a1', label: 'Home', line1, line2, town, state, postcode, country: body.countryCode.toUpperCase() }]
        : []
      const profile = { ...(await readProfile(row)), addresses, billingAddressId: line1 && useAsBilling ? 'a1' : null }
      await db.meta.put({ key: profileKey(row.id), value: { ...profile, ...(contact && { contact }) } })
      return row
    })
    return created(saved)
  }),

  // The check and the delete in one transaction: a second delete of the same customer is 404.
  http.delete(`${BASE}/customers/:id`, async ({ params }) => {
    const id = pathId(params.id, NOT_FOUND)
    await db.transaction('rw', db.ecommerceCustomers, db.meta, async () => {
      await recordOr404(db.ecommerceCustomers, id, NOT_FOUND)
      await db.ecommerceCustomers.delete(id)
      await db.meta.delete(profileKey(id))
    })
    return noContent()
  }),
]

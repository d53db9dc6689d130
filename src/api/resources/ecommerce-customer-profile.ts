import { api } from '@/api/client'
import { customerDetails } from '@/api/contracts/ecommerce'
import {
  customerProfile,
  type CustomerDetailsInput,
  type CustomerPassword,
  type CustomerProfileUpdate,
} from '@/api/contracts/ecommerce-customer-profile'
import { defineResource, mutation } from './define-resource'

const PATH = (id: number) => `/apps/ecommerce/customers/${id}`

/**
 * A customer's profile (details page tabs and overview cards), under the customers' key: saving
 * it or the "Edit details" dialog refreshes the list and the customer's card too.
 */
export const ecommerceCustomerProfile = defineResource({
  key: ['ecommerce', 'customers', 'profile'],
  related: [['ecommerce', 'customers']],
  detail: (id: number, signal) => api.get(`${PATH(id)}/profile`, { schema: customerProfile, signal }),
  mutations: {
    save: mutation(({ id, body }: { id: number; body: CustomerProfileUpdate }) =>
      api.put(`${PATH(id)}/profile`, body, { schema: customerProfile }),
    ),
    editDetails: mutation(({ id, body }: { id: number; body: CustomerDetailsInput }) =>
      api.put(PATH(id), body, { schema: customerDetails }),
    ),
    changePassword: mutation(({ id, body }: { id: number; body: CustomerPassword }) => api.post(`${PATH(id)}/password`, body)),
  },
})

/**
 * The input attributes of a customer's name, e-mail and phone, the same in every form of the shop
 * (add customer, edit details, an order's customer): spread before the field's `register`.
 */
export const CONTACT_INPUTS = {
  customer: { required: true, autoComplete: 'name' },
  email: { required: true, type: 'email', dir: 'ltr', autoComplete: 'email' },
  contact: { type: 'tel', dir: 'ltr', autoComplete: 'tel' },
} as const

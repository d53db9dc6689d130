import { z } from 'zod'
import { registerRequest } from '@/api/contracts/auth'
import { paymentCard, phoneNumber, requiredText } from '@/lib/form-rules'

export const PLANS = ['basic', 'standard', 'enterprise'] as const
export const STATES = ['newYork', 'california', 'florida', 'washington', 'texas'] as const

const required = requiredText

/** The three steps of the multi-step register, in one schema (one form keeps what was typed). */
export const multiStepRegister = z
  .object({
    username: registerRequest.shape.username,
    email: registerRequest.shape.email,
    password: registerRequest.shape.password,
    confirmPassword: required,
    profileLink: z.union([z.literal(''), z.url('pages:validation.url')]),
    firstName: required,
    lastName: required,
    mobile: phoneNumber,
    pincode: z
      .string()
      .trim()
      .regex(/^\d{4,10}$/, 'pages:validation.pincode'),
    address: required,
    landmark: z.string(),
    city: required,
    state: z.union([z.enum(STATES), z.literal('')]).refine(Boolean, 'validation.required'),
    plan: z.enum(PLANS),
    ...paymentCard.shape,
  })
  // Checked even while other steps are still empty (zod skips refinements of invalid objects otherwise).
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMatch',
    when: ({ value }) =>
      typeof (value as { confirmPassword?: unknown }).confirmPassword === 'string' &&
      (value as { confirmPassword: string }).confirmPassword !== '',
  })

export type MultiStepRegisterInput = z.input<typeof multiStepRegister>

export const STEP_FIELDS = {
  account: ['username', 'email', 'password', 'confirmPassword', 'profileLink'],
  personal: ['firstName', 'lastName', 'mobile', 'pincode', 'address', 'landmark', 'city', 'state'],
  billing: ['plan', 'cardNumber', 'cardName', 'expiry', 'cvv'],
} as const satisfies Record<string, readonly (keyof MultiStepRegisterInput)[]>

export const EMPTY_REGISTER: MultiStepRegisterInput = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  profileLink: '',
  firstName: '',
  lastName: '',
  mobile: '',
  pincode: '',
  address: '',
  landmark: '',
  city: '',
  state: '',
  plan: 'basic',
  cardNumber: '',
  cardName: '',
  expiry: '',
  cvv: '',
}

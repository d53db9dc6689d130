import { z } from 'zod'
import { listQuery } from './common'

/** SPEC section 6: user roles of the sample users (the roles table may hold more), plans, billing. */
export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const
export const BILLING_METHODS = ['Manual-Credit Card', 'Manual-Cash', 'Manual-PayPal', 'Auto debit'] as const
export const USER_SORT_KEYS = ['user', 'email', 'role', 'plan', 'status', 'billing'] as const

export type UserPlan = (typeof USER_PLANS)[number]
export type UserStatus = (typeof USER_STATUSES)[number]
export type BillingMethod = (typeof BILLING_METHODS)[number]
export type UserSortKey = (typeof USER_SORT_KEYS)[number]

/**
 * User (SPEC section 3) with its detail fields. `country` is an ISO 3166 alpha-2 code and
 * `language` a BCP 47 code, so the UI names them in the active language (Intl.DisplayNames).
 */
export const user = z.object({
  id: z.number().int().positive(),
  fullName: z.string().min(1),
  company: z.string(),
  role: z.string().min(1),
  username: z.string().min(1),
  country: z.string().regex(/^[A-Z]{2}$/),
  contact: z.string(),
  email: z.string().email(),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES),
  avatar: z.string().nullable(),
  billing: z.enum(BILLING_METHODS),
  taskDone: z.number().int().min(0),
  projectDone: z.number().int().min(0),
  taxId: z.string(),
  language: z.string(),
})
export type User = z.infer<typeof user>

const required = { error: 'validation.required' }
const choice = { error: 'validation.invalidChoice' }

/**
 * Body of POST /api/apps/users and PUT /api/apps/users/{id}. Messages are i18n keys
 * (common:validation.*). The handler also checks that the email and username are free
 * (`validation.emailTaken`, `validation.usernameTaken`) and that the role exists (`validation.invalidChoice`).
 */
export const userInput = z.object({
  fullName: z.string(required).trim().min(1, 'validation.required').max(100, 'validation.max100'),
  username: z
    .string(required)
    .trim()
    .min(3, 'validation.min3')
    .max(30, 'validation.max30')
    .regex(/^[a-z0-9_.-]+$/i, 'validation.username'),
  email: z
    .string(required)
    .trim()
    .min(1, 'validation.required')
    .email('validation.email')
    .transform((v) => v.toLowerCase()),
  company: z.string().trim().max(100, 'validation.max100').default(''),
  role: z.string(required).trim().min(1, 'validation.required'),
  country: z
    .string(required)
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'validation.country')
    .transform((v) => v.toUpperCase()),
  contact: z
    .string(required)
    .trim()
    .min(1, 'validation.required')
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'validation.phone'),
  currentPlan: z.enum(USER_PLANS, choice),
  status: z.enum(USER_STATUSES, choice).default('pending'),
  billing: z.enum(BILLING_METHODS, choice).default('Auto debit'),
  avatar: z
    .string()
    .regex(/^\/images\//, 'validation.invalid')
    .nullable()
    .default(null),
  taxId: z.string().trim().max(30, 'validation.max30').default(''),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'validation.invalid')
    .default('en'),
  taskDone: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').default(0),
  projectDone: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').default(0),
})
export type UserInput = z.input<typeof userInput>

export const userListQuery = listQuery.extend({
  role: z.string().optional(),
  plan: z.enum(USER_PLANS).optional(),
  status: z.enum(USER_STATUSES).optional(),
  sortBy: z.enum(USER_SORT_KEYS).optional(),
})
export type UserListQuery = z.infer<typeof userListQuery>

/** GET /api/apps/users (SPEC section 7). */
export const userListResponse = z.object({
  users: z.array(user),
  totalPages: z.number().int(),
  totalUsers: z.number().int(),
  page: z.number().int(),
})
export type UserListResponse = z.infer<typeof userListResponse>

/** POST /api/apps/users -> 201 and PUT /api/apps/users/{id} -> 200: `{ body: user }`. */
export const userSavedResponse = z.object({ body: user })
export type UserSavedResponse = z.infer<typeof userSavedResponse>

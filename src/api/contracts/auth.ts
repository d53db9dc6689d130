import { z } from 'zod'

export const abilityRule = z.object({
  action: z.string(),
  subject: z.string(),
  inverted: z.boolean().optional(),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  reason: z.string().optional(),
})

export const userData = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
})
export type UserData = z.infer<typeof userData>

/** Login account as stored (SPEC section 3); the password is a salted SHA-256 hash. */
export const loginAccount = userData.extend({
  password: z.string(),
  abilityRules: z.array(z.object({ action: z.string(), subject: z.string() })),
})
export type LoginAccount = z.infer<typeof loginAccount>

export interface StoredSession {
  token: string
  userId: number
  createdAt: string
}

export const loginRequest = z.object({
  email: z.string().trim().min(1, 'validation.required').email('validation.email'),
  password: z.string().min(1, 'validation.required'),
})
export type LoginRequest = z.infer<typeof loginRequest>

export const loginResponse = z.object({
  userAbilityRules: z.array(abilityRule),
  accessToken: z.string(),
  userData,
})
export type LoginResponse = z.infer<typeof loginResponse>

/** Validation messages are i18n keys (common:validation.*): stable codes the UI translates. */
export const registerRequest = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'validation.min3')
    .max(30, 'validation.max30')
    .regex(/^[a-z0-9_.-]+$/i, 'validation.username'),
  email: z.string().trim().min(1, 'validation.required').email('validation.email'),
  password: z.string().min(6, 'validation.min6').max(100, 'validation.max100'),
})
export type RegisterRequest = z.infer<typeof registerRequest>

/** Account settings: the signed-in user's own profile. */
export const accountUpdate = z.object({
  fullName: z.string().trim().min(2, 'validation.min2').max(60, 'validation.max60'),
  username: registerRequest.shape.username,
  email: registerRequest.shape.email,
})
export type AccountUpdate = z.infer<typeof accountUpdate>

export const passwordChange = z
  .object({
    currentPassword: z.string().min(1, 'validation.required'),
    newPassword: z
      .string()
      .min(8, 'validation.min8')
      .max(100, 'validation.max100')
      .regex(/[a-z]/i, 'validation.passwordLetter')
      .regex(/\d/, 'validation.passwordDigit'),
    confirmPassword: z.string().min(1, 'validation.required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordMatch' })
export type PasswordChange = z.infer<typeof passwordChange>

export const NOTIFICATION_EVENTS = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice', 'otpCode', 'lowBalance'] as const
export const NOTIFICATION_CHANNELS = ['email', 'browser', 'app'] as const
export const notificationSettings = z.object({
  settings: z.record(z.enum(NOTIFICATION_EVENTS), z.record(z.enum(NOTIFICATION_CHANNELS), z.boolean())),
  when: z.enum(['online', 'always', 'never']),
})
export type NotificationSettings = z.infer<typeof notificationSettings>

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  settings: Object.fromEntries(
    NOTIFICATION_EVENTS.map((e, i) => [e, { email: i < 4, browser: i % 2 === 0, app: true }]),
  ) as NotificationSettings['settings'],
  when: 'online',
}

import { z } from 'zod'

/**
 * Roles (SPEC: the roles screen's data is not shown; designed here).
 *
 * A role is a USER role (the `role` field of users: admin, editor, author, maintainer,
 * subscriber, plus roles created on the roles screen), so each card's user count and avatars
 * come live from the users table. Its permission matrix lists, per module, whether the role
 * may read, write and create. Built-in role names are i18n keys (common:roles.*); the UI shows
 * a created role's name as typed. Renaming a role renames it on its users in one transaction.
 */
export const ROLE_MODULES = [
  'userManagement',
  'contentManagement',
  'disputesManagement',
  'databaseManagement',
  'financialManagement',
  'reporting',
  'apiControl',
  'repositoryManagement',
  'payroll',
] as const
export type RoleModule = (typeof ROLE_MODULES)[number]

export const roleGrant = z.object({
  module: z.enum(ROLE_MODULES, { error: 'validation.invalidChoice' }),
  read: z.boolean(),
  write: z.boolean(),
  create: z.boolean(),
})
export type RoleGrant = z.infer<typeof roleGrant>

/** As stored. */
export const role = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  permissions: z.array(roleGrant),
})
export type Role = z.infer<typeof role>

/** A card of GET /api/apps/roles: the role, its user count and up to 4 of its users' avatars. */
export const roleCard = role.extend({
  userCount: z.number().int().min(0),
  avatars: z.array(z.string()).max(4),
})
export type RoleCard = z.infer<typeof roleCard>

export const ROLE_CARD_AVATARS = 4

/** Body of POST /api/apps/roles and PUT /api/apps/roles/{id}; the name must be free (`validation.nameTaken`). */
export const roleInput = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(30, 'validation.max30')
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'validation.invalid'),
  permissions: z
    .array(roleGrant, { error: 'validation.invalid' })
    .default([])
    .refine((grants) => new Set(grants.map((g) => g.module)).size === grants.length, 'validation.invalid')
    .transform((grants) => ROLE_MODULES.flatMap((m) => grants.filter((g) => g.module === m))),
})
export type RoleInput = z.input<typeof roleInput>

/** GET /api/apps/roles. */
export const roleListResponse = z.object({ roles: z.array(roleCard) })
export type RoleListResponse = z.infer<typeof roleListResponse>

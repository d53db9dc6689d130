import { z } from 'zod'
import { listQuery } from './common'

/** SPEC section 6: the roles a permission can be assigned to. */
export const PERMISSION_ROLES = ['administrator', 'manager', 'users', 'support', 'restricted-user'] as const
export type PermissionRole = (typeof PERMISSION_ROLES)[number]
export const PERMISSION_SORT_KEYS = ['name'] as const

/** Permission (SPEC section 3); `createdDate` is an ISO date-time the UI formats with Intl. */
export const permission = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  assignedTo: z.array(z.enum(PERMISSION_ROLES)),
  createdDate: z.string().datetime(),
})
export type Permission = z.infer<typeof permission>

/** Body of POST /api/apps/permissions and PUT /api/apps/permissions/{id}; the name must be free (`validation.nameTaken`). */
export const permissionInput = z.object({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.max100'),
  assignedTo: z
    .array(z.enum(PERMISSION_ROLES, { error: 'validation.invalidChoice' }), { error: 'validation.invalidChoice' })
    .default([])
    .transform((roles) => PERMISSION_ROLES.filter((r) => roles.includes(r))),
})
export type PermissionInput = z.input<typeof permissionInput>

export const permissionListQuery = listQuery.extend({ sortBy: z.enum(PERMISSION_SORT_KEYS).optional() })
export type PermissionListQuery = z.infer<typeof permissionListQuery>

/** GET /api/apps/permissions (SPEC section 7). */
export const permissionListResponse = z.object({ permissions: z.array(permission), totalPermissions: z.number().int() })
export type PermissionListResponse = z.infer<typeof permissionListResponse>

import type { TFunction } from 'i18next'

/**
 * A role's name for display: built-in roles (admin, editor …) in the active language from
 * common:roles.*, a role created on the roles screen as typed.
 */
export const roleLabel = (t: TFunction, role: string): string => t(`common:roles.${role}`, { defaultValue: role })

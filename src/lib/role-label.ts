/** Any `t` (of any namespace): a key with a `defaultValue` needs no namespace of its own. */
export type TranslateWithDefault = (key: string, options: { defaultValue: string }) => string

/**
 * A role's name for display: built-in roles (admin, editor …) in the active language from
 * common:roles.*, a role created on the roles screen as typed.
 */
export const roleLabel = (t: TranslateWithDefault, role: string): string => t(`common:roles.${role}`, { defaultValue: role })

import { useQuery } from '@tanstack/react-query'
import { ALL_ROLES, roles } from '@/api/resources/users'

/**
 * The roles a user may have (GET /api/apps/roles: the built-in ones plus those created on the
 * roles screen), for the role filter and the user forms. Also gives each role's permission
 * matrix, shown on the user's page. Same resource, same key as the roles screen's cards.
 */
export const useRoles = () => useQuery({ ...roles.listQuery(ALL_ROLES), select: (page) => page.rows, staleTime: 60_000 })

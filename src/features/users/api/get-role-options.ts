import { useQuery } from '@tanstack/react-query'
import { api } from '@/api/client'
import { roleListResponse } from '@/api/contracts/roles'
import { userKeys } from './keys'

/**
 * The roles a user may have (GET /api/apps/roles: the built-in ones plus those created on the
 * roles screen), for the role filter and the user forms. Also gives each role's permission
 * matrix, shown on the user's page.
 */
export const useRoles = () =>
  useQuery({
    queryKey: userKeys.roles,
    queryFn: ({ signal }) => api.get('/apps/roles', { schema: roleListResponse, signal }).then((r) => r.roles),
    staleTime: 60_000,
  })

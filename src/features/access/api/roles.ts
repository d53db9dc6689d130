import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { roleCard, roleListResponse, type RoleInput } from '@/api/contracts/roles'
import { accessKeys } from './keys'

/** The role cards (GET /api/apps/roles): each role with its user count, a few avatars and its matrix. */
export const useRoleCards = () =>
  useQuery({
    queryKey: accessKeys.roleCards,
    queryFn: ({ signal }) => api.get('/apps/roles', { schema: roleListResponse, signal }).then((r) => r.roles),
  })

/** Create (POST) or edit (PUT) a role; a rename moves its users, so users are refreshed too. */
export function useRoleMutations() {
  const client = useQueryClient()
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: accessKeys.roles }), client.invalidateQueries({ queryKey: accessKeys.users })])
  const create = useMutation({
    mutationFn: (body: RoleInput) => api.post('/apps/roles', body, { schema: roleCard }),
    onSuccess: () => void refresh(),
  })
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: RoleInput }) => api.put(`/apps/roles/${id}`, body, { schema: roleCard }),
    onSuccess: () => void refresh(),
  })
  return { create, update }
}

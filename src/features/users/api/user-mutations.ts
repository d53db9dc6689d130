import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { userSavedResponse, type User, type UserInput } from '@/api/contracts/users'
import { userKeys } from './keys'

/** Users' creations, edits and deletions; each refreshes the lists, counts and role cards. */
export function useUserMutations() {
  const client = useQueryClient()
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: userKeys.all }), client.invalidateQueries({ queryKey: userKeys.roleRoot })])

  const create = useMutation({
    mutationFn: (body: UserInput) => api.post('/apps/users', body, { schema: userSavedResponse }).then((r) => r.body),
    onSuccess: () => void refresh(),
  })
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserInput }) => api.put(`/apps/users/${id}`, body, { schema: userSavedResponse }).then((r) => r.body),
    onSuccess: (saved) => {
      client.setQueryData(userKeys.detail(saved.id), saved)
      void refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/apps/users/${id}`),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: userKeys.detail(id) })
      void refresh()
    },
  })
  /** Several users, one DELETE each (the API has no bulk call); answers how many went. */
  const removeMany = useMutation({
    mutationFn: async (ids: number[]) => (await Promise.allSettled(ids.map((id) => api.delete(`/apps/users/${id}`)))).filter((r) => r.status === 'fulfilled').length,
    onSettled: () => void refresh(),
  })
  return { create, update, remove, removeMany }
}

/** The editable body of a stored user (PUT takes the whole user, validated like a creation). */
export function toInput(u: User): UserInput {
  const { id: _id, ...rest } = u
  return rest
}

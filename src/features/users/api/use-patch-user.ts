import type { User, UserInput } from '@/api/contracts/users'
import { toInput, useUserMutations } from './user-mutations'

/** Changes a few fields of a user: PUT takes the whole user, so the rest is sent as stored. */
export function usePatchUser(user: User) {
  const { update } = useUserMutations()
  return {
    patch: (changes: Partial<UserInput>) => update.mutateAsync({ id: user.id, body: { ...toInput(user), ...changes } }),
    pending: update.isPending,
  }
}

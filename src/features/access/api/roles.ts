import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ALL_ROLES, roles } from '@/api/resources/users'
import { roleLabel } from '@/lib/role-label'

/** The role cards (GET /api/apps/roles): each role with its user count, a few avatars and its matrix. */
export const useRoleCards = () => useQuery({ ...roles.listQuery(ALL_ROLES), select: (page) => page.rows })

/** Create (POST) or edit (PUT) a role, with their toasts; a rename moves its users, so users are refreshed too. */
export function useRoleMutations() {
  const { t } = useTranslation('roles')
  const failed = t('dialog.failed')
  return {
    create: roles.useMutation('create', {
      form: true,
      failed,
      success: (_, body) => t('dialog.created', { name: roleLabel(t, body.name) }),
    }),
    update: roles.useMutation('update', {
      form: true,
      failed,
      success: (_, { body }) => t('dialog.updated', { name: roleLabel(t, body.name) }),
    }),
  }
}

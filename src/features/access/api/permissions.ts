import { useTranslation } from 'react-i18next'
import { permissions, type PermissionListParams } from '@/api/resources/permissions'

export type { PermissionListParams }

/** GET /api/apps/permissions: search (name, date or role prefix), sort by name, paging. */
export const usePermissions = (params: PermissionListParams) => permissions.useList(params)

/** Its query options, for the page's prefetch. */
export const permissionsQuery = permissions.listQuery

/** Create, edit and delete a permission, with their toasts; `deletedName` names the one a delete is for. */
export function usePermissionMutations(deletedName?: () => string | undefined) {
  const { t } = useTranslation('roles')
  const failed = t('permissions.toasts.failed')
  return {
    create: permissions.useMutation('create', {
      form: true,
      failed,
      success: (_, body) => t('permissions.toasts.created', { name: body.name }),
    }),
    update: permissions.useMutation('update', {
      form: true,
      failed,
      success: (_, { body }) => t('permissions.toasts.updated', { name: body.name }),
    }),
    remove: permissions.useMutation('remove', { failed, success: () => t('permissions.toasts.deleted', { name: deletedName?.() ?? '' }) }),
  }
}

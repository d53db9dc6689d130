import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import type { Page } from '@/api/contracts/common'
import { permission, permissionListResponse, type Permission, type PermissionInput, type PermissionListResponse } from '@/api/contracts/permissions'
import type { TableQuery } from '@/ui/data-table'
import { accessKeys } from './keys'

export type PermissionListParams = TableQuery

/** `{permissions, totalPermissions}` normalised once, here, to `{rows, total}`. */
const toPage = (r: PermissionListResponse): Page<Permission> => ({ rows: r.permissions, total: r.totalPermissions })

/** GET /api/apps/permissions: search (name, date or role prefix), sort by name, paging. */
export const usePermissions = (params: PermissionListParams) =>
  useQuery({
    queryKey: accessKeys.permissionList(params),
    queryFn: ({ signal }) => api.get('/apps/permissions', { params: { ...params }, schema: permissionListResponse, signal }).then(toPage),
    placeholderData: (previous) => previous,
  })

export function usePermissionMutations() {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: accessKeys.permissions })
  const create = useMutation({
    mutationFn: (body: PermissionInput) => api.post('/apps/permissions', body, { schema: permission }),
    onSuccess: () => void refresh(),
  })
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: PermissionInput }) => api.put(`/apps/permissions/${id}`, body, { schema: permission }),
    onSuccess: () => void refresh(),
  })
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/apps/permissions/${id}`),
    onSuccess: () => void refresh(),
  })
  return { create, update, remove }
}

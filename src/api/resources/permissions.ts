import { api } from '@/api/client'
import { permission, permissionListResponse, type PermissionInput } from '@/api/contracts/permissions'
import { defineResource, mutation } from './define-resource'
import type { ListParams } from './list-params'

export type PermissionListParams = ListParams

/** GET /api/apps/permissions (search, sort by name, paging); `{permissions, totalPermissions}` -> `{rows, total}`. */
export const permissions = defineResource({
  key: ['permissions'],
  list: (params: PermissionListParams, signal?: AbortSignal) =>
    api
      .get('/apps/permissions', { params: { ...params }, schema: permissionListResponse, signal })
      .then((r) => ({ rows: r.permissions, total: r.totalPermissions })),
  mutations: {
    create: mutation((body: PermissionInput) => api.post('/apps/permissions', body, { schema: permission })),
    update: mutation(({ id, body }: { id: number; body: PermissionInput }) =>
      api.put(`/apps/permissions/${id}`, body, { schema: permission }),
    ),
    remove: mutation((id: number) => api.delete(`/apps/permissions/${id}`)),
  },
})

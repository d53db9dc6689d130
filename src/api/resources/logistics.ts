import { api } from '@/api/client'
import { vehicleListResponse } from '@/api/contracts/logistics'
import { defineResource } from './define-resource'
import type { ListParams } from './list-params'

/** GET /api/apps/logistics/vehicles (`{vehicles, totalVehicles}` -> `{rows, total}`): the dashboard table and the fleet. */
export const logisticsVehicles = defineResource({
  key: ['logistics', 'vehicles'],
  list: (params: ListParams, signal?: AbortSignal) =>
    api
      .get('/apps/logistics/vehicles', { params: { ...params }, schema: vehicleListResponse, signal })
      .then((r) => ({ rows: r.vehicles, total: r.totalVehicles })),
})

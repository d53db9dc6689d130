import { http } from 'msw'
import { db } from '../db'
import { paginate, parseListQuery, sortRows } from '../lib/list-query'
import { json } from '../lib/respond'
import { VEHICLE_SORT_KEYS, type Vehicle, type VehicleListResponse, type VehicleSortKey } from '@/api/contracts/logistics'

const SORT: Record<VehicleSortKey, (v: Vehicle) => string | number> = {
  location: (v) => v.location,
  startRoute: (v) => v.startCity,
  endRoute: (v) => v.endCity,
  warnings: (v) => v.warnings,
  progress: (v) => v.progress,
}

export const logisticsHandlers = [
  http.get('*/api/apps/logistics/vehicles', async ({ request }) => {
    const query = parseListQuery(request.url, VEHICLE_SORT_KEYS)
    const sorted = sortRows(await db.vehicles.orderBy('id').toArray(), query.sortBy, query.orderBy, SORT)
    return json({ vehicles: paginate(sorted, query.page, query.itemsPerPage), totalVehicles: sorted.length } satisfies VehicleListResponse)
  }),
]

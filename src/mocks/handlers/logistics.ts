import { http } from '../lib/http'
import { db } from '../db'
import { fold, listPage, type Order } from '../lib/list-index'
import { parseListQuery } from '../lib/list-index'
import { json } from '../lib/respond'
import { VEHICLE_SORT_KEYS, type Vehicle, type VehicleListResponse, type VehicleSortKey } from '@/api/contracts/logistics'

/** What the route sorts keep in memory per vehicle: the folded city names (São Paulo sorts with S). */
interface Projected {
  start: string | null
  end: string | null
}
const project = (v: Vehicle): Projected => ({ start: fold(v.startCity), end: fold(v.endCity) })

/** Cities sort folded; the tracking number, the warning (a fixed set) and the progress read their index. */
const SORT: Record<VehicleSortKey, Order<Projected>> = {
  location: { index: 'location' },
  startRoute: { id: 'start', key: (p) => p.start },
  endRoute: { id: 'end', key: (p) => p.end },
  warnings: { index: 'warnings' },
  progress: { index: 'progress' },
}

export const logisticsHandlers = [
  http.get('*/api/apps/logistics/vehicles', async ({ request }) => {
    const query = parseListQuery(request.url, VEHICLE_SORT_KEYS)
    const { rows, total } = await listPage({
      table: db.vehicles,
      projection: { id: 'list', project },
      order: query.sortBy ? { ...SORT[query.sortBy], desc: query.orderBy === 'desc' } : { index: null },
      page: query.page,
      itemsPerPage: query.itemsPerPage,
    })
    return json({ vehicles: rows, totalVehicles: total } satisfies VehicleListResponse)
  }),
]

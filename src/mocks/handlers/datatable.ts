import { http } from '../lib/http'
import { db } from '../db'
import { json } from '../lib/respond'
import type { SalesListResponse } from '@/api/contracts/datatable'

export const datatableHandlers = [
  // The whole sales list (100 rows); the demo table sorts, filters and pages it itself.
  http.get('*/api/pages/datatable', async () => json((await db.sales.orderBy('id').toArray()) satisfies SalesListResponse)),
]

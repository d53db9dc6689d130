import { http } from '../lib/http'
import { db } from '../db'
import { json, noContent } from '../lib/respond'
import { readBody } from '../lib/body'
import { pathRecord, recordOr404 } from '../lib/ids'
import type { SalesListResponse, SalesRow } from '@/api/contracts/datatable'
import { salesRowUpdate } from '@/api/contracts/pages-datatable'

const ROW = '*/api/pages/datatable/:id'
const NOT_FOUND = 'Sales row not found'

export const datatableHandlers = [
  // The whole sales list (100 rows); the demo table sorts, filters and pages it itself.
  http.get('*/api/pages/datatable', async () => json((await db.sales.orderBy('id').toArray()) satisfies SalesListResponse)),
  // The edit dialog of the data-table demo: validated before anything is read or written.
  http.put(ROW, async ({ request, params }) => {
    const { id } = await pathRecord(db.sales, params.id, NOT_FOUND)
    const body = await readBody(request, salesRowUpdate)
    const saved = await db.transaction('rw', db.sales, async () => {
      const before = await recordOr404(db.sales, id, NOT_FOUND)
      const row: SalesRow = {
        ...before,
        date: body.date,
        buyer: { ...before.buyer, name: body.buyerName },
        payment: { ...before.payment, status: body.status },
      }
      await db.sales.put(row)
      return row
    })
    return json(saved satisfies SalesRow)
  }),
  http.delete(ROW, async ({ params }) => {
    await db.transaction('rw', db.sales, async () => {
      const { id } = await pathRecord(db.sales, params.id, NOT_FOUND)
      await db.sales.delete(id)
    })
    return noContent()
  }),
]

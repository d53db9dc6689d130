import { z } from 'zod'
import { isoDate } from './common'
import { SALES_STATUSES } from './datatable'

/**
 * PUT /api/pages/datatable/{id}: what the data-table demo's edit dialog changes on a sales row
 * (the buyer's name, the date and the sale status); the answer is the whole row.
 */
export const salesRowUpdate = z.object({
  buyerName: z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong'),
  date: isoDate(),
  status: z.enum(SALES_STATUSES),
})
export type SalesRowUpdate = z.infer<typeof salesRowUpdate>

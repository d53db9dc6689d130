import { z } from 'zod'

/**
 * GET /api/apps/invoice/items: the catalogue a line's item is picked from (its description and
 * cost fill the line). A file of its own: only the form and the catalogue chunk need it, not the
 * mock layer's first load.
 */
export const invoiceCatalogueResponse = z.array(z.object({ title: z.string(), description: z.string(), cost: z.number().min(0) }))
export type InvoiceCatalogueResponse = z.infer<typeof invoiceCatalogueResponse>

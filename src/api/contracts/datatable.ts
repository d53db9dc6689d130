import { z } from 'zod'

/** SPEC section 4. */
export const SALES_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const
export const RECEIVED_PAYMENT_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const
export type SalesStatus = (typeof SALES_STATUSES)[number]
export type ReceivedPaymentStatus = (typeof RECEIVED_PAYMENT_STATUSES)[number]

/** Sales row (SPEC section 3 "Sales row") plus an `id` for row keys; `date` is `YYYY-MM-DD`, amounts in euros. */
export const salesRow = z.object({
  id: z.number().int().positive(),
  product: z.object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    brand: z.string(),
    category: z.string(),
    price: z.number().min(0),
    image: z.string(),
    hasFreeShipping: z.boolean(),
    rating: z.number().min(0).max(5),
    description: z.string(),
  }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  buyer: z.object({ name: z.string().min(1), avatar: z.string().nullable() }),
  payment: z.object({
    total: z.number().min(0),
    receivedPaymentStatus: z.enum(RECEIVED_PAYMENT_STATUSES),
    paidAmount: z.number().min(0),
    status: z.enum(SALES_STATUSES),
  }),
})
export type SalesRow = z.infer<typeof salesRow>

/** GET /api/pages/datatable: the whole sales list (the demo table sorts and pages it client-side). */
export const salesListResponse = z.array(salesRow)
export type SalesListResponse = z.infer<typeof salesListResponse>

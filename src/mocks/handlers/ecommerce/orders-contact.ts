import { db } from '../../db'
import { pathId, recordOr404 } from '../../lib/ids'
import { json } from '../../lib/respond'
import { readBody } from '../../lib/body'
import type { Order } from '@/api/contracts/ecommerce'
import { orderContactInput } from '@/api/contracts/ecommerce-order-contact'
import type { OrderDetails } from '@/api/contracts/ecommerce-orders'

const NOT_FOUND = 'Order not found'

/** PUT …/orders/{id}/contact: the customer info and / or an address (the shipping one is the order's `address`). */
export async function putOrderContact(request: Request, rawId: unknown, detailsOf: (o: Order) => Promise<OrderDetails>) {
  const id = pathId(rawId, NOT_FOUND)
  const { shippingAddress, ...changes } = await readBody(request, orderContactInput)
  const saved = await db.transaction('rw', db.ecommerceOrders, async () => {
    const current = await recordOr404(db.ecommerceOrders, id, NOT_FOUND)
    const row: Order = { ...current, ...changes, address: shippingAddress ?? current.address }
    await db.ecommerceOrders.put(row)
    return row
  })
  return json(await detailsOf(saved))
}

import { useParams } from 'react-router-dom'
import type { PageModuleExtras } from '@/api/resources'
import { balanceQuery } from '../api/use-balance'
import { fullCatalogQuery } from '../api/use-catalog'
import { ordersQuery, RECENT_ORDERS } from '../api/use-orders'
import { OtpLiveOrder } from '../components/otp-live-order'
import { OtpNewOrder } from '../components/otp-new-order'

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['otp']

/**
 * The new-order form's data (the catalog, the balance, the recent orders), asked for while the
 * page's code loads (the screen's own queries). A live order polls its own query from its screen.
 */
export const prefetch: PageModuleExtras['prefetch'] = ({ client, params }) =>
  (params.id ?? 'default') === 'default'
    ? Promise.all([
        client.prefetchQuery(fullCatalogQuery()),
        client.prefetchQuery(balanceQuery),
        client.prefetchQuery(ordersQuery(RECENT_ORDERS)),
      ])
    : undefined

/** /otp/order/{id}: id `default` is the new-order form (SPEC section 2), a number is that order live. */
export default function OtpOrderPage() {
  const { id = 'default' } = useParams()
  if (id === 'default') return <OtpNewOrder />
  const n = /^\d+$/.test(id) ? Number(id) : Number.NaN
  // A non-numeric id reaches the API like any other, which answers 404: one "not found" screen for both.
  return <OtpLiveOrder key={id} id={Number.isNaN(n) ? -1 : n} />
}

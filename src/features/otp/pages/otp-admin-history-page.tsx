import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { PageModuleExtras } from '@/api/resources'
import { adminOrdersQuery } from '../api/use-orders'
import { OtpOrdersView, prefetchAdmin } from '../components/otp-orders-view'

/** The people who have orders (the user filter's options): the API lists them with any page. */
const EVERYONE = { itemsPerPage: 1 }

/** The locale files the page reads, loaded with its code (app/router.tsx). */
export const namespaces: PageModuleExtras['namespaces'] = ['otp']

/** The list the URL asks for and the user filter's options, asked for while the page's code loads. */
export const prefetch: PageModuleExtras['prefetch'] = (ctx) =>
  Promise.all([prefetchAdmin(ctx), ctx.client.prefetchQuery(adminOrdersQuery(EVERYONE))])

/** /otp/order/admin-history (manage all): everyone's orders with their user, spent and refund totals. */
export default function OtpAdminHistoryPage() {
  const everyone = useQuery(adminOrdersQuery(EVERYONE))
  const users = useMemo(
    () =>
      (everyone.data?.people ?? []).map((p) => ({ value: String(p.id), label: p.fullName })).sort((a, b) => a.label.localeCompare(b.label)),
    [everyone.data],
  )
  return <OtpOrdersView mode="admin" users={users} />
}

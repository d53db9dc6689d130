import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { adminOrdersQuery } from '../api/use-orders'
import { OtpOrdersView } from '../components/otp-orders-view'

/** /otp/order/admin-history (manage all): everyone's orders with their user, spent and refund totals. */
export default function OtpAdminHistoryPage() {
  // The user filter offers the people who have orders (the API lists them with any page).
  const everyone = useQuery(adminOrdersQuery({ itemsPerPage: 1 }))
  const users = useMemo(
    () =>
      (everyone.data?.people ?? []).map((p) => ({ value: String(p.id), label: p.fullName })).sort((a, b) => a.label.localeCompare(b.label)),
    [everyone.data],
  )
  return <OtpOrdersView mode="admin" users={users} />
}
